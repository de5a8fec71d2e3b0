'use client';

import { useLocale, useTranslations } from 'next-intl';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchRunSection } from '@/components/batch/batch-run-section';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import type { BatchExecutor } from '@/lib/batch';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { suiSendResultsCsv, suiscanTransactionUrl } from './results-csv';
import type { PreparedSuiPtb } from './sui-send-plan';
import { PreparedPtb } from './sui-send-review';

export const SUI_SEND_TOOL = 'sui-batch-send';

export interface RunState {
  executor: BatchExecutor;
  meta: Record<string, string>;
  isRestored: boolean;
}

/** The running (or restored) batch: progress, the PTB being signed, controls, every row with its PTB on Suiscan. */
export function SuiSendRunSection({
  run,
  address,
  prepared,
  onNewBatch,
}: {
  run: RunState;
  address: string | undefined;
  prepared: PreparedSuiPtb | null;
  onNewBatch: () => void;
}) {
  const t = useTranslations('suiBatchSendToken.run');
  const localeName = useLocale();
  const locale: Locale = isLocale(localeName) ? localeName : 'en';
  const { snapshot, saveError } = useBatchExecutor(run.executor, SUI_SEND_TOOL);
  const decimals = Number(run.meta.decimals);
  const isJobWallet = address === undefined || address === run.meta.owner;
  return (
    <BatchRunSection
      namespace="suiBatchSendToken.run"
      snapshot={snapshot}
      saveError={saveError}
      summary={t('summary', { symbol: run.meta.symbol || '?', address: shortenAddress(run.meta.owner) })}
      isRestored={run.isRestored}
      onNewBatch={onNewBatch}
      onSettled={() => undefined}
      table={
        <div data-testid="sui-send-rows">
          <BatchTable job={snapshot.job} amountDecimals={decimals} txUrl={suiscanTransactionUrl} />
        </div>
      }
    >
      {snapshot.isRunning && prepared && <PreparedPtb prepared={prepared} />}
      {!isJobWallet && (
        <p className="account-alert account-alert--error" role="alert">
          {t('wrongWallet', { address: run.meta.owner })}
        </p>
      )}
      <BatchControls
        executor={run.executor}
        snapshot={snapshot}
        exportFileName="sui-batch-send-results.csv"
        canRun={isJobWallet}
        exportLabel={t('export')}
        exportCsv={() => suiSendResultsCsv(snapshot.job, { locale, amountDecimals: decimals })}
        testIds={{ start: 'sui-send-continue', retry: 'sui-send-retry', export: 'sui-send-export' }}
      />
    </BatchRunSection>
  );
}
