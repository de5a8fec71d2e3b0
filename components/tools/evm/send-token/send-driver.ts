import type { Address, Hash, Hex } from 'viem';
import type { BatchDriver } from '@/lib/batch/executor';
import type { Chunk } from '@/lib/batch/types';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { ChainAccess } from './chain-access';
import type { SendMarker, SendMarkerStore } from './send-markers';
import { encodeChunkCall, type SendMethod } from './send-plan';

export interface SendDriverOptions {
  /** The chain; a function when it is looked up at each step (the page's wallet may change or disconnect). */
  access: ChainAccess | (() => ChainAccess);
  /** The token send's Multisend family; another tool (batch/send-nft) passes `encode` instead. */
  method?: SendMethod;
  /** A chunk's call, for tools that build their own (batch/send-nft); replaces `method` and `token`. */
  encode?: (chunk: Chunk) => { to: Address; data: Hex; value: bigint };
  /** The ERC-20 contract; absent for native sends. */
  token?: Address;
  /**
   * 'wallet': a browser wallet assigns nonces itself (and may have other transactions of its own queued);
   * 'chain': the tool reads the nonce and passes it, as with a local account.
   */
  nonces: 'wallet' | 'chain';
  /** Where a send in progress is noted, so a retry after a reload can tell whether it went out (see send-markers). */
  markers?: SendMarkerStore;
}

/** How far back a retry looks for a send interrupted by a reload; further back, the user checks the wallet. */
const MAX_SCANNED_BLOCKS = 300;

const stillPending = () => new AppError(CLIENT_CODE.REQUEST_ALREADY_PENDING);

/**
 * A send the page lost track of (reloaded while the wallet was open): was the nonce it would have used taken, and if
 * so by this very call? True when it landed and succeeded, false when nothing (or something else) used the nonce.
 */
async function settleInterrupted(access: ChainAccess, marker: SendMarker, call: { to: string; data: string }) {
  if ((await access.readNonce('pending')) <= marker.nonce) return false;
  if ((await access.readNonce('latest')) <= marker.nonce) throw stillPending();
  const mined = await access.findMined(marker.nonce, BigInt(marker.block), MAX_SCANNED_BLOCKS);
  if (mined === 'too-far' || mined === undefined) throw stillPending();
  const isThisCall = mined.to?.toLowerCase() === call.to.toLowerCase() && mined.input === call.data;
  return isThisCall && (await access.standing(mined.hash)) === 'success';
}

/**
 * The send tool's steps for the batch engine: one Multisend call per chunk, a receipt per call, and before a retry
 * the earlier call's fate. A chunk whose earlier call is still in the mempool is not sent again: the check throws.
 */
export function createSendDriver({
  access: given,
  method,
  encode,
  token,
  nonces,
  markers,
}: SendDriverOptions): BatchDriver {
  const chain = typeof given === 'function' ? given : () => given;
  const callOf = (chunk: Chunk) => {
    if (encode) return encode(chunk);
    if (!method) throw new Error('createSendDriver needs a method or an encode function');
    return encodeChunkCall(chunk, method, token);
  };
  const driver: BatchDriver = {
    async send(chunk, { nonce, signal }) {
      if (signal.aborted) throw new AppError(CLIENT_CODE.USER_REJECTED, undefined, { level: 'warning' });
      const call = callOf(chunk);
      const access = chain();
      if (markers) {
        const [pending, block] = await Promise.all([access.readNonce('pending'), access.blockNumber()]);
        markers.set(chunk.id, { nonce: pending, block: block.toString() });
      }
      try {
        return await access.sendTransaction({
          to: call.to,
          data: call.data,
          value: call.value,
          ...(nonces === 'chain' && nonce !== undefined && { nonce }),
        });
      } finally {
        // An answer either way (a hash, or the wallet's refusal): the engine records it from here on.
        markers?.delete(chunk.id);
      }
    },
    async wait(txHash) {
      return (await chain().waitForReceipt(txHash as Hash)) === 'success' ? 'confirmed' : 'failed';
    },
    async checkOnChain(chunk, lastTxHash) {
      const access = chain();
      if (lastTxHash) {
        const standing = await access.standing(lastTxHash as Hash);
        if (standing === 'pending') throw stillPending();
        return standing === 'success';
      }
      const marker = markers?.get(chunk.id);
      // No hash and no marker: the wallet refused the send, so nothing of this chunk went out.
      if (!marker) return false;
      const isDone = await settleInterrupted(access, marker, callOf(chunk));
      markers?.delete(chunk.id);
      return isDone;
    },
  };
  if (nonces === 'chain') driver.readNonce = () => chain().readNonce('pending');
  return driver;
}
