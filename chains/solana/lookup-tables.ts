import {
  AddressLookupTableAccount,
  AddressLookupTableProgram,
  type PublicKey,
  type TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js';
import { sleep } from '@/lib/util/retry';
import { largestFitting, placeholderKey } from './packing';
import type { SolanaRpc } from './rpc';
import { buildTransaction, type ComputeBudgetSettings, transactionFit } from './transaction';

/**
 * Address lookup tables for large batches: a v0 transaction names an account by a one-byte index into a table
 * instead of its 32-byte key, so about 50 SOL transfers fit instead of 19. A table holds 256 addresses and is
 * written by separate, earlier transactions (create, then extend by ~30 addresses each); an address is usable from
 * the slot after it was added. Before any v0 transaction is built, the table is read back from the chain and
 * checked: indexes come from the chain's copy, never from our plan, so a reordering cannot misdirect a transfer.
 */

export const MAX_LOOKUP_TABLE_ADDRESSES = 256;
/** Setup transactions use little compute; a fixed limit keeps their priority fee small. */
export const LOOKUP_TABLE_SETUP_COMPUTE_UNITS = 100_000;

export interface LookupTableGroup {
  chunkId: number;
  addresses: readonly PublicKey[];
}

export interface PlannedLookupTable {
  /** The shared addresses, then each chunk's new ones, each once. */
  addresses: PublicKey[];
  chunkIds: number[];
}

/** Chunks → tables: each table starts with the shared addresses and takes whole chunks while 256 addresses last. */
export function planLookupTables(
  groups: readonly LookupTableGroup[],
  shared: readonly PublicKey[],
): PlannedLookupTable[] {
  const tables: PlannedLookupTable[] = [];
  let current: { table: PlannedLookupTable; seen: Set<string> } | undefined;
  const start = () => {
    const seen = new Set<string>();
    const addresses = shared.filter((key) => !seen.has(key.toBase58()) && seen.add(key.toBase58()));
    current = { table: { addresses, chunkIds: [] }, seen };
    tables.push(current.table);
    return current;
  };
  for (const group of groups) {
    let target = current ?? start();
    const fresh = (seen: Set<string>) => {
      const keys = new Map<string, PublicKey>();
      for (const key of group.addresses) if (!seen.has(key.toBase58())) keys.set(key.toBase58(), key);
      return [...keys.values()];
    };
    let added = fresh(target.seen);
    if (target.table.chunkIds.length > 0 && target.table.addresses.length + added.length > MAX_LOOKUP_TABLE_ADDRESSES) {
      target = start();
      added = fresh(target.seen);
    }
    if (target.table.addresses.length + added.length > MAX_LOOKUP_TABLE_ADDRESSES) {
      throw new RangeError(`Chunk ${group.chunkId} needs more than ${MAX_LOOKUP_TABLE_ADDRESSES} table addresses`);
    }
    for (const key of added) target.seen.add(key.toBase58());
    target.table.addresses.push(...added);
    target.table.chunkIds.push(group.chunkId);
  }
  return tables;
}

export interface LookupTableSetupOptions {
  authority: PublicKey;
  payer: PublicKey;
  /** A recent finalized slot (getSlot('finalized')): the table's address derives from it, so each table needs its own. */
  recentSlot: number;
  addresses: readonly PublicKey[];
}

export interface LookupTableSetup {
  address: PublicKey;
  /** Instruction groups, one legacy transaction each, in order: create (with the first addresses), then extends. */
  transactions: TransactionInstruction[][];
}

function setupFits(payer: PublicKey, instructions: TransactionInstruction[]): boolean {
  return transactionFit(buildTransaction({ payer, instructions, computeBudget: setupBudget() })).fits;
}

function setupBudget(microLamports?: bigint | number): ComputeBudgetSettings {
  return { units: LOOKUP_TABLE_SETUP_COMPUTE_UNITS, microLamports };
}

/** The create and extend instructions for one table, each group measured to fit one transaction. */
export function lookupTableSetup(options: LookupTableSetupOptions): LookupTableSetup {
  const { authority, payer, recentSlot, addresses } = options;
  if (addresses.length === 0 || addresses.length > MAX_LOOKUP_TABLE_ADDRESSES) {
    throw new RangeError(`A lookup table holds 1 to ${MAX_LOOKUP_TABLE_ADDRESSES} addresses, not ${addresses.length}`);
  }
  const [create, address] = AddressLookupTableProgram.createLookupTable({ authority, payer, recentSlot });
  const extend = (keys: PublicKey[]) =>
    AddressLookupTableProgram.extendLookupTable({ lookupTable: address, authority, payer, addresses: keys });
  const probe = (first: boolean) => (count: number) =>
    setupFits(payer, [
      ...(first ? [create] : []),
      extend(Array.from({ length: Math.max(1, count) }, (_, i) => placeholderKey(i))),
    ]);
  // Each address is 32 bytes of a 1,232-byte transaction: fewer than 40 fit.
  const firstCount = largestFitting(40, probe(true));
  const nextCount = largestFitting(40, probe(false));
  const transactions = [[create, extend([...addresses.slice(0, firstCount)])]];
  for (let start = firstCount; start < addresses.length; start += nextCount) {
    transactions.push([extend([...addresses.slice(start, start + nextCount)])]);
  }
  return { address, transactions };
}

/** A setup group as an unsigned legacy transaction (the authority and payer sign). */
export function buildLookupTableTransaction(
  payer: PublicKey,
  instructions: readonly TransactionInstruction[],
  blockhash: string,
  microLamports?: bigint | number,
): VersionedTransaction {
  return buildTransaction({ payer, instructions, blockhash, computeBudget: setupBudget(microLamports) });
}

/** The table as the chain has it, or null when it does not exist (yet). */
export async function fetchLookupTable(rpc: SolanaRpc, address: PublicKey): Promise<AddressLookupTableAccount | null> {
  const [info] = await rpc.getMultipleAccountsInfo([address], { commitment: 'confirmed' });
  if (!info || info.data.length === 0) return null;
  return new AddressLookupTableAccount({ key: address, state: AddressLookupTableAccount.deserialize(info.data) });
}

export class LookupTableMismatchError extends Error {
  constructor(
    readonly address: string,
    readonly missing: number,
  ) {
    super(`Lookup table ${address} lacks ${missing} of the planned addresses`);
    this.name = 'LookupTableMismatchError';
  }
}

/** Reads the table back, checks it holds every planned address, and waits until its last extension is usable. */
export async function loadLookupTable(
  rpc: SolanaRpc,
  address: PublicKey,
  expected: readonly PublicKey[],
  options: { pollMs?: number; signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<AddressLookupTableAccount> {
  const pollMs = options.pollMs ?? 400;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const table = await fetchLookupTable(rpc, address);
    const held = new Set(table?.state.addresses.map((key) => key.toBase58()));
    const missing = expected.filter((key) => !held.has(key.toBase58())).length;
    if (table && missing === 0 && (await rpc.getSlot('confirmed')) > table.state.lastExtendedSlot) return table;
    if (Date.now() > deadline) throw new LookupTableMismatchError(address.toBase58(), missing);
    await sleep(pollMs, options.signal);
  }
}

/** Deactivation starts the ~513-slot cooldown after which close returns the table's rent to `recipient`. */
export function deactivateLookupTableInstruction(authority: PublicKey, table: PublicKey): TransactionInstruction {
  return AddressLookupTableProgram.deactivateLookupTable({ lookupTable: table, authority });
}

export function closeLookupTableInstruction(
  authority: PublicKey,
  table: PublicKey,
  recipient: PublicKey,
): TransactionInstruction {
  return AddressLookupTableProgram.closeLookupTable({ lookupTable: table, authority, recipient });
}
