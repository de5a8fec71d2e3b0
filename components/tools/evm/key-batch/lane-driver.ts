import type { Address, PublicClient } from 'viem';
import type { BatchDriver } from '@/lib/batch/executor';
import type { Chunk } from '@/lib/batch/types';
import type { AttemptLog } from './attempts';
import { checkAttempts, keyMissing, signAndBroadcast, type TransactionRequest, waitForOutcome } from './broadcast';
import type { FeeQuote } from './fees';
import type { KeyRing } from './keys';

/** The wallet's one transaction of a chunk, worked out at the moment of sending. */
export interface LaneTransaction {
  request: TransactionRequest;
  quote: FeeQuote;
  /** What it moves, for the attempt log (base units of the sent asset). */
  amount: bigint;
}

interface LaneDriverOptions {
  chainId: number;
  client: PublicClient;
  ring: KeyRing;
  attempts: AttemptLog;
  /** The chunk's transaction from its wallet (`source`, the chunk's lane). */
  prepare: (source: Address, chunk: Chunk) => Promise<LaneTransaction>;
  /** Asked once none of the chunk's attempts is on chain: whether its effect is there anyway (then it is done). */
  isDone: (source: Address, chunk: Chunk) => Promise<boolean>;
}

/** The wallet's next nonce, counting its transactions still in the pool. */
export const pendingNonce = (client: PublicClient, address: Address) =>
  client.getTransactionCount({ address, blockTag: 'pending' });

/**
 * A key tool's steps for the batch engine where each chunk is one transaction from its lane's wallet (collection,
 * multi-send, NFT sweep): signed in the page with the pasted key, on the lane's nonce; a retry is done when one of
 * the chunk's attempts landed, refused while one may still land, else asks the tool (`isDone`).
 */
export function laneDriver({ chainId, client, ring, attempts, prepare, isDone }: LaneDriverOptions): BatchDriver {
  return {
    async send(chunk, { nonce, signal }) {
      const source = chunk.lane as Address;
      const account = ring.account(source);
      if (!account) throw keyMissing(source);
      const { request, quote, amount } = await prepare(source, chunk);
      return signAndBroadcast({
        client,
        account,
        chainId,
        chunkId: chunk.id,
        nonce: nonce ?? (await pendingNonce(client, source)),
        request,
        quote,
        amount,
        attempts,
        signal,
      });
    },
    wait: (txHash) => waitForOutcome(client, txHash),
    async checkOnChain(chunk, lastTxHash) {
      const source = chunk.lane as Address;
      const hashes = [...attempts.of(chunk.id).map((attempt) => attempt.hash), lastTxHash];
      if (await checkAttempts(client, source, hashes)) return true;
      return isDone(source, chunk);
    },
    readNonce: (lane) => pendingNonce(client, lane as Address),
  };
}
