'use client';

import { useTranslations } from 'next-intl';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { ClearState } from './use-send-job';

/** "New batch": the chain being asked, or why the batch is kept (a transaction may still land, or no answer). */
export function ClearMessage({ locale, state }: { locale: Locale; state: ClearState }) {
  const t = useTranslations('solanaBatchSend.run');
  if (state.phase === 'idle') return null;
  if (state.phase === 'checking') return <p role="status">{t('newBatchChecking')}</p>;
  return (
    <p className="account-alert account-alert--error" role="alert" data-testid="solana-send-new-batch-refused">
      {state.phase === 'refused'
        ? t('mayStillLand', { count: state.count })
        : t('newBatchCheckFailed', { message: localizeError(state.error, locale) })}
    </p>
  );
}
