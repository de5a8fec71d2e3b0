import type { AptosAddress } from '@/chains/aptos/address';
import {
  AptosApiError,
  readAptosAccount,
  readAptosGasPrice,
  readAptosTransaction,
  submitAptosTransaction,
} from '@/chains/aptos/api';
import { aptosSignedBytes, aptosTransactionHashOf } from '@/chains/aptos/batch-send';
import type { AptosSigner } from '@/components/wallet/aptos/use-aptos-wallet';
import type { BatchDriver, Chunk } from '@/lib/batch';
import {
  AptosNoAccountError,
  type AptosSendSetup,
  type PreparedAptosTransaction,
  prepareAptosSendTransaction,
} from './aptos-send-plan';

export interface AptosSendDriverOptions {
  setup: AptosSendSetup;
  signer: AptosSigner;
  /** Shown before the wallet asks: the transaction about to be signed, with its simulation. */
  onPrepared?: (chunk: Chunk, prepared: PreparedAptosTransaction) => void;
  /** How often, and how long, a transaction's outcome is asked for. */
  intervalMs?: number;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The batch engine's Aptos steps. Each chunk is one transaction, built on the sender's sequence number read again just
 * before, simulated, signed by the wallet, submitted once: its hash is known before it is sent, so an answer lost on the
 * way is resolved by asking the chain, never by sending again. A retry asks the chain first (landed: done). A
 * transaction that never landed cannot land beside its replacement: both carry the same sequence number.
 */
export function aptosSendDriver(options: AptosSendDriverOptions): BatchDriver {
  const { setup, signer, intervalMs = 2_000, timeoutMs = 60_000 } = options;
  const api = { endpoint: setup.endpoint };
  return {
    async send(chunk) {
      const rows = chunk.rows.map((row) => ({ to: row.address as AptosAddress, amount: row.amount ?? 0n }));
      const account = await readAptosAccount(setup.owner, api);
      if (!account) throw new AptosNoAccountError(setup.owner);
      const { gasEstimate } = await readAptosGasPrice(api);
      const prepared = await prepareAptosSendTransaction(setup, rows, account.sequenceNumber, gasEstimate);
      options.onPrepared?.(chunk, prepared);
      const authenticator = await signer(prepared.transaction);
      const bytes = aptosSignedBytes(prepared.transaction, authenticator);
      const hash = aptosTransactionHashOf(bytes);
      try {
        const pending = await submitAptosTransaction(bytes, api);
        return pending.hash || hash;
      } catch (error) {
        // Refused (HTTP 4xx: validation, sequence number, balance): not submitted, the chunk fails. Anything else (a
        // 5xx, a timeout, the connection lost) may hide a submission: the hash is kept and the chain decides.
        if (error instanceof AptosApiError && error.status !== undefined && error.status < 500) throw error;
        return hash;
      }
    },
    async wait(hash) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const answer = await readAptosTransaction(hash, api);
        if (answer && answer.type !== 'pending_transaction') return answer.success ? 'confirmed' : 'failed';
        if (Date.now() >= deadline) throw new Error(`${hash} is not known to the chain yet`);
        await sleep(intervalMs);
      }
    },
    async checkOnChain(_chunk, lastHash) {
      if (!lastHash) return false;
      const answer = await readAptosTransaction(lastHash, api);
      if (answer?.type === 'pending_transaction') throw new Error(`${lastHash} is still pending`);
      return answer?.success === true;
    },
  };
}
