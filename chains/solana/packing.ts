import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { AddressLookupTableAccount, PublicKey, type VersionedTransaction } from '@solana/web3.js';
import { type ChunkCapacity, planChunks } from '@/lib/batch/plan';
import type { BatchRow, Chunk } from '@/lib/batch/types';
import type { SolanaServiceFee } from './fees';
import { MAX_COMPUTE_UNITS, MAX_INSTRUCTIONS, type TransactionFormat, transactionFit } from './transaction';
import {
  buildBatchSendTransaction,
  rowLookupAddresses,
  type SolanaTransferAsset,
  type SolanaTransferRow,
  sharedLookupAddresses,
} from './transfers';

/**
 * How many transfers one transaction holds, found by building real transactions (with placeholder keys, every key
 * being 32 bytes whatever its value) and measuring them: the largest count within 1,232 bytes, 64 account locks,
 * 64 instructions and a compute estimate. Rows that create the recipient's token account cost more (an instruction
 * of 6 accounts, the owner's key, 2 locks), so a chunk mixing both is bounded by the line between "n plain rows + 1
 * creating row" and "only creating rows", which every mix on it satisfies (each limit is linear in the two counts).
 */

/** Conservative compute per instruction (mainnet figures with headroom; the real limit comes from simulation). */
export const COMPUTE_UNIT_ESTIMATES = {
  /** Compute budget, service fee transfers. */
  base: 10_000,
  solTransfer: 300,
  tokenTransfer: 12_000,
  createAccount: 40_000,
  closeAccount: 6_000,
  burn: 8_000,
} as const;

/**
 * 'auto' keeps legacy transactions for batches of up to this many of them: a lookup table costs transactions of its
 * own (create, then one extension per ~30 addresses) and a slot of waiting before use.
 */
export const LEGACY_MAX_TRANSACTIONS = 3;
/** Beyond that, v0 + lookup table when it saves at least this many fee-carrying transactions. */
export const LOOKUP_TABLE_MIN_SAVED_TRANSACTIONS = 2;

export interface TransferLayout {
  asset: 'sol' | 'token';
  format: TransactionFormat;
  hasFee: boolean;
  hasReferrer?: boolean;
  hasPriorityFee?: boolean;
}

export interface TransferCapacity {
  format: TransactionFormat;
  /** Rows per transaction when no row creates an account. */
  plain: number;
  /** Rows per transaction when every row creates the recipient's token account. */
  withAccountCreation: number;
  /** Plain rows beside one creating row (the line's other end). */
  plainBesideOneCreation: number;
}

/** A template's fee: large enough that an inviter's share is a transfer of its own. */
export const TEMPLATE_FEE_LAMPORTS = 1_000_000_000n;

/** Deterministic placeholder keys: distinct, valid, nobody's. */
export function placeholderKey(index: number): PublicKey {
  const bytes = new Uint8Array(32);
  new DataView(bytes.buffer).setUint32(0, index + 1);
  bytes[31] = 0x5a;
  return new PublicKey(bytes);
}

/** The largest n in [0, limit] for which fits(n) holds, fits being monotonic (true up to some n, then false). */
export function largestFitting(limit: number, fits: (count: number) => boolean): number {
  let low = 0;
  let high = limit;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** A v0 transaction through a table holding every non-signer, non-program account of it, or a legacy one. */
export function measureWithTable(
  format: TransactionFormat,
  addresses: readonly PublicKey[],
  build: (table: AddressLookupTableAccount | undefined) => VersionedTransaction,
): VersionedTransaction {
  if (format === 'legacy') return build(undefined);
  const table = new AddressLookupTableAccount({
    key: placeholderKey(9_999),
    state: {
      deactivationSlot: BigInt('18446744073709551615'),
      lastExtendedSlot: 0,
      lastExtendedSlotStartIndex: 0,
      addresses: [...addresses],
    },
  });
  return build(table);
}

function templateAsset(kind: 'sol' | 'token'): SolanaTransferAsset {
  return kind === 'sol'
    ? { kind: 'sol' }
    : { kind: 'token', mint: placeholderKey(10_000), decimals: 6, programId: TOKEN_PROGRAM_ID };
}

function templateFee(layout: TransferLayout): SolanaServiceFee | undefined {
  if (!layout.hasFee) return undefined;
  return {
    receiver: placeholderKey(10_001),
    lamports: TEMPLATE_FEE_LAMPORTS,
    referrer: layout.hasReferrer ? placeholderKey(10_002) : undefined,
  };
}

/** The compute estimate packing holds a chunk of transfers to (at most MAX_COMPUTE_UNITS). */
export function estimateTransferUnits(asset: 'sol' | 'token', rows: readonly SolanaTransferRow[]): number {
  const creating = rows.filter((row) => row.createAccount).length;
  if (asset === 'sol') return COMPUTE_UNIT_ESTIMATES.base + rows.length * COMPUTE_UNIT_ESTIMATES.solTransfer;
  return (
    COMPUTE_UNIT_ESTIMATES.base +
    rows.length * COMPUTE_UNIT_ESTIMATES.tokenTransfer +
    creating * COMPUTE_UNIT_ESTIMATES.createAccount
  );
}

function transferFits(layout: TransferLayout, plain: number, creating: number): boolean {
  const payer = placeholderKey(10_003);
  const asset = templateAsset(layout.asset);
  const fee = templateFee(layout);
  const rows: SolanaTransferRow[] = Array.from({ length: plain + creating }, (_, index) => ({
    to: placeholderKey(index),
    amount: 1n,
    createAccount: index >= plain,
  }));
  if (estimateTransferUnits(layout.asset, rows) > MAX_COMPUTE_UNITS || rows.length > MAX_INSTRUCTIONS) return false;
  const addresses = [...sharedLookupAddresses(payer, asset, fee), ...rowLookupAddresses(asset, rows)];
  const transaction = measureWithTable(layout.format, addresses, (lookupTable) =>
    buildBatchSendTransaction({
      payer,
      asset,
      rows,
      fee,
      lookupTable,
      computeBudget: { microLamports: layout.hasPriorityFee ? 1n : 0n },
    }),
  );
  return transactionFit(transaction).fits;
}

const capacities = new Map<string, TransferCapacity>();

/** Measured once per layout, then cached. */
export function transferCapacity(layout: TransferLayout): TransferCapacity {
  const key = JSON.stringify([
    layout.asset,
    layout.format,
    layout.hasFee,
    !!layout.hasReferrer,
    !!layout.hasPriorityFee,
  ]);
  const cached = capacities.get(key);
  if (cached) return cached;
  const plain = largestFitting(MAX_INSTRUCTIONS, (count) => transferFits(layout, count, 0));
  const capacity: TransferCapacity =
    layout.asset === 'sol'
      ? { format: layout.format, plain, withAccountCreation: plain, plainBesideOneCreation: plain }
      : {
          format: layout.format,
          plain,
          withAccountCreation: largestFitting(MAX_INSTRUCTIONS, (count) => transferFits(layout, 0, count)),
          plainBesideOneCreation: largestFitting(MAX_INSTRUCTIONS, (count) => transferFits(layout, count, 1)),
        };
  if (capacity.plain < 1 || capacity.withAccountCreation < 1) {
    throw new Error('Not even one transfer fits in a transaction of this layout');
  }
  capacities.set(key, capacity);
  return capacity;
}

/**
 * The batch engine's capacity (lib/batch/plan.ts) for rows of which `createsAccount(row)` ones create an account:
 * budget P·C·M, a creating row costs P·M, a plain row max((C−1)·P, C·M), with P = plain, C = withAccountCreation and
 * M = plainBesideOneCreation. A chunk of plain rows then holds P, one of creating rows C, and a mix stays on or under
 * the line from (M plain, 1 creating) to (0, C).
 */
export function transferChunkCapacity(
  capacity: TransferCapacity,
  createsAccount: (row: BatchRow) => boolean,
): ChunkCapacity {
  const { plain: p, withAccountCreation: c, plainBesideOneCreation: m } = capacity;
  if (c === 1 || m === 0) {
    return { budget: p, cost: (row) => (createsAccount(row) ? p : 1) };
  }
  const budget = p * c * m;
  const creating = p * m;
  const plainCost = Math.max((c - 1) * p, c * m);
  return { budget, cost: (row) => (createsAccount(row) ? creating : plainCost) };
}

export interface PlanSolanaTransfersOptions {
  asset: 'sol' | 'token';
  /** Recipients (addresses as in the rows) that have no token account yet: their rows create it. */
  missingAccounts?: ReadonlySet<string>;
  hasFee: boolean;
  hasReferrer?: boolean;
  hasPriorityFee?: boolean;
  /** 'auto' (default): legacy up to LEGACY_MAX_TRANSACTIONS transactions, else v0 + lookup table if it saves some. */
  format?: TransactionFormat | 'auto';
}

export interface SolanaTransferPlan {
  format: TransactionFormat;
  capacity: TransferCapacity;
  chunks: Chunk[];
}

/** Rows → transactions, in input order, as densely as the chosen format allows. */
export function planSolanaTransfers(
  rows: readonly BatchRow[],
  options: PlanSolanaTransfersOptions,
): SolanaTransferPlan {
  const creates = (row: BatchRow) => options.asset === 'token' && !!options.missingAccounts?.has(row.address);
  const planFor = (format: TransactionFormat): SolanaTransferPlan => {
    const capacity = transferCapacity({ ...options, format });
    return { format, capacity, chunks: planChunks(rows, { capacity: transferChunkCapacity(capacity, creates) }) };
  };
  if (options.format === 'legacy' || options.format === 'v0') return planFor(options.format);
  const legacy = planFor('legacy');
  if (legacy.chunks.length <= LEGACY_MAX_TRANSACTIONS) return legacy;
  const v0 = planFor('v0');
  return legacy.chunks.length - v0.chunks.length >= LOOKUP_TABLE_MIN_SAVED_TRANSACTIONS ? v0 : legacy;
}

/** A chunk's rows for the builders. */
export function transferRowsOf(chunk: Chunk, missingAccounts?: ReadonlySet<string>): SolanaTransferRow[] {
  return chunk.rows.map((row) => ({
    to: new PublicKey(row.address),
    amount: row.amount ?? 0n,
    createAccount: !!missingAccounts?.has(row.address),
  }));
}
