'use client';

import { useTranslations } from 'next-intl';
import { APT_DECIMALS } from '@/chains/aptos/chain';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchRunSection } from '@/components/batch/batch-run-section';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import type { BatchExecutor } from '@/lib/batch';
import { shortenAddress } from '@/lib/client/user/display-name';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import type { AptosSendSetup, PreparedAptosTransaction } from './aptos-send-plan';
import { PreparedAptosTransactionNote } from './aptos-send-review';
import { FeeAfterPanel } from './fee-after-panel';
import { aptosSendResultsCsv, aptosTransactionUrl } from './results-csv';

export const APTOS_SEND_TOOL = 'aptos-batch-send';

export interface AptosRunState {
  executor: BatchExecutor;
  setup: AptosSendSetup;
  meta: Record<string, string>;
  isRestored: boolean;
}

/** The running (or restored) batch: progress, the transaction being signed, controls, every row with its transaction. */
export function AptosSendRunSection({
  run,
  address,
  prepared,
  onNewBatch,
  signerFor,
  pollMs,
}: {
  run: AptosRunState;
  address: string | undefined;
  prepared: PreparedAptosTransaction | null;
  onNewBatch: () => void;
  signerFor: (owner: string) => import('@/components/wallet/aptos/use-aptos-wallet').AptosSigner;
  pollMs?: number;
}) {
  const t = useTranslations('aptosBatchSendToken.run');
  const locale = useSiteLocale();
  const { snapshot, saveError } = useBatchExecutor(run.executor, APTOS_SEND_TOOL);
  const isJobWallet = address === undefined || address === run.meta.owner;
  const decimals = Number(run.meta.decimals ?? APT_DECIMALS);
  return (
    <BatchRunSection
      namespace="aptosBatchSendToken.run"
      snapshot={snapshot}
      saveError={saveError}
      summary={t('summary', { symbol: run.meta.symbol || 'APT', address: shortenAddress(run.meta.owner) })}
      isRestored={run.isRestored}
      onNewBatch={onNewBatch}
      onSettled={() => undefined}
      table={
        <div data-testid="aptos-send-rows">
          <BatchTable job={snapshot.job} amountDecimals={decimals} txUrl={aptosTransactionUrl} />
        </div>
      }
    >
      {snapshot.isRunning && prepared && <PreparedAptosTransactionNote prepared={prepared} />}
      {run.setup.asset.kind !== 'apt' && (
        <FeeAfterPanel
          setup={run.setup}
          job={snapshot.job}
          isRunning={snapshot.isRunning}
          signer={signerFor(run.meta.owner)}
          pollMs={pollMs}
        />
      )}
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
        exportCsv={() => aptosSendResultsCsv(snapshot.job, { locale, amountDecimals: decimals })}
        testIds={{ start: 'aptos-send-continue', retry: 'aptos-send-retry', export: 'aptos-send-export' }}
      />
    </BatchRunSection>
  );
}
