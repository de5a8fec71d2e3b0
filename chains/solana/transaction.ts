import {
  type AddressLookupTableAccount,
  ComputeBudgetProgram,
  type PublicKey,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js';
import { encodeBase58 } from './base58';

/**
 * Building and measuring transactions. Every builder returns a VersionedTransaction: legacy format without lookup
 * tables, v0 with them; wallets sign both. Sizes are measured on the compiled message exactly as it is serialised
 * (unsigned, each signature slot is 64 zero bytes, the "dummy signature"), so packing is decided by real bytes.
 */

/** The largest serialised transaction a validator accepts (IPv6 MTU minus headers). */
export const PACKET_DATA_SIZE = 1232;
/** Accounts a transaction may reference (and lock); programs count. */
export const MAX_ACCOUNT_LOCKS = 64;
/** Top-level instructions per transaction (SIMD-0160); also keeps packing well within the limits of every wallet. */
export const MAX_INSTRUCTIONS = 64;
export const MAX_COMPUTE_UNITS = 1_400_000;
export const LAMPORTS_PER_SIGNATURE = 5000n;
/** Placeholder blockhash while measuring or simulating (replaced by the RPC's on simulation). */
export const PLACEHOLDER_BLOCKHASH = '11111111111111111111111111111111';

export type TransactionFormat = 'legacy' | 'v0';

export interface ComputeBudgetSettings {
  /** The compute-unit limit; default MAX_COMPUTE_UNITS (as while simulating). */
  units?: number;
  /** Priority fee in micro-lamports per compute unit; 0 or absent: no setComputeUnitPrice instruction. */
  microLamports?: bigint | number;
}

/** setComputeUnitLimit always (so the fee is known), setComputeUnitPrice when a priority fee is asked. */
export function computeBudgetInstructions(settings: ComputeBudgetSettings = {}): TransactionInstruction[] {
  const units = settings.units ?? MAX_COMPUTE_UNITS;
  if (!Number.isSafeInteger(units) || units <= 0 || units > MAX_COMPUTE_UNITS) {
    throw new RangeError(`Compute units must be 1 to ${MAX_COMPUTE_UNITS}, not ${units}`);
  }
  const instructions = [ComputeBudgetProgram.setComputeUnitLimit({ units })];
  const price = BigInt(settings.microLamports ?? 0);
  if (price < 0n) throw new RangeError('A priority fee cannot be negative');
  if (price > 0n) instructions.push(ComputeBudgetProgram.setComputeUnitPrice({ microLamports: price }));
  return instructions;
}

export interface BuildTransactionOptions {
  payer: PublicKey;
  /** The work, without compute-budget instructions (they are put first). */
  instructions: readonly TransactionInstruction[];
  blockhash?: string;
  computeBudget?: ComputeBudgetSettings;
  /** With tables: a v0 transaction; without: legacy. */
  lookupTables?: readonly AddressLookupTableAccount[];
}

export function buildTransaction(options: BuildTransactionOptions): VersionedTransaction {
  const message = new TransactionMessage({
    payerKey: options.payer,
    recentBlockhash: options.blockhash ?? PLACEHOLDER_BLOCKHASH,
    instructions: [...computeBudgetInstructions(options.computeBudget), ...options.instructions],
  });
  const tables = options.lookupTables ?? [];
  return new VersionedTransaction(
    tables.length > 0 ? message.compileToV0Message([...tables]) : message.compileToLegacyMessage(),
  );
}

/** Solana's compact-u16 length prefix: 1 byte below 128, 2 below 16384, else 3. */
function compactLength(value: number): number {
  if (value < 0x80) return 1;
  return value < 0x4000 ? 2 : 3;
}

/**
 * The exact serialised size of a transaction, also when it is too big for web3.js to serialise (its buffers are
 * PACKET_DATA_SIZE long). Checked against serialize() in the tests.
 */
export function transactionSize(transaction: VersionedTransaction): number {
  const { message } = transaction;
  const signatures = message.header.numRequiredSignatures;
  let size = compactLength(signatures) + 64 * signatures;
  if (message.version !== 'legacy') size += 1;
  size += 3 + compactLength(message.staticAccountKeys.length) + 32 * message.staticAccountKeys.length + 32;
  size += compactLength(message.compiledInstructions.length);
  for (const instruction of message.compiledInstructions) {
    size += 1 + compactLength(instruction.accountKeyIndexes.length) + instruction.accountKeyIndexes.length;
    size += compactLength(instruction.data.length) + instruction.data.length;
  }
  if (message.version !== 'legacy') {
    size += compactLength(message.addressTableLookups.length);
    for (const lookup of message.addressTableLookups) {
      size += 32 + compactLength(lookup.writableIndexes.length) + lookup.writableIndexes.length;
      size += compactLength(lookup.readonlyIndexes.length) + lookup.readonlyIndexes.length;
    }
  }
  return size;
}

/** Accounts the transaction locks: static keys plus those loaded from lookup tables. */
export function accountLockCount(transaction: VersionedTransaction): number {
  const { message } = transaction;
  const loaded =
    message.version === 'legacy'
      ? 0
      : message.addressTableLookups.reduce(
          (sum, lookup) => sum + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
          0,
        );
  return message.staticAccountKeys.length + loaded;
}

export interface TransactionFit {
  fits: boolean;
  size: number;
  accountLocks: number;
  instructions: number;
}

/** Whether the transaction is within the size, account-lock and instruction limits. */
export function transactionFit(transaction: VersionedTransaction): TransactionFit {
  const size = transactionSize(transaction);
  const accountLocks = accountLockCount(transaction);
  const instructions = transaction.message.compiledInstructions.length;
  return {
    fits: size <= PACKET_DATA_SIZE && accountLocks <= MAX_ACCOUNT_LOCKS && instructions <= MAX_INSTRUCTIONS,
    size,
    accountLocks,
    instructions,
  };
}

/** Base fee (5,000 lamports per signature) plus the priority fee: ⌈units × micro-lamports / 10⁶⌉. */
export function networkFeeLamports(signatures: number, settings: ComputeBudgetSettings = {}): bigint {
  const units = BigInt(settings.units ?? MAX_COMPUTE_UNITS);
  const price = BigInt(settings.microLamports ?? 0);
  return BigInt(signatures) * LAMPORTS_PER_SIGNATURE + (units * price + 999_999n) / 1_000_000n;
}

/** The transaction id: base58 of its first (the fee payer's) signature. */
export function transactionId(transaction: VersionedTransaction): string {
  return encodeBase58(transaction.signatures[0]);
}
