import { type AddressLookupTableAccount, PublicKey } from '@solana/web3.js';
import { createGroupedSigning, SIGN_GROUP_SIZE } from '@/chains/solana/grouped-signing';
import { loadLookupTable } from '@/chains/solana/lookup-tables';
import { transferRowsOf } from '@/chains/solana/packing';
import { createSolanaBatchDriver, type SentStore } from '@/chains/solana/resend';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { tokenProgramId } from '@/chains/solana/token-accounts';
import {
  prepareBatchSendTransaction,
  rowLookupAddresses,
  type SolanaTransferAsset,
  sharedLookupAddresses,
} from '@/chains/solana/transfers';
import { BatchExecutor } from '@/lib/batch/executor';
import { chunkRows } from '@/lib/batch/job';
import type { Chunk, JobState } from '@/lib/batch/types';
import { isUserRejection } from '@/lib/errors';
import type { SignAll } from './lookup-table-setup';
import type { SolanaSendMeta } from './send-meta';
import { serviceFeeOf } from './send-plan';

export interface SolanaSendExecutorOptions {
  job: JobState;
  meta: SolanaSendMeta;
  rpc: SolanaRpc;
  feeReceiver: PublicKey;
  /** Looked up at each signing (the wallet may change or disconnect); it throws when the job's wallet is not there. */
  signAll: () => SignAll;
  store: SentStore;
  /** Tables just written (by index in meta.tables); others are read back from the chain on first use. */
  tables?: readonly AddressLookupTableAccount[];
  pollIntervalMs?: number;
  groupSize?: number;
}

export function assetOfMeta(meta: SolanaSendMeta): SolanaTransferAsset {
  if (meta.asset === 'sol' || !meta.program) return { kind: 'sol' };
  return {
    kind: 'token',
    mint: new PublicKey(meta.asset),
    decimals: meta.decimals,
    programId: tokenProgramId(meta.program),
  };
}

/**
 * The batch engine running a send job: the Solana driver (fresh blockhash per transaction, recorded before
 * broadcast, expiry-aware retry) over grouped signing (chains/solana: one wallet approval for up to SIGN_GROUP_SIZE
 * transactions).
 * A wallet refusal pauses the run, so nothing else is sent until the user starts again.
 */
export function createSolanaSendExecutor(options: SolanaSendExecutorOptions): BatchExecutor {
  const { job, meta, rpc, feeReceiver, store } = options;
  const payer = new PublicKey(meta.payer);
  const asset = assetOfMeta(meta);
  // The inviter of the plan, not of today's page: the chunks and lookup tables were made for that fee.
  const fee = serviceFeeOf(feeReceiver, meta.referrer ? new PublicKey(meta.referrer) : undefined);
  const missing = new Set(meta.creatingRows.map((index) => job.rows[index].address));
  const loaded = new Map<number, Promise<AddressLookupTableAccount>>(
    (options.tables ?? []).map((table, index) => [index, Promise.resolve(table)]),
  );

  const chunksOfTable = (index: number): Chunk[] =>
    job.chunks.filter((chunk) => meta.chunkTables[chunk.id] === index).map((chunk) => chunkRows(job, chunk));

  /** A table written by an earlier visit: read back and checked against every address its chunks use. */
  const tableFor = (chunk: Chunk): Promise<AddressLookupTableAccount> | undefined => {
    if (meta.format !== 'v0') return undefined;
    const index = meta.chunkTables[chunk.id];
    let table = loaded.get(index);
    if (!table) {
      const expected = [
        ...sharedLookupAddresses(payer, asset, fee),
        ...chunksOfTable(index).flatMap((member) => rowLookupAddresses(asset, transferRowsOf(member, missing))),
      ];
      table = loadLookupTable(rpc, new PublicKey(meta.tables[index]), expected);
      // A failed read is tried again at the next send rather than remembered.
      table.catch(() => loaded.delete(index));
      loaded.set(index, table);
    }
    return table;
  };

  let executor: BatchExecutor | undefined;
  const signer = createGroupedSigning({
    rpc,
    maxGroupSize: options.groupSize,
    // A refusal pauses the run (below): the chunks still pending wait for the user's "continue", which asks again.
    afterRefusal: 'ask-again',
    build: async (chunk, blockhash) => {
      const prepared = await prepareBatchSendTransaction(rpc, {
        payer,
        asset,
        rows: transferRowsOf(chunk, missing),
        fee,
        lookupTable: await tableFor(chunk),
        microLamports: meta.microLamports,
        blockhash,
      });
      return prepared.transaction;
    },
    sign: async (transactions) => {
      try {
        return await options.signAll()(transactions);
      } catch (error) {
        // Declined in the wallet: the rest waits for the user, it is not put in front of them again and again.
        if (isUserRejection(error)) executor?.pause();
        throw error;
      }
    },
    companions: () => {
      const current = executor?.getSnapshot().job;
      if (!current) return [];
      return current.chunks.filter((chunk) => chunk.status === 'pending').map((chunk) => chunkRows(current, chunk));
    },
  });
  const driver = createSolanaBatchDriver({
    rpc: signer.rpc,
    buildAndSign: signer.buildAndSign,
    store,
    pollIntervalMs: options.pollIntervalMs,
  });
  // One lane (one wallet), sends in order; a group's transactions go out back to back while earlier ones confirm.
  executor = new BatchExecutor(job, driver, { concurrency: options.groupSize ?? SIGN_GROUP_SIZE });
  return executor;
}
