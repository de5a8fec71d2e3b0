import type { BlockhashWithExpiryBlockHeight, Commitment, VersionedTransaction } from '@solana/web3.js';
import { mapBounded } from '@/lib/batch/bounded';
import type { Chunk } from '@/lib/batch/types';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { SolanaDriverOptions } from './resend';
import type { SolanaRpc } from './rpc';

/**
 * One wallet approval for many transactions. The batch driver (resend.ts) asks, per chunk, for a fresh blockhash and
 * then for the chunk's signed transaction; a wallet would prompt once per transaction. Here the request for one chunk
 * builds the next pending chunks too, with the same blockhash, and has them all signed at once; the others are kept,
 * and while they wait the driver's blockhash reads answer that same hash, so their sends get the kept transaction.
 *
 * - One queue runs every blockhash read and every signing: concurrent sends (two lanes) never open two approvals.
 * - A refusal fails the whole group: its other chunks fail with the same error when asked, without a new prompt
 *   (`afterRefusal: 'ask-again'` for a page that pauses its run on a refusal instead and asks again on continue).
 * - Cancelled while the wallet was open: nothing of the group goes out.
 * - Signed transactions older than the maximum age are dropped and built and signed again.
 * Nothing is broadcast here: only what the driver sends, after recording it.
 */

/** Signs transactions as one group: a wallet's signAllTransactions (one approval), or pasted key pairs. */
export type TransactionsSigner = (transactions: VersionedTransaction[]) => Promise<VersionedTransaction[]>;

/**
 * Transactions per approval. Every one is built (one simulation each, 4 at a time) before the wallet opens and sent
 * one after another after it closes, all within the blockhash's life: 20 take a few seconds each way on a public RPC,
 * leaving the user most of SIGNED_GROUP_MAX_AGE_MS to approve; wallets still show 20 as one readable list.
 */
export const SIGN_GROUP_SIZE = 20;
/**
 * A blockhash lives 150 blocks, at least ~60 s (400 ms slots). Signed transactions are sent only while their hash is
 * younger than 40 s, so each still has ≥ 20 s (~50 blocks) to reach a leader; older ones are rebuilt and re-signed.
 */
export const SIGNED_GROUP_MAX_AGE_MS = 40_000;
/** Sends starting together (within 5 s) share one blockhash, so that one group can serve them all. */
export const SHARED_BLOCKHASH_MS = 5_000;
const BUILD_CONCURRENCY = 4;

export interface GroupedSigningOptions {
  /** The plain RPC (build must use this one too, never the wrapper returned here: its reads wait in the queue). */
  rpc: SolanaRpc;
  /** The chunk's unsigned transaction with this blockhash (simulated for its compute limit). */
  build: (chunk: Chunk, blockhash: BlockhashWithExpiryBlockHeight) => Promise<VersionedTransaction>;
  sign: TransactionsSigner;
  /** The chunks the driver will ask for next, in order (the job's pending chunks); the one asked for is skipped. */
  companions: () => readonly Chunk[];
  afterRefusal?: 'fail-group' | 'ask-again';
  maxGroupSize?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export interface GroupedSigning {
  /** The driver's RPC: its getLatestBlockhash answers the group's blockhash while signed transactions wait. */
  rpc: SolanaRpc;
  buildAndSign: SolanaDriverOptions['buildAndSign'];
}

const cancelled = () => new AppError(CLIENT_CODE.USER_REJECTED, undefined, { level: 'warning' });

export function createGroupedSigning(options: GroupedSigningOptions): GroupedSigning {
  const { rpc, build, sign, companions } = options;
  const maxGroupSize = Math.max(1, options.maxGroupSize ?? SIGN_GROUP_SIZE);
  const maxAgeMs = options.maxAgeMs ?? SIGNED_GROUP_MAX_AGE_MS;
  const failsGroup = (options.afterRefusal ?? 'fail-group') === 'fail-group';
  const now = options.now ?? Date.now;
  let pin: { at: number; blockhash: BlockhashWithExpiryBlockHeight } | undefined;
  const signed = new Map<number, VersionedTransaction>();
  const refused = new Map<number, unknown>();
  let queue: Promise<unknown> = Promise.resolve();

  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const result = queue.then(work);
    queue = result.catch(() => undefined);
    return result;
  };

  const latestBlockhash = (commitment?: Commitment) =>
    enqueue(async () => {
      const age = pin ? now() - pin.at : Number.POSITIVE_INFINITY;
      if (pin && (age < SHARED_BLOCKHASH_MS || (signed.size > 0 && age < maxAgeMs))) return pin.blockhash;
      // Transactions signed with an older blockhash may not land any more: they are built and signed again.
      signed.clear();
      pin = { at: now(), blockhash: await rpc.getLatestBlockhash(commitment) };
      return pin.blockhash;
    });

  const signGroup = async (chunk: Chunk, blockhash: BlockhashWithExpiryBlockHeight, signal: AbortSignal) => {
    // The chunk asked for must build; a companion that cannot is left out, to fail (and say why) on its own turn.
    const own = await build(chunk, blockhash);
    const candidates = companions()
      .filter(({ id }) => id !== chunk.id && !signed.has(id) && !refused.has(id))
      .slice(0, maxGroupSize - 1);
    const built = await mapBounded(candidates, BUILD_CONCURRENCY, async (companion) => {
      try {
        return { id: companion.id, transaction: await build(companion, blockhash) };
      } catch {
        return undefined;
      }
    });
    const others = built.filter((entry) => entry !== undefined);
    if (signal.aborted) throw cancelled();
    let result: VersionedTransaction[];
    try {
      result = await sign([own, ...others.map((other) => other.transaction)]);
    } catch (error) {
      if (failsGroup) for (const other of others) refused.set(other.id, error);
      throw error;
    }
    if (result.length !== others.length + 1) throw new Error('The wallet did not sign every transaction');
    // Cancelled while the wallet was open: nothing of the group goes out.
    if (signal.aborted) throw cancelled();
    others.forEach((other, index) => {
      signed.set(other.id, result[index + 1]);
    });
    return result[0];
  };

  const buildAndSign: GroupedSigning['buildAndSign'] = (chunk, blockhash, signal) =>
    enqueue(async () => {
      if (refused.has(chunk.id)) {
        const error = refused.get(chunk.id);
        refused.delete(chunk.id);
        throw error;
      }
      const ready = signed.get(chunk.id);
      signed.delete(chunk.id);
      if (signal.aborted) {
        // A cancel drops what was signed for later: the user asked for nothing more to go out.
        signed.clear();
        throw cancelled();
      }
      if (ready && ready.message.recentBlockhash === blockhash.blockhash) return ready;
      return signGroup(chunk, blockhash, signal);
    });

  // Every other call goes straight through (no Proxy: the interface is small, and a new call must be listed here).
  const groupRpc: SolanaRpc = {
    getMultipleAccountsInfo: (...args) => rpc.getMultipleAccountsInfo(...args),
    getLatestBlockhash: latestBlockhash,
    getBlockHeight: (...args) => rpc.getBlockHeight(...args),
    getSlot: (...args) => rpc.getSlot(...args),
    getSignatureStatuses: (...args) => rpc.getSignatureStatuses(...args),
    sendRawTransaction: (...args) => rpc.sendRawTransaction(...args),
    simulateTransaction: (...args) => rpc.simulateTransaction(...args),
    getMinimumBalanceForRentExemption: (...args) => rpc.getMinimumBalanceForRentExemption(...args),
  };
  return { rpc: groupRpc, buildAndSign };
}
