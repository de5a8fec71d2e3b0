'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { APT_DECIMALS } from '@/chains/aptos/chain';
import type { AptosSigner } from '@/components/wallet/aptos/use-aptos-wallet';
import type { JobState } from '@/lib/batch';
import { localizeError } from '@/lib/errors';
import { formatDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { AptosSendSetup } from './aptos-send-plan';
import { feeDue, payAptosFee } from './fee-after';
import { aptosTransactionUrl } from './results-csv';

/**
 * A coin or FA batch's fee, once its run stops: for the token transactions that landed and were not paid for, one APT
 * transaction to our receiver, asked of the wallet at once; on failure, a button to pay it again.
 */
export function FeeAfterPanel({
  setup,
  job,
  isRunning,
  signer,
  pollMs,
}: {
  setup: AptosSendSetup;
  job: JobState;
  isRunning: boolean;
  signer: AptosSigner;
  pollMs?: number;
}) {
  const t = useTranslations('aptosBatchSendToken.feeAfter');
  const locale = useSiteLocale();
  const [state, setState] = useState<{ phase: 'idle' | 'paying' | 'failed' | 'paid'; hash?: string; error?: unknown }>({
    phase: 'idle',
  });
  const due = isRunning ? null : feeDue(job);
  const dueKey = due ? due.hashes.join(',') : '';
  const started = useRef('');

  const pay = useCallback(async () => {
    const now = feeDue(job);
    if (now.amount === 0n) return;
    setState({ phase: 'paying' });
    try {
      const hash = await payAptosFee(setup, now, signer, { intervalMs: pollMs });
      setState({ phase: 'paid', hash });
    } catch (error) {
      setState({ phase: 'failed', error });
    }
  }, [job, setup, signer, pollMs]);

  // Asked once for each set of landed, unpaid transactions, when the run stops.
  useEffect(() => {
    if (!dueKey || started.current === dueKey) return;
    started.current = dueKey;
    void pay();
  }, [dueKey, pay]);

  return (
    <div className="send-token__panel" data-testid="aptos-fee-after" data-phase={state.phase}>
      <p>{t('explain')}</p>
      {due && due.amount > 0n && state.phase !== 'paid' && (
        <p data-testid="aptos-fee-due">
          {t('due', { amount: formatDecimal(due.amount, APT_DECIMALS), count: due.hashes.length })}
        </p>
      )}
      {state.phase === 'paying' && <p role="status">{t('paying')}</p>}
      {state.phase === 'paid' && state.hash && (
        <p role="status">
          {t('paid')}{' '}
          <a href={aptosTransactionUrl(state.hash)} target="_blank" rel="noreferrer">
            {state.hash.slice(0, 10)}…
          </a>
        </p>
      )}
      {state.phase === 'failed' && (
        <>
          <p className="account-alert account-alert--error" role="alert">
            {t('failed', { message: localizeError(state.error, locale) })}
          </p>
          <button type="button" className="button" data-testid="aptos-fee-pay" onClick={() => void pay()}>
            {t('pay')}
          </button>
        </>
      )}
    </div>
  );
}
