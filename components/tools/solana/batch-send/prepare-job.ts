import type { AddressLookupTableAccount } from '@solana/web3.js';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { createJob } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';
import { type SignAll, setUpLookupTables } from './lookup-table-setup';
import { newJobId, type SolanaSendMeta, toStoredMeta } from './send-meta';
import type { SolanaSendPlan, SolanaSendPlanRequest } from './send-plan';

export interface PrepareSendJobOptions {
  rpc: SolanaRpc;
  request: SolanaSendPlanRequest;
  plan: SolanaSendPlan;
  signAll: SignAll;
  pollIntervalMs?: number;
  signal?: AbortSignal;
  onTablesProgress?: (done: number, total: number) => void;
}

export interface PreparedSendJob {
  job: JobState;
  meta: SolanaSendMeta;
  tables: AddressLookupTableAccount[];
}

/**
 * What "Start" does before the batch engine runs: a v0 plan's lookup tables are written first (signed by the wallet
 * too), then the job is made with everything a reload needs to carry on (tables, rows that create accounts).
 */
export async function prepareSendJob(options: PrepareSendJobOptions): Promise<PreparedSendJob> {
  const { rpc, request, plan, signAll, pollIntervalMs, signal, onTablesProgress } = options;
  const { asset, rows, payer, microLamports } = request;
  if (!payer) throw new Error('A batch starts only with a connected wallet');
  const tables =
    plan.format === 'v0'
      ? (
          await setUpLookupTables({
            rpc,
            payer,
            tables: plan.tables,
            signAll,
            microLamports,
            pollIntervalMs,
            signal,
            onProgress: onTablesProgress,
          })
        ).accounts
      : [];
  const chunkTables = new Array<number>(plan.format === 'v0' ? plan.chunks.length : 0);
  plan.tables.forEach((table, index) => {
    for (const chunkId of table.chunkIds) chunkTables[chunkId] = index;
  });
  const meta: SolanaSendMeta = {
    jobId: newJobId(),
    payer: payer.toBase58(),
    asset: asset.id,
    program: asset.mint?.program,
    symbol: asset.symbol,
    decimals: asset.decimals,
    microLamports,
    format: plan.format,
    creatingRows: rows.flatMap((row, index) => (plan.missingAccounts.has(row.address) ? [index] : [])),
    tables: tables.map((table) => table.key.toBase58()),
    chunkTables,
    ...(plan.referrer ? { referrer: plan.referrer.toBase58() } : {}),
  };
  return { job: createJob(rows, plan.chunks, toStoredMeta(meta)), meta, tables };
}
