import type { Address, PublicClient } from 'viem';
import { isSetTo } from '@/chains/evm/eip7702/designator';
import { readAccountCode } from '@/chains/evm/eip7702/read';
import { type SetCodeFees, signSetCode } from '@/chains/evm/eip7702/set-code';
import type { BatchDriver } from '@/lib/batch/executor';
import type { Chunk } from '@/lib/batch/types';
import { AppError } from '@/lib/errors';
import type { AttemptLog } from '../key-batch/attempts';
import { checkAttempts, keyMissing, waitForOutcome } from '../key-batch/broadcast';
import { cachedFeeQuote, type FeeQuote } from '../key-batch/fees';
import type { KeyRing } from '../key-batch/keys';

/** What a run sets: every wallet's code to `target` (the zero address revokes), gas paid by each or by a sponsor. */
export interface SetCodeSettings {
  chainId: number;
  target: Address;
  /** The wallet paying every transaction; undefined: each wallet pays its own. */
  sponsor: Address | undefined;
}

export interface SetCodeContext {
  client: PublicClient;
  /** The pasted keys (the wallets' and the sponsor's), by address: the only place they are. */
  ring: KeyRing;
  attempts: AttemptLog;
  feeQuote?: () => Promise<FeeQuote>;
}

/** Our error code: the transaction confirmed but the chain skipped the authorization (its nonce moved meanwhile). */
export const EIP7702_CODE = { NOT_APPLIED: 'AUTHORIZATION_NOT_APPLIED' } as const;

export function notApplied(address: string): AppError {
  return new AppError(EIP7702_CODE.NOT_APPLIED, `The authorization of ${address} was not applied`);
}

/** Type 4 transactions are EIP-1559 shaped: on a chain quoting a legacy gas price, that price fills both fields. */
export function setCodeFees(quote: FeeQuote): SetCodeFees {
  return quote.type === 'legacy'
    ? { maxFeePerGas: quote.gasPrice, maxPriorityFeePerGas: quote.gasPrice }
    : { maxFeePerGas: quote.maxFeePerGas, maxPriorityFeePerGas: quote.maxPriorityFeePerGas };
}

/** The wallet rows a settings' run plans: one chunk per wallet, in the sponsor's lane or the wallet's own. */
export function setCodeChunks(wallets: readonly { line: number; address: Address }[], sponsor: Address | undefined) {
  const rows = wallets.map(({ line, address }) => ({ line, address }));
  const chunks = rows.map((row, index) => ({
    id: index,
    lane: sponsor ?? row.address,
    rowIndexes: [index],
    rows: [row],
  }));
  return { rows, chunks };
}

/**
 * The batch engine's steps for a set-code run: each wallet's authorization is signed by its key, the transaction by
 * the sponsor (one nonce lane, its transactions pipelined) or by the wallet itself. A confirmed transaction counts only
 * when the wallet's code is then what was asked: an authorization with a stale nonce is skipped by the chain without
 * failing the transaction.
 */
export function createSetCodeDriver(settings: SetCodeSettings, context: SetCodeContext): BatchDriver {
  const { client, ring, attempts } = context;
  const feeQuote = context.feeQuote ?? cachedFeeQuote(client);
  const { target, chainId } = settings;

  async function isDone(chunk: Chunk): Promise<boolean> {
    const codes = await Promise.all(chunk.rows.map((row) => readAccountCode(client, row.address as Address)));
    return codes.every((code) => isSetTo(code, target));
  }

  return {
    async send(chunk, { nonce }) {
      const sender = ring.account(chunk.lane);
      if (!sender) throw keyMissing(chunk.lane);
      const authorities = chunk.rows.map((row) => {
        const account = ring.account(row.address);
        if (!account) throw keyMissing(row.address);
        return account;
      });
      const signed = await signSetCode({
        client,
        chainId,
        sender,
        senderNonce: nonce,
        authorities,
        target,
        fees: setCodeFees(await feeQuote()),
      });
      attempts.record(chunk.id, { hash: signed.hash, nonce: signed.nonce, amount: '0' });
      try {
        await client.sendRawTransaction({ serializedTransaction: signed.serializedTransaction });
      } catch (error) {
        if (!/already known|known transaction|already imported/i.test(String(error))) throw error;
      }
      return signed.hash;
    },
    async wait(txHash, chunk) {
      const outcome = await waitForOutcome(client, txHash);
      if (outcome === 'failed') return outcome;
      if (!(await isDone(chunk))) throw notApplied(chunk.rows.map((row) => row.address).join(', '));
      return 'confirmed';
    },
    async checkOnChain(chunk, lastTxHash) {
      const hashes = [...attempts.of(chunk.id).map((attempt) => attempt.hash), lastTxHash];
      // Anything of the lane still waiting in the pool may yet apply: throw rather than send again.
      await checkAttempts(client, chunk.lane as Address, hashes);
      return isDone(chunk);
    },
    readNonce: (lane) => client.getTransactionCount({ address: lane as Address, blockTag: 'pending' }),
  };
}
