'use client';

import { useTranslations } from 'next-intl';

/** Shown while the wallet half of a token page loads in the browser. */
export function ToolLoading() {
  const t = useTranslations('solanaToken');
  return (
    <p role="status" className="account-card__muted">
      {t('loadingWallet')}
    </p>
  );
}
