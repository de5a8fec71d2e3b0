'use client';

import type { PreparedTronCall } from '@/chains/tron/batch-send';
import { WalletSendRun } from '@/components/batch/wallet-send-run';
import type { BatchExecutor } from '@/lib/batch';
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
  return (
    <WalletSendRun
      executor={run.executor}
      storageTool={TRON_SEND_TOOL}
      namespace="tronBatchSendToken.run"
      family="tron"
      sender={run.meta.owner}
      symbol={run.meta.symbol || '?'}
      decimals={Number(run.meta.decimals)}
      isRestored={run.isRestored}
      isJobWallet={address === undefined || address === run.meta.owner}
      prepared={prepared && <PreparedCost prepared={prepared} />}
      onNewBatch={onNewBatch}
      txUrl={tronscanTransactionUrl}
      resultsCsv={tronSendResultsCsv}
    />
  );
}
