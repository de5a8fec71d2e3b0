import type { BlockhashWithExpiryBlockHeight, VersionedTransaction } from '@solana/web3.js';
import type { SolanaDriverOptions, SolanaRpc } from '@/chains/solana';
import type { Chunk } from '@/lib/batch';
import { mapBounded } from '@/lib/batch/bounded';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { SignAll } from './lookup-table-setup';

/**
 * One wallet approval for a group of transactions. The batch driver asks for one chunk's transaction at a time, each
 * with the blockhash it just fetched; signing them one by one would open the wallet once per transaction. So when it
 * asks for a chunk, the next pending chunks are prepared too, with the same blockhash, and signAll signs them all;
 * while that group lasts, the driver's blockhash reads answer the group's hash, and its requests are served from the
 * signed group. Signed transactions that the driver never asks for (a pause, a cancel, a group grown old) are simply
 * dropped: nothing is broadcast but what the driver sends and records first.
 */

/** Transactions per approval: wallets show them as one list, and all go out well before the blockhash expires. */
export const SIGN_GROUP_SIZE = 10;
/** A group older than this is dropped; a blockhash lives ~60–90 s and the group's last send must land within it. */
export const SIGN_GROUP_MAX_AGE_MS = 40_000;
const PREPARE_CONCURRENCY = 4;

export interface GroupSignerOptions {
  rpc: SolanaRpc;
  /** The chunk's unsigned transaction with this blockhash (simulated for its compute limit). */
  prepare: (chunk: Chunk, blockhash: BlockhashWithExpiryBlockHeight) => Promise<VersionedTransaction>;
  signAll: SignAll;
  /** The chunks the driver will ask for after this one, in order (the job's pending chunks). */
  upcoming: (chunkId: number) => Chunk[];
  groupSize?: number;
  maxAgeMs?: number;
  now?: () => number;
}

interface SignedGroup {
  blockhash: BlockhashWithExpiryBlockHeight;
  createdAt: number;
  ready: Map<number, VersionedTransaction>;
}

const aborted = () => new AppError(CLIENT_CODE.USER_REJECTED, undefined, { level: 'warning' });

/** The driver's rpc (blockhash reads answer the live group's hash) and its buildAndSign. */
export function createGroupSigner(options: GroupSignerOptions): {
  rpc: SolanaRpc;
  buildAndSign: SolanaDriverOptions['buildAndSign'];
} {
  const { rpc, prepare, signAll, upcoming } = options;
  const groupSize = Math.max(1, options.groupSize ?? SIGN_GROUP_SIZE);
  const maxAgeMs = options.maxAgeMs ?? SIGN_GROUP_MAX_AGE_MS;
  const now = options.now ?? Date.now;
  let group: SignedGroup | undefined;

  const liveGroup = () => (group && group.ready.size > 0 && now() - group.createdAt < maxAgeMs ? group : undefined);

  const groupRpc = new Proxy(rpc, {
    get(target, property) {
      if (property === 'getLatestBlockhash') {
        return async (...args: Parameters<SolanaRpc['getLatestBlockhash']>) =>
          liveGroup()?.blockhash ?? target.getLatestBlockhash(...args);
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

  const buildAndSign: SolanaDriverOptions['buildAndSign'] = async (chunk, blockhash, signal) => {
    const live = liveGroup();
    const ready = live?.blockhash.blockhash === blockhash.blockhash ? live.ready.get(chunk.id) : undefined;
    if (live && ready) {
      live.ready.delete(chunk.id);
      return ready;
    }
    group = undefined;
    const createdAt = now();
    // The chunk asked for must be prepared; a later one that fails here is left out, to fail on its own turn.
    const first = await prepare(chunk, blockhash);
    const others = upcoming(chunk.id)
      .filter((candidate) => candidate.id !== chunk.id)
      .slice(0, groupSize - 1);
    const prepared = await mapBounded(others, PREPARE_CONCURRENCY, async (candidate) => {
      try {
        return { id: candidate.id, transaction: await prepare(candidate, blockhash) };
      } catch {
        return undefined;
      }
    });
    const extra = prepared.filter((entry) => entry !== undefined);
    if (signal.aborted) throw aborted();
    const signed = await signAll([first, ...extra.map((entry) => entry.transaction)]);
    if (signed.length !== extra.length + 1) throw new Error('The wallet did not sign every transaction');
    // Cancelled while the wallet was open: nothing of the group goes out.
    if (signal.aborted) throw aborted();
    group = { blockhash, createdAt, ready: new Map(extra.map((entry, index) => [entry.id, signed[index + 1]])) };
    return signed[0];
  };

  return { rpc: groupRpc, buildAndSign };
}
