'use client';

import { useTranslations } from 'next-intl';

/** Shown while the wallet kit's chunk loads. */
export function WalletSignInLoading() {
  const t = useTranslations('auth.login');
  return (
    <p className="account-card__muted" role="status">
      {t('walletLoading')}
    </p>
  );
}
