'use client';

import { useCallback } from 'react';
import type { PlannedTonRequest } from '@/chains/ton/packing';
import { WalletSendRun } from '@/components/batch/wallet-send-run';
import { friendlyWalletAddress } from '@/components/wallet/ton/friendly-address';
import { tonSendResultsCsv, tonviewerTransactionUrl } from './results-csv';
import { PreparedRequest } from './ton-send-review';
import { TON_SEND_TOOL, type TonRunState } from './use-ton-send-run';

/** The running (or restored) batch: progress, the request being signed, controls, every row with its status. */
export function TonSendRunSection({
  run,
  address,
  prepared,
  onNewBatch,
  onSettled,
}: {
  run: TonRunState;
  address: string | undefined;
  prepared: PlannedTonRequest | null;
  onNewBatch: () => void;
  onSettled: (run: TonRunState) => void;
}) {
  const settled = useCallback(() => onSettled(run), [onSettled, run]);
  const sender = friendlyWalletAddress(run.meta.sender);
  return (
    <WalletSendRun
      executor={run.executor}
      storageTool={TON_SEND_TOOL}
      namespace="tonBatchSendToken.run"
      family="ton"
      sender={sender}
      symbol={run.meta.symbol || 'TON'}
      decimals={Number(run.meta.decimals)}
      isRestored={run.isRestored}
      isJobWallet={address === run.meta.sender}
      prepared={prepared && <PreparedRequest request={prepared} />}
      onNewBatch={onNewBatch}
      onSettled={settled}
      txUrl={tonviewerTransactionUrl}
      resultsCsv={tonSendResultsCsv}
    />
  );
}
