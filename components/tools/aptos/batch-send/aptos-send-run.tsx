'use client';

import { useLocale, useTranslations } from 'next-intl';
import { APT_DECIMALS } from '@/chains/aptos/chain';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchRunSection } from '@/components/batch/batch-run-section';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import type { BatchExecutor } from '@/lib/batch';
import { shortenAddress } from '@/lib/client/user/display-name';
import { isLocale, type Locale } from '@/lib/i18n/config';
import type { PreparedAptosTransaction } from './aptos-send-plan';
import { PreparedAptosTransactionNote } from './aptos-send-review';
import { aptosSendResultsCsv, aptosTransactionUrl } from './results-csv';

export const APTOS_SEND_TOOL = 'aptos-batch-send';

export interface AptosRunState {
  executor: BatchExecutor;
  meta: Record<string, string>;
  isRestored: boolean;
}

/** The running (or restored) batch: progress, the transaction being signed, controls, every row with its transaction. */
export function AptosSendRunSection({
  run,
  address,
  prepared,
  onNewBatch,
}: {
  run: AptosRunState;
  address: string | undefined;
  prepared: PreparedAptosTransaction | null;
  onNewBatch: () => void;
}) {
  const t = useTranslations('aptosBatchSendToken.run');
  const localeName = useLocale();
  const locale: Locale = isLocale(localeName) ? localeName : 'en';
  const { snapshot, saveError } = useBatchExecutor(run.executor, APTOS_SEND_TOOL);
  const isJobWallet = address === undefined || address === run.meta.owner;
  return (
    <BatchRunSection
      namespace="aptosBatchSendToken.run"
      snapshot={snapshot}
      saveError={saveError}
      summary={t('summary', { address: shortenAddress(run.meta.owner) })}
      isRestored={run.isRestored}
      onNewBatch={onNewBatch}
      onSettled={() => undefined}
      table={
        <div data-testid="aptos-send-rows">
          <BatchTable job={snapshot.job} amountDecimals={APT_DECIMALS} txUrl={aptosTransactionUrl} />
        </div>
      }
    >
      {snapshot.isRunning && prepared && <PreparedAptosTransactionNote prepared={prepared} />}
      {!isJobWallet && (
        <p className="account-alert account-alert--error" role="alert">
          {t('wrongWallet', { address: run.meta.owner })}
        </p>
      )}
      <BatchControls
        executor={run.executor}
        snapshot={snapshot}
        exportFileName="aptos-batch-send-results.csv"
        canRun={isJobWallet}
        exportLabel={t('export')}
        exportCsv={() => aptosSendResultsCsv(snapshot.job, { locale, amountDecimals: APT_DECIMALS })}
        testIds={{ start: 'aptos-send-continue', retry: 'aptos-send-retry', export: 'aptos-send-export' }}
      />
    </BatchRunSection>
  );
}
