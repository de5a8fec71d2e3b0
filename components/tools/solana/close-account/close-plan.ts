import type { PublicKey } from '@solana/web3.js';
import { closeChunkCapacity, reclaimedRent } from '@/chains/solana/close-accounts';
import { closeAccountFeeLamports, referralShareLamports } from '@/chains/solana/fees';
import type { SolanaTokenAccount } from '@/chains/solana/token-accounts';
import { networkFeeLamports } from '@/chains/solana/transaction';
import { createJob } from '@/lib/batch/job';
import { planChunks } from '@/lib/batch/plan';
import type { BatchRow, Chunk, JobState } from '@/lib/batch/types';
import { closeCapacity } from './close-capacity';

/** Each transaction is signed by its wallet alone (it pays the network fee) and sets no priority fee. */
export const SIGNATURES_PER_TRANSACTION = 1;

export interface WalletToClose {
  owner: PublicKey;
  /** The row number shown for this wallet's accounts (the pasted key's line); default each account's position. */
  line?: number;
  accounts: readonly SolanaTokenAccount[];
}

export interface CloseTotals {
  accounts: number;
  /** Accounts whose leftover balance is burned first. */
  burned: number;
  transactions: number;
  /** Rent returned by the closed accounts (wrapped SOL: its rent part only). */
  reclaimed: bigint;
  /** 8 % of each account's rent (fees.ts). */
  serviceFee: bigint;
  /** The inviter's part of `serviceFee`: 30 % of each transaction's fee, rounded down. */
  referralShare: bigint;
  networkFee: bigint;
  /** What the wallet (or the receiver) ends up with: reclaimed less both fees. */
  net: bigint;
  /** Wrapped SOL balances: they come back as SOL with the account, on top of the rent. */
  unwrapped: bigint;
}

export interface ClosePlan {
  job: JobState;
  chunks: Chunk[];
  /** By token account address. */
  accounts: ReadonlyMap<string, SolanaTokenAccount>;
  totals: CloseTotals;
  /** By owner address. */
  walletTotals: ReadonlyMap<string, CloseTotals>;
  /** The inviter paid a share of each fee (the chunks are packed for it). */
  referrer?: PublicKey;
}

export interface ClosePlanOptions {
  /** Where the reclaimed SOL goes; default each wallet keeps its own. */
  rentReceiver?: PublicKey;
  /** The inviter, already checked usable on chain (components/tools/solana/referral); none: the whole fee to the receiver. */
  referrer?: PublicKey;
}

export function emptyTotals(): CloseTotals {
  return {
    accounts: 0,
    burned: 0,
    transactions: 0,
    reclaimed: 0n,
    serviceFee: 0n,
    referralShare: 0n,
    networkFee: 0n,
    net: 0n,
    unwrapped: 0n,
  };
}

export function addTotals(a: CloseTotals, b: CloseTotals): CloseTotals {
  const reclaimed = a.reclaimed + b.reclaimed;
  const serviceFee = a.serviceFee + b.serviceFee;
  const networkFee = a.networkFee + b.networkFee;
  return {
    accounts: a.accounts + b.accounts,
    burned: a.burned + b.burned,
    transactions: a.transactions + b.transactions,
    reclaimed,
    serviceFee,
    referralShare: a.referralShare + b.referralShare,
    networkFee,
    net: reclaimed - serviceFee - networkFee,
    unwrapped: a.unwrapped + b.unwrapped,
  };
}

/** The figures shown before signing; exact, since nothing in them depends on the chain's state. */
export function closeTotals(accounts: readonly SolanaTokenAccount[], transactions: number): CloseTotals {
  const totals = emptyTotals();
  for (const account of accounts) {
    const rent = reclaimedRent(account);
    totals.accounts += 1;
    if (account.amount > 0n && !account.isNative) totals.burned += 1;
    if (account.isNative) totals.unwrapped += account.amount;
    totals.reclaimed += rent;
    totals.serviceFee += closeAccountFeeLamports(rent);
  }
  totals.transactions = transactions;
  totals.networkFee = BigInt(transactions) * networkFeeLamports(SIGNATURES_PER_TRANSACTION);
  totals.net = totals.reclaimed - totals.serviceFee - totals.networkFee;
  return totals;
}

/** The inviter's share of one transaction's accounts: 30 % of their summed fee, as serviceFeeInstructions pays it. */
function chunkReferralShare(accounts: readonly SolanaTokenAccount[]): bigint {
  return referralShareLamports(
    accounts.reduce((sum, account) => sum + closeAccountFeeLamports(reclaimedRent(account)), 0n),
  );
}

/** One wallet's accounts → chunks: one token program per transaction, as many as its transfers leave room for. */
function planWalletChunks(accounts: readonly SolanaTokenAccount[], options: ClosePlanOptions): Chunk[] {
  const rows: BatchRow[] = accounts.map((account, index) => ({
    line: index + 1,
    address: account.address.toBase58(),
    amount: account.amount,
  }));
  const programs = new Map(accounts.map((account) => [account.address.toBase58(), account.programId.toBase58()]));
  const capacity = closeCapacity({
    hasReferrer: options.referrer !== undefined,
    forwardsRent: options.rentReceiver !== undefined,
  });
  return planChunks(rows, {
    capacity: closeChunkCapacity(capacity, (row) => (row.amount ?? 0n) > 0n),
    lane: (row) => programs.get(row.address) ?? '',
  });
}

/**
 * Wallets' accounts → one job for the batch engine: a row per account (its address, its token balance), one token
 * program per transaction, each wallet's chunks in lanes of their own. The inviter's share and the rent sent on to a
 * receiver each add a transfer and a key per transaction: the chunks are sized for them (close-capacity.ts).
 */
export function planClose(wallets: readonly WalletToClose[], options: ClosePlanOptions = {}): ClosePlan {
  const rows: BatchRow[] = [];
  const chunks: Chunk[] = [];
  const accounts = new Map<string, SolanaTokenAccount>();
  const walletTotals = new Map<string, CloseTotals>();
  let totals = emptyTotals();
  for (const wallet of wallets) {
    if (wallet.accounts.length === 0) continue;
    const owner = wallet.owner.toBase58();
    const planned = planWalletChunks(wallet.accounts, options);
    const offset = rows.length;
    wallet.accounts.forEach((account, index) => {
      accounts.set(account.address.toBase58(), account);
      rows.push({
        line: wallet.line ?? offset + index + 1,
        address: account.address.toBase58(),
        amount: account.amount,
      });
    });
    for (const chunk of planned) {
      const rowIndexes = chunk.rowIndexes.map((index) => index + offset);
      chunks.push({
        id: chunks.length,
        lane: `${owner} ${chunk.lane}`,
        rowIndexes,
        rows: rowIndexes.map((index) => rows[index]),
      });
    }
    const walletTotal = closeTotals(wallet.accounts, planned.length);
    if (options.referrer) {
      walletTotal.referralShare = planned.reduce(
        (sum, chunk) => sum + chunkReferralShare(chunk.rowIndexes.map((index) => wallet.accounts[index])),
        0n,
      );
    }
    walletTotals.set(owner, walletTotal);
    totals = addTotals(totals, walletTotal);
  }
  const job = createJob(rows, chunks, {
    chainId: '501',
    rentReceiver: options.rentReceiver?.toBase58() ?? '',
    referrer: options.referrer?.toBase58() ?? '',
  });
  return { job, chunks, accounts, totals, walletTotals, ...(options.referrer ? { referrer: options.referrer } : {}) };
}
