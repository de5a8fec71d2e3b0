'use client';

import { useTranslations } from 'next-intl';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchRunSection } from '@/components/batch/batch-run-section';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { shortenAddress } from '@/lib/client/user/display-name';
import { CLIENT_CODE } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { ClearMessage } from './clear-message';
import { solanaSendResultsCsv, solscanTransactionUrl } from './results-csv';
import { SOLANA_SEND_TOOL } from './send-meta';
import type { ClearState, CurrentSendJob } from './use-send-job';

const EXPORT_FILE_NAME = 'solana-batch-send-results.csv';
/** The buttons the browser tests drive. */
const TEST_IDS = { start: 'solana-send-continue', retry: 'solana-send-retry', export: 'solana-send-export' };

interface SendRunProps {
  job: CurrentSendJob;
  /** The connected wallet's address, if any. */
  address: string | undefined;
  onNewBatch: () => void;
  /** What became of the last "New batch": checked on chain first, refused while a transaction may still land. */
  clearState: ClearState;
  /** Called whenever the run stops, so balances are read again. */
  onSettled: () => void;
}

/** The running (or restored) batch: progress, controls, every row with its transaction, and the way to a new one. */
export function SendRun({ job, address, onNewBatch, clearState, onSettled }: SendRunProps) {
  const t = useTranslations('solanaBatchSend.run');
  const locale = useSiteLocale();
  const { executor, meta, isRestored } = job;
  const { snapshot, saveError } = useBatchExecutor(executor, SOLANA_SEND_TOOL);
  const isJobWallet = address === meta.payer;
  const isDeclined = snapshot.job.chunks.some((chunk) => chunk.error?.code === CLIENT_CODE.USER_REJECTED);
  return (
    <BatchRunSection
      namespace="solanaBatchSend.run"
      snapshot={snapshot}
      saveError={saveError}
      summary={t('summary', { symbol: meta.symbol || '?', address: shortenAddress(meta.payer) })}
      isRestored={isRestored}
      onNewBatch={onNewBatch}
      isNewBatchBusy={clearState.phase === 'checking'}
      onSettled={onSettled}
      table={
        <div data-testid="solana-send-rows">
          <BatchTable job={snapshot.job} amountDecimals={meta.decimals} txUrl={solscanTransactionUrl} />
        </div>
      }
    >
      {isDeclined && !snapshot.isRunning && (
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
      {!snapshot.isRunning && <ClearMessage locale={locale} state={clearState} />}
    </BatchRunSection>
  );
}
