import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
} from '@solana/spl-token';
import {
  type AddressLookupTableAccount,
  type BlockhashWithExpiryBlockHeight,
  type PublicKey,
  SystemProgram,
  type TransactionInstruction,
  type VersionedTransaction,
} from '@solana/web3.js';
import { type SolanaServiceFee, serviceFeeInstructions } from './fees';
import { type PreparedTransaction, prepareTransaction } from './prepare';
import type { SolanaRpc } from './rpc';
import { associatedTokenAddress, type SolanaMintInfo } from './token-accounts';
import { buildTransaction, type ComputeBudgetSettings } from './transaction';

/**
 * Batch-send transactions: SOL by System transfers; SPL and Token-2022 tokens by transferChecked (the program checks
 * mint and decimals, and Token-2022 requires it for mints with extensions) from the sender's associated account into
 * each recipient's, created first with the idempotent instruction where the recipient has none. The service fee is
 * the last instruction, so it is paid only when all the transfers before it succeed.
 */

export type SolanaTransferAsset =
  | { kind: 'sol' }
  | {
      kind: 'token';
      mint: PublicKey;
      decimals: number;
      /** SPL Token or Token-2022. */
      programId: PublicKey;
      /** The token account paid from; default the payer's associated account. */
      source?: PublicKey;
    };

export interface SolanaTransferRow {
  /** The recipient wallet (the owner, for tokens). */
  to: PublicKey;
  /** Lamports, or the token's base units. */
  amount: bigint;
  /** Tokens: create the recipient's associated account first (it has none). */
  createAccount?: boolean;
}

export class TransferHookNotSupportedError extends Error {
  constructor(readonly mint: string) {
    super(`Token ${mint} has a transfer hook: its transfers need accounts this tool does not add`);
    this.name = 'TransferHookNotSupportedError';
  }
}

/** The asset of a mint read by readSolanaBalances / decodeMint; refuses mints whose transfers would fail. */
export function tokenAssetOf(mint: SolanaMintInfo, source?: PublicKey): SolanaTransferAsset {
  if (mint.hasTransferHook) throw new TransferHookNotSupportedError(mint.address.toBase58());
  return { kind: 'token', mint: mint.address, decimals: mint.decimals, programId: mint.programId, source };
}

function sourceAccount(payer: PublicKey, asset: Extract<SolanaTransferAsset, { kind: 'token' }>): PublicKey {
  return asset.source ?? associatedTokenAddress(payer, asset.mint, asset.programId);
}

/** The transfers of `rows` from `payer` (the sender, who signs and pays), without fee or compute budget. */
export function transferInstructions(
  payer: PublicKey,
  asset: SolanaTransferAsset,
  rows: readonly SolanaTransferRow[],
): TransactionInstruction[] {
  const instructions: TransactionInstruction[] = [];
  for (const row of rows) {
    if (row.amount <= 0n) throw new RangeError(`A transfer amount must be positive, not ${row.amount}`);
    if (asset.kind === 'sol') {
      instructions.push(SystemProgram.transfer({ fromPubkey: payer, toPubkey: row.to, lamports: row.amount }));
      continue;
    }
    const destination = associatedTokenAddress(row.to, asset.mint, asset.programId);
    if (row.createAccount) {
      instructions.push(
        createAssociatedTokenAccountIdempotentInstruction(
          payer,
          destination,
          row.to,
          asset.mint,
          asset.programId,
          ASSOCIATED_TOKEN_PROGRAM_ID,
        ),
      );
    }
    instructions.push(
      createTransferCheckedInstruction(
        sourceAccount(payer, asset),
        asset.mint,
        destination,
        payer,
        row.amount,
        asset.decimals,
        [],
        asset.programId,
      ),
    );
  }
  return instructions;
}

/** Transfers then the service fee: everything but the compute budget. */
export function batchSendInstructions(
  payer: PublicKey,
  asset: SolanaTransferAsset,
  rows: readonly SolanaTransferRow[],
  fee?: SolanaServiceFee,
): TransactionInstruction[] {
  return [...transferInstructions(payer, asset, rows), ...serviceFeeInstructions(payer, fee)];
}

/**
 * Accounts shared by every transaction of a batch (fee receiver, referrer, mint, source account): they go into each
 * lookup table first. Programs and signers cannot be loaded from a table.
 */
export function sharedLookupAddresses(
  payer: PublicKey,
  asset: SolanaTransferAsset,
  fee?: SolanaServiceFee,
): PublicKey[] {
  const shared: PublicKey[] = [];
  if (fee && fee.lamports > 0n) shared.push(fee.receiver, ...(fee.referrer ? [fee.referrer] : []));
  if (asset.kind === 'token') shared.push(asset.mint, sourceAccount(payer, asset));
  return shared;
}

/** The per-row accounts a lookup table must hold: recipients (SOL), or their token accounts and, to create, owners. */
export function rowLookupAddresses(asset: SolanaTransferAsset, rows: readonly SolanaTransferRow[]): PublicKey[] {
  if (asset.kind === 'sol') return rows.map((row) => row.to);
  return rows.flatMap((row) => {
    const destination = associatedTokenAddress(row.to, asset.mint, asset.programId);
    return row.createAccount ? [destination, row.to] : [destination];
  });
}

export interface BatchSendTransactionOptions {
  payer: PublicKey;
  asset: SolanaTransferAsset;
  rows: readonly SolanaTransferRow[];
  fee?: SolanaServiceFee;
  /** A v0 transaction through this table (it must hold every row and shared account); legacy without. */
  lookupTable?: AddressLookupTableAccount;
  blockhash?: string;
  computeBudget?: ComputeBudgetSettings;
}

/** The transaction of one chunk, unsigned; without `computeBudget.units`, at the 1.4 M limit (as for measuring). */
export function buildBatchSendTransaction(options: BatchSendTransactionOptions): VersionedTransaction {
  const { payer, asset, rows, fee, lookupTable, blockhash, computeBudget } = options;
  return buildTransaction({
    payer,
    instructions: batchSendInstructions(payer, asset, rows, fee),
    lookupTables: lookupTable ? [lookupTable] : undefined,
    blockhash,
    computeBudget,
  });
}

/** Simulated for its compute units, then built with a fresh (or the given) blockhash: ready for the wallet. */
export function prepareBatchSendTransaction(
  rpc: SolanaRpc,
  options: Omit<BatchSendTransactionOptions, 'blockhash' | 'computeBudget'> & {
    microLamports?: bigint | number;
    blockhash?: BlockhashWithExpiryBlockHeight;
  },
): Promise<PreparedTransaction> {
  const { payer, asset, rows, fee, lookupTable, microLamports, blockhash } = options;
  return prepareTransaction(rpc, {
    payer,
    instructions: batchSendInstructions(payer, asset, rows, fee),
    lookupTables: lookupTable ? [lookupTable] : undefined,
    microLamports,
    blockhash,
  });
}
