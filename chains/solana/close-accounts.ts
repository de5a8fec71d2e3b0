import {
  createBurnInstruction,
  createCloseAccountInstruction,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token';
import type {
  BlockhashWithExpiryBlockHeight,
  Commitment,
  GetProgramAccountsResponse,
  PublicKey,
  RpcResponseAndContext,
  TransactionInstruction,
} from '@solana/web3.js';
import { SystemProgram } from '@solana/web3.js';
import { type ChunkCapacity, planChunks } from '@/lib/batch/plan';
import type { BatchRow, Chunk } from '@/lib/batch/types';
import { closeAccountFeeLamports, type SolanaServiceFee, serviceFeeInstructions } from './fees';
import { COMPUTE_UNIT_ESTIMATES, largestFitting, placeholderKey } from './packing';
import { type PreparedTransaction, prepareTransaction } from './prepare';
import type { SolanaRpc } from './rpc';
import { decodeTokenAccount, type SolanaTokenAccount } from './token-accounts';
import { buildTransaction, MAX_COMPUTE_UNITS, MAX_INSTRUCTIONS, transactionFit } from './transaction';

/**
 * Close token accounts: each empty account (or, with `burnDust`, one whose leftover is burned first) returns its rent
 * to the owner. The service fee is 8 % of the rent reclaimed per account (fees.ts), paid from that rent by the last
 * instruction of the same transaction. Wrapped SOL accounts close with their balance; only their rent part counts.
 */

export type CloseSkipReason = 'notOwner' | 'hasBalance' | 'frozen' | 'closeAuthority' | 'withheldFees';

export interface CloseSelection {
  closable: SolanaTokenAccount[];
  skipped: { account: SolanaTokenAccount; reason: CloseSkipReason }[];
}

/** Which of the owner's accounts can be closed, and why the others cannot. */
export function selectClosableAccounts(
  owner: PublicKey,
  accounts: readonly SolanaTokenAccount[],
  options: { burnDust?: boolean } = {},
): CloseSelection {
  const selection: CloseSelection = { closable: [], skipped: [] };
  for (const account of accounts) {
    let reason: CloseSkipReason | undefined;
    if (!account.owner.equals(owner)) reason = 'notOwner';
    else if (account.closeAuthority && !account.closeAuthority.equals(owner)) reason = 'closeAuthority';
    else if (account.isFrozen) reason = 'frozen';
    else if (account.withheldAmount > 0n) reason = 'withheldFees';
    else if (account.amount > 0n && !account.isNative && !options.burnDust) reason = 'hasBalance';
    if (reason) selection.skipped.push({ account, reason });
    else selection.closable.push(account);
  }
  return selection;
}

/** The rent an account returns: its lamports, less a wrapped SOL account's token balance (that is not rent). */
export function reclaimedRent(account: SolanaTokenAccount): bigint {
  return account.isNative ? account.lamports - account.amount : account.lamports;
}

export interface CloseAccountsOptions {
  owner: PublicKey;
  accounts: readonly SolanaTokenAccount[];
  /** Where the rent goes; default the owner (who pays the fee from it). */
  rentReceiver?: PublicKey;
  burnDust?: boolean;
  /** The fee receiver and inviter; the amount is computed here (8 % of the rent). */
  fee?: Omit<SolanaServiceFee, 'lamports'>;
}

export interface CloseAccountsInstructions {
  instructions: TransactionInstruction[];
  reclaimed: bigint;
  fee: bigint;
}

export function closeAccountsInstructions(options: CloseAccountsOptions): CloseAccountsInstructions {
  const { owner, accounts, burnDust, fee } = options;
  const rentReceiver = options.rentReceiver ?? owner;
  const instructions: TransactionInstruction[] = [];
  let reclaimed = 0n;
  let feeLamports = 0n;
  for (const account of accounts) {
    if (account.amount > 0n && !account.isNative) {
      if (!burnDust) throw new RangeError(`Account ${account.address.toBase58()} still holds tokens`);
      instructions.push(
        createBurnInstruction(account.address, account.mint, owner, account.amount, [], account.programId),
      );
    }
    instructions.push(createCloseAccountInstruction(account.address, rentReceiver, owner, [], account.programId));
    const rent = reclaimedRent(account);
    reclaimed += rent;
    feeLamports += closeAccountFeeLamports(rent);
  }
  if (fee) instructions.push(...serviceFeeInstructions(owner, { ...fee, lamports: feeLamports }));
  return { instructions, reclaimed, fee: fee ? feeLamports : 0n };
}

export interface CloseCapacity {
  /** Accounts per transaction when none needs a burn. */
  plain: number;
  /** Accounts per transaction when every one is burned first. */
  withBurn: number;
}

const closeCapacities = new Map<string, CloseCapacity>();

/** Empty (or, `withBurn`, one-unit) SPL accounts of `owner`, each of its own mint: the packing template. */
export function placeholderCloseAccounts(count: number, withBurn: boolean, owner: PublicKey): SolanaTokenAccount[] {
  return Array.from({ length: count }, (_, index) => ({
    address: placeholderKey(index),
    programId: TOKEN_PROGRAM_ID,
    mint: placeholderKey(1_000 + index),
    owner,
    amount: withBurn ? 1n : 0n,
    lamports: 2_039_280n,
    isNative: false,
    isFrozen: false,
    closeAuthority: null,
    withheldAmount: 0n,
  }));
}

export interface CloseLayout {
  hasFee: boolean;
  /** The fee is split with the inviter: one more transfer and key. */
  hasReferrer?: boolean;
  hasPriorityFee?: boolean;
  /** The reclaimed SOL, less the fee, is sent on to another address: one more transfer and key. */
  forwardsRent?: boolean;
}

/** Accounts per transaction, measured on real transactions with placeholder accounts (each of its own mint). */
export function closeAccountsCapacity(layout: CloseLayout): CloseCapacity {
  const key = JSON.stringify([layout.hasFee, !!layout.hasReferrer, !!layout.hasPriorityFee, !!layout.forwardsRent]);
  const cached = closeCapacities.get(key);
  if (cached) return cached;
  const owner = placeholderKey(10_003);
  const extraInstructions = 4 + (layout.forwardsRent ? 1 : 0);
  const fits = (burn: boolean) => (count: number) => {
    if (count === 0) return true;
    const perAccount = COMPUTE_UNIT_ESTIMATES.closeAccount + (burn ? COMPUTE_UNIT_ESTIMATES.burn : 0);
    if (COMPUTE_UNIT_ESTIMATES.base + count * perAccount > MAX_COMPUTE_UNITS) return false;
    if (count * (burn ? 2 : 1) + extraInstructions > MAX_INSTRUCTIONS) return false;
    const accounts = placeholderCloseAccounts(count, burn, owner);
    const fee = layout.hasFee
      ? { receiver: placeholderKey(10_001), referrer: layout.hasReferrer ? placeholderKey(10_002) : undefined }
      : undefined;
    const built = closeAccountsInstructions({ owner, accounts, burnDust: burn, fee });
    const forward = layout.forwardsRent
      ? [SystemProgram.transfer({ fromPubkey: owner, toPubkey: placeholderKey(10_004), lamports: built.reclaimed })]
      : [];
    const microLamports = layout.hasPriorityFee ? 1n : 0n;
    const instructions = [...built.instructions, ...forward];
    return transactionFit(buildTransaction({ payer: owner, instructions, computeBudget: { microLamports } })).fits;
  };
  const capacity: CloseCapacity = {
    plain: largestFitting(MAX_INSTRUCTIONS, fits(false)),
    withBurn: largestFitting(MAX_INSTRUCTIONS, fits(true)),
  };
  closeCapacities.set(key, capacity);
  return capacity;
}

/** The batch engine's capacity for rows of accounts, a row needing a burn (`needsBurn`) costing more. */
export function closeChunkCapacity(capacity: CloseCapacity, needsBurn: (row: BatchRow) => boolean): ChunkCapacity {
  const budget = capacity.plain * capacity.withBurn;
  return { budget, cost: (row) => (needsBurn(row) ? capacity.plain : capacity.withBurn) };
}

/**
 * Accounts → chunks for the batch engine: one row per account (`address` the token account, `amount` its balance,
 * `line` its position from 1), a lane per token program so that no transaction pays for both programs' keys.
 */
export function planCloseAccounts(
  accounts: readonly SolanaTokenAccount[],
  options: { burnDust?: boolean; hasFee: boolean; hasReferrer?: boolean; hasPriorityFee?: boolean },
): Chunk[] {
  const rows: BatchRow[] = accounts.map((account, index) => ({
    line: index + 1,
    address: account.address.toBase58(),
    amount: account.amount,
  }));
  const programs = new Map(accounts.map((account) => [account.address.toBase58(), account.programId.toBase58()]));
  const needsBurn = (row: BatchRow) => !!options.burnDust && (row.amount ?? 0n) > 0n;
  return planChunks(rows, {
    capacity: closeChunkCapacity(closeAccountsCapacity(options), needsBurn),
    lane: (row) => programs.get(row.address) ?? '',
  });
}

/** The token-account reads close-account needs beyond SolanaRpc (a Connection has them). */
export interface SolanaTokenAccountsRpc {
  getTokenAccountsByOwner(
    owner: PublicKey,
    filter: { programId: PublicKey },
    commitment?: Commitment,
  ): Promise<RpcResponseAndContext<GetProgramAccountsResponse>>;
}

/** Every token account of `owner` under both token programs, decoded. */
export async function findTokenAccounts(rpc: SolanaTokenAccountsRpc, owner: PublicKey): Promise<SolanaTokenAccount[]> {
  const answers = await Promise.all(
    [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((programId) =>
      rpc.getTokenAccountsByOwner(owner, { programId }, 'confirmed'),
    ),
  );
  return answers
    .flatMap((answer) => answer.value)
    .map(({ pubkey, account }) => decodeTokenAccount(pubkey, account))
    .filter((account): account is SolanaTokenAccount => account !== undefined);
}

export function prepareCloseAccountsTransaction(
  rpc: SolanaRpc,
  options: CloseAccountsOptions & { microLamports?: bigint | number; blockhash?: BlockhashWithExpiryBlockHeight },
): Promise<PreparedTransaction & Omit<CloseAccountsInstructions, 'instructions'>> {
  const built = closeAccountsInstructions(options);
  return prepareTransaction(rpc, {
    payer: options.owner,
    instructions: built.instructions,
    microLamports: options.microLamports,
    blockhash: options.blockhash,
  }).then((prepared) => ({ ...prepared, reclaimed: built.reclaimed, fee: built.fee }));
}
