import type { AddressLookupTableAccount, PublicKey, VersionedTransaction } from '@solana/web3.js';
import {
  buildLookupTableTransaction,
  loadLookupTable,
  lookupTableSetup,
  type PlannedLookupTable,
} from '@/chains/solana/lookup-tables';
import { type SentTransaction, solanaTransactionStates } from '@/chains/solana/resend';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { transactionId } from '@/chains/solana/transaction';
import type { LocalStore } from '@/lib/http/local-store';
import { sleep } from '@/lib/util/retry';
import { rememberTables } from './table-store';

/** Signs many transactions at once: a wallet's signAllTransactions (one approval), or key pairs in tests. */
export type SignAll = (transactions: VersionedTransaction[]) => Promise<VersionedTransaction[]>;

export class LookupTableSetupError extends Error {
  constructor(
    readonly signature: string,
    readonly reason: 'failed' | 'expired',
  ) {
    super(
      reason === 'failed'
        ? `Lookup table transaction ${signature} failed on chain`
        : `Lookup table transaction ${signature} expired before it landed`,
    );
    this.name = 'LookupTableSetupError';
  }
}

export interface LookupTableSetupOptions {
  rpc: SolanaRpc;
  payer: PublicKey;
  tables: readonly PlannedLookupTable[];
  signAll: SignAll;
  microLamports?: bigint;
  pollIntervalMs?: number;
  signal?: AbortSignal;
  /** Tables written so far, of all. */
  onProgress?: (done: number, total: number) => void;
  /** Where each table's address is remembered for recovering its rent later (default: localStorage). */
  tableStore?: LocalStore;
}

export interface CreatedLookupTables {
  /** One per planned table, in order. */
  accounts: AddressLookupTableAccount[];
}

/** Broadcasts signed transactions and waits until all are confirmed; throws on the first that failed or expired. */
export async function sendAndConfirm(
  rpc: SolanaRpc,
  transactions: readonly VersionedTransaction[],
  lastValidBlockHeight: number,
  pollIntervalMs: number,
  signal?: AbortSignal,
): Promise<void> {
  const sent: SentTransaction[] = [];
  for (const transaction of transactions) {
    // The node rebroadcasts until the blockhash expires (no maxRetries: 0 here, nothing to rebuild).
    await rpc.sendRawTransaction(transaction.serialize(), { skipPreflight: true });
    sent.push({ signature: transactionId(transaction), lastValidBlockHeight });
  }
  for (;;) {
    const states = await solanaTransactionStates(rpc, sent);
    const stuck = states.findIndex((state) => state.state === 'failed' || state.state === 'expired');
    if (stuck >= 0) {
      throw new LookupTableSetupError(sent[stuck].signature, states[stuck].state === 'failed' ? 'failed' : 'expired');
    }
    if (states.every((state) => state.state === 'confirmed')) return;
    await sleep(pollIntervalMs, signal);
  }
}

/** A finalized slot later than `after`: each table's address derives from its slot, so two tables need two. */
async function freshSlot(rpc: SolanaRpc, after: number, pollIntervalMs: number, signal?: AbortSignal) {
  for (;;) {
    const slot = await rpc.getSlot('finalized');
    if (slot > after) return slot;
    await sleep(pollIntervalMs, signal);
  }
}

/**
 * Writes the lookup tables of a v0 plan before its transfers: per table, the wallet signs the create and every
 * extension at once; the create goes first (extensions need the table), then the extensions; the table is then read
 * back from the chain and checked to hold every planned address (transfers compile against the chain's copy).
 */
export async function setUpLookupTables(options: LookupTableSetupOptions): Promise<CreatedLookupTables> {
  const { rpc, payer, tables, signAll, microLamports, signal, onProgress, tableStore } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1_000;
  const accounts: AddressLookupTableAccount[] = [];
  let lastSlot = -1;
  onProgress?.(0, tables.length);
  for (const planned of tables) {
    lastSlot = await freshSlot(rpc, lastSlot, pollIntervalMs, signal);
    const setup = lookupTableSetup({ authority: payer, payer, recentSlot: lastSlot, addresses: planned.addresses });
    const latest = await rpc.getLatestBlockhash('confirmed');
    const unsigned = setup.transactions.map((instructions) =>
      buildLookupTableTransaction(payer, instructions, latest.blockhash, microLamports),
    );
    const signed = await signAll(unsigned);
    if (signed.length !== unsigned.length) throw new Error('The wallet did not sign every lookup table transaction');
    const [create, ...extensions] = signed;
    // Remembered before the create is broadcast: the rent is the wallet's as soon as it lands, even if the page is
    // closed while waiting. One that never landed shows as "not found" in the list and can be removed there.
    rememberTables(payer.toBase58(), [setup.address.toBase58()], tableStore);
    await sendAndConfirm(rpc, [create], latest.lastValidBlockHeight, pollIntervalMs, signal);
    if (extensions.length > 0) {
      await sendAndConfirm(rpc, extensions, latest.lastValidBlockHeight, pollIntervalMs, signal);
    }
    accounts.push(await loadLookupTable(rpc, setup.address, planned.addresses, { pollMs: pollIntervalMs, signal }));
    onProgress?.(accounts.length, tables.length);
  }
  return { accounts };
}
