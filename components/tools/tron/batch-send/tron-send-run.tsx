'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { PreparedTronCall } from '@/chains/tron/batch-send';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchRunSection } from '@/components/batch/batch-run-section';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import type { BatchExecutor } from '@/lib/batch';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { tronSendResultsCsv, tronscanTransactionUrl } from './results-csv';
import { PreparedCost } from './tron-send-review';

export const TRON_SEND_TOOL = 'tron-batch-send';

export interface RunState {
  executor: BatchExecutor;
  meta: Record<string, string>;
  isRestored: boolean;
}

/** The running (or restored) batch: progress, the cost of the transaction being signed, controls, every row. */
export function RunSection({
  run,
  address,
  prepared,
  onNewBatch,
}: {
  run: RunState;
  address: string | undefined;
  prepared: PreparedTronCall | null;
  onNewBatch: () => void;
}) {
  const t = useTranslations('tronBatchSendToken.run');
  const localeName = useLocale();
  const locale: Locale = isLocale(localeName) ? localeName : 'en';
  const { snapshot, saveError } = useBatchExecutor(run.executor, TRON_SEND_TOOL);
  const decimals = Number(run.meta.decimals);
  const isJobWallet = address === undefined || address === run.meta.owner;
  return (
    <BatchRunSection
      namespace="tronBatchSendToken.run"
      snapshot={snapshot}
      saveError={saveError}
      summary={t('summary', { symbol: run.meta.symbol || '?', address: shortenAddress(run.meta.owner) })}
      isRestored={run.isRestored}
      onNewBatch={onNewBatch}
      onSettled={() => undefined}
      table={
        <div data-testid="tron-send-rows">
          <BatchTable job={snapshot.job} amountDecimals={decimals} txUrl={tronscanTransactionUrl} />
        </div>
      }
    >
      {snapshot.isRunning && prepared && <PreparedCost prepared={prepared} />}
      {!isJobWallet && (
        <p className="account-alert account-alert--error" role="alert">
          {t('wrongWallet', { address: run.meta.owner })}
        </p>
      )}
      <BatchControls
        executor={run.executor}
        snapshot={snapshot}
        exportFileName="tron-batch-send-results.csv"
        canRun={isJobWallet}
        exportLabel={t('export')}
        exportCsv={() => tronSendResultsCsv(snapshot.job, { locale, amountDecimals: decimals })}
        testIds={{ start: 'tron-send-continue', retry: 'tron-send-retry', export: 'tron-send-export' }}
      />
    </BatchRunSection>
  );
}
