import type { BlockhashWithExpiryBlockHeight, Commitment, VersionedTransaction } from '@solana/web3.js';
import type { SolanaRpc } from '@/chains/solana';
import type { Chunk } from '@/lib/batch';

/** Signs transactions as a group: a wallet's signAllTransactions (one approval), or key pairs. */
export type TransactionsSigner = (transactions: VersionedTransaction[]) => Promise<VersionedTransaction[]>;

/** Signed transactions are sent only while their blockhash is surely alive (it lives ~60–90 s). */
export const SIGNED_REUSE_MS = 45_000;
/** Sends starting together share one blockhash, so that one group can serve them all. */
export const SHARED_BLOCKHASH_MS = 5_000;
/** At most this many transactions in one wallet approval: they must all go out before the blockhash ages. */
export const MAX_GROUP = 24;

export interface GroupedSigningOptions {
  rpc: SolanaRpc;
  build: (chunk: Chunk, blockhash: BlockhashWithExpiryBlockHeight) => Promise<VersionedTransaction>;
  sign: TransactionsSigner;
  /** The chunks that will be sent next (pending ones): signed together with the chunk being sent. */
  companions: () => readonly Chunk[];
  now?: () => number;
}

export interface GroupedSigning {
  /** The driver's RPC: its getLatestBlockhash answers the group's blockhash while signed transactions wait. */
  rpc: SolanaRpc;
  buildAndSign: (
    chunk: Chunk,
    blockhash: BlockhashWithExpiryBlockHeight,
    signal: AbortSignal,
  ) => Promise<VersionedTransaction>;
}

/**
 * One wallet approval for a whole batch. The batch driver asks for a fresh blockhash and a signed transaction per
 * chunk; a wallet would then prompt once per transaction. Here the first chunk's request builds the next pending
 * chunks too (same blockhash), has them all signed at once, and keeps the others; their sends then get that same
 * blockhash and the kept transaction. A refusal fails the whole group at once instead of prompting again for each.
 * Every decision runs in one queue, so concurrent sends (both token programs) never open two approvals.
 */
export function groupedSigning(options: GroupedSigningOptions): GroupedSigning {
  const { rpc, build, sign, companions } = options;
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
      if (pin && (age < SHARED_BLOCKHASH_MS || (signed.size > 0 && age < SIGNED_REUSE_MS))) return pin.blockhash;
      // Transactions signed with an older blockhash may be dead by now: they are built and signed again.
      signed.clear();
      pin = { at: now(), blockhash: await rpc.getLatestBlockhash(commitment) };
      return pin.blockhash;
    });

  const signGroup = async (chunk: Chunk, blockhash: BlockhashWithExpiryBlockHeight) => {
    const own = await build(chunk, blockhash);
    const others: { id: number; transaction: VersionedTransaction }[] = [];
    for (const companion of companions()) {
      if (others.length + 1 >= MAX_GROUP) break;
      if (companion.id === chunk.id || signed.has(companion.id) || refused.has(companion.id)) continue;
      try {
        others.push({ id: companion.id, transaction: await build(companion, blockhash) });
      } catch {
        // A companion that cannot be built now is built (and its error reported) when its own turn comes.
      }
    }
    let result: VersionedTransaction[];
    try {
      result = await sign([own, ...others.map((other) => other.transaction)]);
    } catch (error) {
      for (const other of others) refused.set(other.id, error);
      throw error;
    }
    others.forEach((other, index) => {
      signed.set(other.id, result[index + 1]);
    });
    return result[0];
  };

  const buildAndSign = (chunk: Chunk, blockhash: BlockhashWithExpiryBlockHeight, signal: AbortSignal) =>
    enqueue(async () => {
      if (refused.has(chunk.id)) {
        const error = refused.get(chunk.id);
        refused.delete(chunk.id);
        throw error;
      }
      const ready = signed.get(chunk.id);
      signed.delete(chunk.id);
      if (ready && ready.message.recentBlockhash === blockhash.blockhash) return ready;
      signal.throwIfAborted();
      return signGroup(chunk, blockhash);
    });

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
