import type { Abi, AbiFunction, Address, Hex, PublicClient } from 'viem';
import type { BatchDriver } from '@/lib/batch/executor';
import type { JobState } from '@/lib/batch/types';
import { AppError } from '@/lib/errors';
import type { AttemptLog } from '../key-batch/attempts';
import { checkAttempts, keyMissing, signAndBroadcast, waitForOutcome } from '../key-batch/broadcast';
import { cachedFeeQuote, type FeeQuote } from '../key-batch/fees';
import type { KeyRing } from '../key-batch/keys';
import { simulateCall } from './call-plan';
import { revertReason } from './revert';

/** Our error code: the call was simulated again just before signing and would now revert (message: the reason). */
export const CALL_CODE = { REVERTS: 'CALL_REVERTS' } as const;

export interface CallSettings {
  chainId: number;
  contract: Address;
  abi: Abi;
  item: AbiFunction;
  /** The call data of each job row, by row index. */
  dataOf: (rowIndex: number) => Hex;
}

export interface CallContext {
  client: PublicClient;
  ring: KeyRing;
  attempts: AttemptLog;
  feeQuote?: () => Promise<FeeQuote>;
}

/** A job's settings, from what the job keeps (identifiers, the ABI and the call data: nothing secret). */
export function settingsFromJob(job: JobState): CallSettings {
  const abi = JSON.parse(job.meta.abi) as Abi;
  const item = abi.find((entry) => entry.type === 'function') as AbiFunction;
  return {
    chainId: Number(job.meta.chainId),
    contract: job.meta.contract as Address,
    abi,
    item,
    dataOf: (rowIndex) => job.meta[`data.${rowIndex}`] as Hex,
  };
}

/**
 * The batch engine's steps for contract calls: each wallet simulates its call again (the chain may have moved since
 * the review: a reverting call fails its row with the reason, nothing sent), signs it in the page and broadcasts.
 */
export function createCallDriver(settings: CallSettings, context: CallContext): BatchDriver {
  const { client, ring, attempts } = context;
  const feeQuote = context.feeQuote ?? cachedFeeQuote(client);
  return {
    async send(chunk, { nonce, signal }) {
      const account = ring.account(chunk.lane);
      if (!account) throw keyMissing(chunk.lane);
      const [rowIndex] = chunk.rowIndexes;
      const [row] = chunk.rows;
      const call = { data: settings.dataOf(rowIndex), value: row.amount ?? 0n };
      let gas: bigint;
      try {
        gas = await simulateCall(client, settings.contract, settings.abi, settings.item, account.address, call);
      } catch (error) {
        throw new AppError(CALL_CODE.REVERTS, revertReason(error).text);
      }
      return signAndBroadcast({
        client,
        account,
        chainId: settings.chainId,
        chunkId: chunk.id,
        nonce: nonce ?? (await client.getTransactionCount({ address: account.address, blockTag: 'pending' })),
        request: { to: settings.contract, data: call.data, value: call.value, gas },
        quote: await feeQuote(),
        amount: call.value,
        attempts,
        signal,
      });
    },
    wait: (txHash) => waitForOutcome(client, txHash),
    async checkOnChain(chunk, lastTxHash) {
      const hashes = [...attempts.of(chunk.id).map((attempt) => attempt.hash), lastTxHash];
      return checkAttempts(client, chunk.lane as Address, hashes);
    },
    readNonce: (lane) => client.getTransactionCount({ address: lane as Address, blockTag: 'pending' }),
  };
}
