import type { BlockhashWithExpiryBlockHeight, SignatureStatus, VersionedTransaction } from '@solana/web3.js';
import type { BatchDriver, TxOutcome } from '@/lib/batch/executor';
import type { Chunk } from '@/lib/batch/types';
import { sleep } from '@/lib/util/retry';
import type { SolanaRpc } from './rpc';
import { transactionId } from './transaction';

/**
 * Blockhash expiry without double sends. A Solana transaction carries a recent blockhash and can land only in a
 * block whose height is at most the hash's lastValidBlockHeight. So a sent transaction is in one of four states:
 * confirmed (landed, succeeded), failed (landed, reverted: nothing moved but the fee), pending (not seen yet, may
 * still land) and expired (not seen, and the finalized block height is past its last valid height: it can never
 * land). Only an expired transaction is rebuilt with a fresh blockhash and signed again; a pending one is waited for,
 * and a landed one is never sent again.
 */

export interface SentTransaction {
  signature: string;
  lastValidBlockHeight: number;
}

export type SolanaTransactionState =
  | { state: 'confirmed'; slot: number }
  | { state: 'failed'; slot: number; error: unknown }
  | { state: 'pending' }
  | { state: 'expired' };

/** getSignatureStatuses takes at most 256 signatures per call. */
const STATUS_BATCH = 256;

function stateOf(
  status: SignatureStatus | null,
  sent: SentTransaction,
  finalizedHeight: number,
): SolanaTransactionState {
  if (status) {
    if (status.err) return { state: 'failed', slot: status.slot, error: status.err };
    const level = status.confirmationStatus;
    if (level === 'confirmed' || level === 'finalized') return { state: 'confirmed', slot: status.slot };
    return { state: 'pending' };
  }
  return finalizedHeight > sent.lastValidBlockHeight ? { state: 'expired' } : { state: 'pending' };
}

/**
 * The states of many sent transactions in few calls. The block height is read BEFORE the statuses, at 'finalized':
 * a transaction missing from the statuses of a node whose finalized chain is already past its last valid height
 * cannot appear later.
 */
export async function solanaTransactionStates(
  rpc: SolanaRpc,
  sent: readonly SentTransaction[],
): Promise<SolanaTransactionState[]> {
  if (sent.length === 0) return [];
  const finalizedHeight = await rpc.getBlockHeight('finalized');
  const states: SolanaTransactionState[] = [];
  for (let start = 0; start < sent.length; start += STATUS_BATCH) {
    const batch = sent.slice(start, start + STATUS_BATCH);
    const { value } = await rpc.getSignatureStatuses(
      batch.map((item) => item.signature),
      { searchTransactionHistory: true },
    );
    batch.forEach((item, index) => {
      states.push(stateOf(value[index] ?? null, item, finalizedHeight));
    });
  }
  return states;
}

/** A signed transaction ready to send, with the expiry of its blockhash. */
export interface SignedSolanaTransaction {
  transaction: VersionedTransaction;
  lastValidBlockHeight: number;
}

export interface ResendEntry {
  sent: SentTransaction;
  /** Builds the same work again with this fresh blockhash and signs it (wallet or key pairs). */
  rebuild: (blockhash: BlockhashWithExpiryBlockHeight) => Promise<VersionedTransaction>;
}

export type ResendResult = { previous: SentTransaction; state: SolanaTransactionState; resent?: SentTransaction };

/**
 * Rebuilds, re-signs and sends the expired entries only (one fresh blockhash for all); confirmed, failed and pending
 * ones are reported and left alone. Resolves with each entry's state and, for the expired, the new transaction.
 */
export async function resendExpired(rpc: SolanaRpc, entries: readonly ResendEntry[]): Promise<ResendResult[]> {
  const states = await solanaTransactionStates(
    rpc,
    entries.map((entry) => entry.sent),
  );
  const results: ResendResult[] = entries.map((entry, index) => ({ previous: entry.sent, state: states[index] }));
  const expired = results.filter((result) => result.state.state === 'expired');
  if (expired.length === 0) return results;
  const blockhash = await rpc.getLatestBlockhash('confirmed');
  for (const result of expired) {
    const entry = entries[results.indexOf(result)];
    const transaction = await entry.rebuild(blockhash);
    if (transaction.message.recentBlockhash !== blockhash.blockhash) {
      throw new Error('A rebuilt transaction must use the fresh blockhash it was given');
    }
    const signature = await rpc.sendRawTransaction(transaction.serialize(), { skipPreflight: true, maxRetries: 0 });
    result.resent = { signature, lastValidBlockHeight: blockhash.lastValidBlockHeight };
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------------------
// The batch engine's driver

export class SolanaBlockhashExpiredError extends Error {
  constructor(readonly signature: string) {
    super(`Transaction ${signature} expired before it landed; it is safe to send again`);
    this.name = 'SolanaBlockhashExpiredError';
  }
}

export class SolanaTransactionStillPendingError extends Error {
  constructor(readonly signature: string) {
    super(`Transaction ${signature} may still land: wait until its blockhash expires before sending again`);
    this.name = 'SolanaTransactionStillPendingError';
  }
}

/** Per chunk, the last transaction sent: kept so that a retry can tell "landed", "may land" and "expired" apart. */
export interface SentStore {
  get(chunkId: number): SentTransaction | undefined;
  set(chunkId: number, sent: SentTransaction): void;
}

export function memorySentStore(): SentStore {
  const map = new Map<number, SentTransaction>();
  return { get: (chunkId) => map.get(chunkId), set: (chunkId, sent) => void map.set(chunkId, sent) };
}

export interface SolanaDriverOptions {
  rpc: SolanaRpc;
  /** Builds the chunk's transaction with this blockhash and has it signed. */
  buildAndSign: (
    chunk: Chunk,
    blockhash: BlockhashWithExpiryBlockHeight,
    signal: AbortSignal,
  ) => Promise<VersionedTransaction>;
  /** Survives reloads when backed by localStorage (signatures and heights only); default in memory. */
  store?: SentStore;
  pollIntervalMs?: number;
}

/**
 * send: fresh blockhash, build and sign, record (before broadcasting, so a crash mid-send is still checkable), send.
 * wait: polls until confirmed or failed; throws SolanaBlockhashExpiredError once it can no longer land.
 * checkOnChain: true when the chunk's last transaction landed and succeeded; false when it never can (expired) or
 * landed failed; throws while it may still land. The engine re-sends only after false.
 */
export function createSolanaBatchDriver(options: SolanaDriverOptions): BatchDriver {
  const { rpc, buildAndSign } = options;
  const store = options.store ?? memorySentStore();
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const sentBySignature = new Map<string, SentTransaction>();

  const lookup = (chunk: Chunk, signature: string | undefined): SentTransaction | undefined => {
    const last = store.get(chunk.id);
    if (signature === undefined) return last;
    return sentBySignature.get(signature) ?? (last?.signature === signature ? last : undefined);
  };

  return {
    async send(chunk, context) {
      const blockhash = await rpc.getLatestBlockhash('confirmed');
      const transaction = await buildAndSign(chunk, blockhash, context.signal);
      if (transaction.message.recentBlockhash !== blockhash.blockhash) {
        throw new Error('The transaction must use the blockhash the driver fetched');
      }
      const sent = { signature: transactionId(transaction), lastValidBlockHeight: blockhash.lastValidBlockHeight };
      store.set(chunk.id, sent);
      sentBySignature.set(sent.signature, sent);
      await rpc.sendRawTransaction(transaction.serialize(), { skipPreflight: true, maxRetries: 0 });
      return sent.signature;
    },

    async wait(signature, chunk): Promise<TxOutcome> {
      const sent = lookup(chunk, signature) ?? { signature, lastValidBlockHeight: Number.MAX_SAFE_INTEGER };
      for (;;) {
        const [state] = await solanaTransactionStates(rpc, [sent]);
        if (state.state === 'confirmed') return 'confirmed';
        if (state.state === 'failed') return 'failed';
        if (state.state === 'expired') throw new SolanaBlockhashExpiredError(signature);
        await sleep(pollIntervalMs);
      }
    },

    async checkOnChain(chunk, lastTxHash) {
      const known = lookup(chunk, lastTxHash);
      if (!known && !lastTxHash) return false;
      // A hash without its expiry (a reload without a persistent store) can prove it landed, never that it expired.
      const sent = known ?? { signature: lastTxHash as string, lastValidBlockHeight: Number.MAX_SAFE_INTEGER };
      const [state] = await solanaTransactionStates(rpc, [sent]);
      if (state.state === 'confirmed') return true;
      if (state.state === 'pending') throw new SolanaTransactionStillPendingError(sent.signature);
      return false;
    },
  };
}
