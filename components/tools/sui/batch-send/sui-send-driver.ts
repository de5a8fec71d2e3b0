import type { SuiAddress } from '@/chains/sui/address';
import { SuiGraphQLError } from '@/chains/sui/graphql';
import { executeSuiPtb, readSuiTransactionStatus } from '@/chains/sui/send';
import type { SuiSigner } from '@/components/wallet/sui/use-sui-wallet';
import type { BatchDriver, Chunk } from '@/lib/batch';
import { type PreparedSuiPtb, prepareSuiSendPtb, type SuiSendSetup } from './sui-send-plan';

export interface SuiSendDriverOptions {
  setup: SuiSendSetup;
  signer: SuiSigner;
  /** Shown before the wallet asks: the PTB about to be signed, with its dry run and budget. */
  onPrepared?: (chunk: Chunk, prepared: PreparedSuiPtb) => void;
  /** How often, and how long, a digest's outcome is asked for. */
  intervalMs?: number;
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The batch engine's Sui steps. Each chunk is one PTB, built on the sender's coins read again just before (the gas
 * coins of the PTB before have new versions), dry-run, its budget from that simulation, signed by the wallet (the
 * exact bytes, checked) and executed once: its digest is known before it is sent, so an answer lost on the way is
 * resolved by asking the chain, never by sending again. A retry asks the chain first (landed: done; failed or unknown:
 * rebuilt on the coins as they are then).
 */
export function suiSendDriver(options: SuiSendDriverOptions): BatchDriver {
  const { setup, signer, intervalMs = 2_000, timeoutMs = 60_000 } = options;
  return {
    async send(chunk) {
      const rows = chunk.rows.map((row) => ({ to: row.address as SuiAddress, amount: row.amount ?? 0n }));
      const prepared = await prepareSuiSendPtb(setup, rows);
      options.onPrepared?.(chunk, prepared);
      const signature = await signer(prepared.bytes);
      try {
        const executed = await executeSuiPtb(prepared.bytes, [signature], setup);
        return executed.digest || prepared.digest;
      } catch (error) {
        // Refused (a GraphQL error, or an HTTP 4xx before the service ran it): not executed, the chunk fails. Anything
        // else (a 5xx, a timeout, the connection lost) may hide an execution: the digest is kept and the chain decides.
        if (error instanceof SuiGraphQLError && (error.status === undefined || error.status < 500)) throw error;
        return prepared.digest;
      }
    },
    async wait(digest) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const status = await readSuiTransactionStatus(digest, setup);
        if (status === 'SUCCESS') return 'confirmed';
        if (status === 'FAILURE') return 'failed';
        if (Date.now() >= deadline) throw new Error(`${digest} is not known to the chain yet`);
        await sleep(intervalMs);
      }
    },
    async checkOnChain(_chunk, lastDigest) {
      if (!lastDigest) return false;
      return (await readSuiTransactionStatus(lastDigest, setup)) === 'SUCCESS';
    },
  };
}
