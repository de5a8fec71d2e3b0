'use client';

import { useTranslations } from 'next-intl';
import type { ManagedTokenState } from './use-managed-token';
import { useTokenErrorText } from './use-token-texts';

/** Reading the token, or why it could not be read. */
export function TokenLoadStatus({ state }: { state: ManagedTokenState }) {
  const t = useTranslations('solanaToken.mint');
  const errorText = useTokenErrorText();
  if (state.phase === 'loading') return <p role="status">{t('loading')}</p>;
  if (state.phase === 'failed') {
    return (
      <p className="account-alert account-alert--error" role="alert" data-testid="token-load-error">
        {errorText(state.error)}
      </p>
    );
  }
  return null;
}
