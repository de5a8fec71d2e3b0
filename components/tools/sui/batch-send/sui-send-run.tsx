'use client';

import { WalletSendRun } from '@/components/batch/wallet-send-run';
import type { BatchExecutor } from '@/lib/batch';
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
  return (
    <WalletSendRun
      executor={run.executor}
      storageTool={SUI_SEND_TOOL}
      namespace="suiBatchSendToken.run"
      family="sui"
      sender={run.meta.owner}
      symbol={run.meta.symbol || '?'}
      decimals={Number(run.meta.decimals)}
      isRestored={run.isRestored}
      isJobWallet={address === undefined || address === run.meta.owner}
      prepared={prepared && <PreparedPtb prepared={prepared} />}
      onNewBatch={onNewBatch}
      txUrl={suiscanTransactionUrl}
      resultsCsv={suiSendResultsCsv}
    />
  );
}
