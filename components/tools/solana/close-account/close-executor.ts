import type { PublicKey } from '@solana/web3.js';
import type { TransactionsSigner } from '@/chains/solana/grouped-signing';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { BatchExecutor } from '@/lib/batch/executor';
import { chunkRows } from '@/lib/batch/job';
import type { Chunk } from '@/lib/batch/types';
import { createCloseDriver } from './close-driver';
import type { ClosePlan } from './close-plan';

/**
 * Transactions in flight at once. Solana has no nonces: a wallet's chunks of one token program go out one after
 * another without waiting for confirmations, the two programs side by side. Pasted keys: many wallets at once.
 */
export const WALLET_CONCURRENCY = 4;
export const KEYS_CONCURRENCY = 8;

export interface CloseExecutorOptions {
  rpc: SolanaRpc;
  plan: ClosePlan;
  feeReceiver: PublicKey;
  rentReceiver?: PublicKey;
  sign: TransactionsSigner;
  /** A connected wallet: pending transactions are signed as one group (one approval). */
  isWallet: boolean;
  pollIntervalMs?: number;
}

/** The batch engine running a close plan: per-row statuses, retry of failed rows, CSV export come with it. */
export function createCloseExecutor(options: CloseExecutorOptions): BatchExecutor {
  const { rpc, plan, feeReceiver, rentReceiver, sign, isWallet, pollIntervalMs } = options;
  let executor: BatchExecutor | undefined;
  const companions = (): Chunk[] => {
    if (!executor) return [];
    const { job } = executor.getSnapshot();
    return job.chunks.filter((chunk) => chunk.status === 'pending').map((chunk) => chunkRows(job, chunk));
  };
  const driver = createCloseDriver({
    rpc,
    accounts: plan.accounts,
    feeReceiver,
    // The plan's inviter: its chunks were packed for that transfer.
    referrer: plan.referrer,
    rentReceiver,
    sign,
    companions: isWallet ? companions : undefined,
    pollIntervalMs,
  });
  executor = new BatchExecutor(plan.job, driver, { concurrency: isWallet ? WALLET_CONCURRENCY : KEYS_CONCURRENCY });
  return executor;
}
