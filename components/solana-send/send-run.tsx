'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchProgress } from '@/components/batch/batch-progress';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { shortenAddress } from '@/lib/client/user/display-name';
import { CLIENT_CODE, localizeError } from '@/lib/errors';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { solanaSendResultsCsv, solscanTransactionUrl } from './results-csv';
import { SOLANA_SEND_TOOL } from './send-meta';
import type { CurrentSendJob } from './use-send-job';

const EXPORT_FILE_NAME = 'solana-batch-send-results.csv';
/** The buttons the browser tests drive. */
const TEST_IDS = { start: 'solana-send-continue', retry: 'solana-send-retry', export: 'solana-send-export' };

interface SendRunProps {
  job: CurrentSendJob;
  /** The connected wallet's address, if any. */
  address: string | undefined;
  onNewBatch: () => void;
  /** Called whenever the run stops, so balances are read again. */
  onSettled: () => void;
}

/** The running (or restored) batch: progress, controls, every row with its transaction, and the way to a new one. */
export function SendRun({ job, address, onNewBatch, onSettled }: SendRunProps) {
  const t = useTranslations('solanaSend.run');
  const localeName = useLocale();
  const locale: Locale = isLocale(localeName) ? localeName : 'en';
  const { executor, meta, isRestored } = job;
  const { snapshot, saveError } = useBatchExecutor(executor, SOLANA_SEND_TOOL);
  const { counts, isRunning } = snapshot;
  const isJobWallet = address === meta.payer;
  const isDeclined = snapshot.job.chunks.some((chunk) => chunk.error?.code === CLIENT_CODE.USER_REJECTED);

  useEffect(() => {
    if (!isRunning) onSettled();
  }, [isRunning, onSettled]);

  return (
    <section className="send-token__panel send-token__run" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <p className="account-card__muted">
        {t('summary', { symbol: meta.symbol || '?', address: shortenAddress(meta.payer) })}
      </p>
      {isRestored && <p className="account-alert account-alert--notice">{t('resumed')}</p>}
      {saveError !== null && (
        <p className="account-alert account-alert--error" role="alert">
          {t('saveError', { message: localizeError(saveError, locale) })}
        </p>
      )}
      <BatchProgress counts={counts} />
      {counts.total > 0 && counts.confirmed === counts.total && (
        <p className="account-alert account-alert--notice" role="status">
          {t('done', { count: counts.total })}
        </p>
      )}
      {isDeclined && !isRunning && (
        <p className="account-alert account-alert--error" role="alert" data-testid="solana-send-declined">
          {t('declined')}
        </p>
      )}
      {!isJobWallet && (
        <p className="account-alert account-alert--error" role="alert">
          {t('wrongWallet', { address: meta.payer })}
        </p>
      )}
      {/* Continue and retry only with the job's wallet; the results carry each transaction's Solscan link. */}
      <BatchControls
        executor={executor}
        snapshot={snapshot}
        exportFileName={EXPORT_FILE_NAME}
        canRun={isJobWallet}
        exportLabel={t('export')}
        exportCsv={() => solanaSendResultsCsv(snapshot.job, { locale, amountDecimals: meta.decimals })}
        testIds={TEST_IDS}
      />
      {!isRunning && (
        <button
          type="button"
          className="button button--small account-button--secondary send-token__new"
          onClick={onNewBatch}
        >
          {t('newBatch')}
        </button>
      )}
      <div data-testid="solana-send-rows">
        <BatchTable job={snapshot.job} amountDecimals={meta.decimals} txUrl={solscanTransactionUrl} />
      </div>
    </section>
  );
}
