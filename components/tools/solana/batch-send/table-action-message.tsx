'use client';

import { useTranslations } from 'next-intl';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { LookupTableNotClosableYetError, LookupTableNotReadyError, type TableAction } from './lookup-table-actions';
import { LookupTableSetupError } from './lookup-table-setup';
import { minutesLeft } from './lookup-table-state';

export type TableActionState =
  | { phase: 'idle' }
  | { phase: 'busy'; action: TableAction }
  | { phase: 'done'; action: TableAction; count: number }
  | { phase: 'failed'; action: TableAction; error: unknown };

/** The step under way, its outcome, or why the chain or the wallet refused it, in the user's words. */
export function TableActionMessage({ locale, state }: { locale: Locale; state: TableActionState }) {
  const t = useTranslations('solanaBatchSend.lookupTables');
  if (state.phase === 'idle') return null;
  if (state.phase === 'busy') return <p role="status">{t(`busy.${state.action}`)}</p>;
  if (state.phase === 'done') return <p role="status">{t(`done.${state.action}`, { count: state.count })}</p>;
  const { error } = state;
  let message: string;
  if (error instanceof LookupTableNotClosableYetError) {
    message = t('tooEarly', { minutes: minutesLeft(error.blocks ?? 1) });
  } else if (error instanceof LookupTableNotReadyError) {
    message = t('notReady');
  } else if (error instanceof LookupTableSetupError) {
    message = t(`chain.${error.reason}`);
  } else if (isUserRejection(error)) {
    message = t('declined');
  } else {
    message = t('failed', { message: localizeError(error, locale) });
  }
  return (
    <p className="account-alert account-alert--error" role="alert" data-testid="solana-send-tables-error">
      {message}
    </p>
  );
}
