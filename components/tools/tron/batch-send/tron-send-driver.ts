import type { TronApiOptions } from '@/chains/tron/api';
import {
  decideRetry,
  encodeBatch,
  type PreparedTronCall,
  prepareTronCall,
  type TronSendSetup,
} from '@/chains/tron/batch-send';
import type { TronChainParameters } from '@/chains/tron/costs';
import { broadcastTransaction, TronBroadcastError, type TronSigner, waitForOutcome } from '@/chains/tron/transaction';
import { prepareTrxTransfer, type TrxRoute } from '@/chains/tron/transfers';
import type { BatchDriver, Chunk } from '@/lib/batch';
import { createLocalStore } from '@/lib/http/local-store';

/** Expiry and refusal of each sent transaction, kept so that a retry after a reload can still ask the chain well. */
const SENT_STORAGE_KEY = 'chainkit:tron-send:sent';

interface SentRecord {
  expiration: number;
  isRefused: boolean;
}

function readSent(): Record<string, SentRecord> {
  try {
    return createLocalStore().getJson<Record<string, SentRecord>>(SENT_STORAGE_KEY) ?? {};
  } catch {
    return {};
  }
}

function writeSent(txId: string, record: SentRecord): void {
  try {
    // Only the latest few hundred: a record matters until its transaction has expired (a minute after it was built).
    const entries = Object.entries({ ...readSent(), [txId]: record }).slice(-500);
    createLocalStore().setJson(SENT_STORAGE_KEY, Object.fromEntries(entries));
  } catch {
    // Without it a retry after a reload waits for the transaction's expiry instead.
  }
}

export interface TronSendDriverOptions extends TronApiOptions {
  setup: TronSendSetup;
  parameters: TronChainParameters;
  signer: TronSigner;
  /** TRX through the multisend (a chunk per call), or one TransferContract per chunk of one row. */
  route?: TrxRoute;
  /** Shown before the wallet asks: the batch's cost, priced on the chain as it is now. */
  onPrepared?: (chunk: Chunk, prepared: PreparedTronCall) => void;
  intervalMs?: number;
  timeoutMs?: number;
}

/**
 * The batch engine's Tron steps: each chunk is one multisend call, priced just before signing; a broadcast the node
 * refuses fails the chunk; a retry asks the chain first (landed: done; failed, refused or expired: sent again; still
 * valid and unseen: not yet, it may still land).
 */
export function tronSendDriver(options: TronSendDriverOptions): BatchDriver {
  const { setup, parameters, signer } = options;
  const sent = new Map<string, SentRecord>(Object.entries(readSent()));
  return {
    async send(chunk) {
      const rows = chunk.rows.map((row) => ({ to: row.address, amount: row.amount ?? 0n }));
      const prepared =
        options.route === 'transfers'
          ? await prepareTrxTransfer({ owner: setup.owner, ...rows[0] }, parameters, options)
          : await prepareTronCall(encodeBatch(setup, rows), parameters, options);
      options.onPrepared?.(chunk, prepared);
      const signed = await signer(prepared.transaction);
      if (signed.txID !== prepared.transaction.txID || signed.raw_data_hex !== prepared.transaction.raw_data_hex) {
        throw new Error('The wallet signed another transaction than the one shown');
      }
      const record = { expiration: prepared.transaction.raw_data.expiration, isRefused: false };
      sent.set(signed.txID, record);
      writeSent(signed.txID, record);
      try {
        await broadcastTransaction(signed, options);
      } catch (error) {
        // Refused by the node: it is not on chain, the chunk fails and may be sent again. Any other failure (the
        // answer lost on the way) may hide a broadcast that went through: the id is kept and the chain decides.
        if (!(error instanceof TronBroadcastError)) return signed.txID;
        const refused = { ...record, isRefused: true };
        sent.set(signed.txID, refused);
        writeSent(signed.txID, refused);
        throw error;
      }
      return signed.txID;
    },
    async wait(txId) {
      const outcome = await waitForOutcome(txId, options);
      if (outcome.status === 'success') return 'confirmed';
      if (outcome.status === 'failed') return 'failed';
      throw new Error(`${txId} is not in a block yet`);
    },
    async checkOnChain(_chunk, lastTxId) {
      if (!lastTxId) return false;
      const record = sent.get(lastTxId) ?? { expiration: 0, isRefused: false };
      const decision = await decideRetry({ txId: lastTxId, ...record }, options);
      if (decision.action === 'done') return true;
      if (decision.action === 'resend') return false;
      throw new Error(`The last transaction may still land until ${new Date(decision.until).toISOString()}`);
    },
  };
}
