import { LAMPORTS_PER_SIGNATURE } from '@/chains/solana/transaction';
import type { BatchRow, Chunk } from '@/lib/batch/types';

/**
 * Which wallets a collection takes and how they share transactions. Pure: balances in, the wallets' plans and the
 * engine's chunks out. A transaction holds up to `capacity` sources (collectionCapacity) and is paid either by the
 * one chosen fee-payer wallet or by one of its own sources, which then needs SOL for the network and service fees
 * and must stay rent-exempt or end at 0 (Solana refuses a system account left between the two).
 */

export type SkipReason =
  | 'empty'
  | 'noTokenAccount'
  | 'tooLittleForFees'
  | 'belowAmount'
  | 'leavesDust'
  | 'isDestination'
  | 'isFeePayer';

export interface WalletBalances {
  line: number;
  address: string;
  /** Lamports. */
  sol: bigint;
  /** Tokens only: the associated account's amount; null when it could not be read as one. */
  token?: bigint | null;
  hasTokenAccount?: boolean;
  error?: string;
}

export interface WalletPlan extends WalletBalances {
  state: 'ready' | 'skipped' | 'error';
  reason?: SkipReason;
  /** What the destination receives from it; for a source paying the fees in SOL "all" mode, an estimate. */
  amount: bigint;
  /** Pays its transaction's fees (when each transaction's sources pay). */
  isPayer: boolean;
  /** The transaction it goes in (0-based). */
  transaction?: number;
}

export interface PackOptions {
  isToken: boolean;
  /** Per wallet, base units; undefined: everything. */
  fixedAmount?: bigint;
  closeTokenAccounts: boolean;
  destination: string;
  /** The chosen fee payer's address; undefined when each transaction's first source pays. */
  feePayer?: string;
  capacity: number;
  /** At most what the paying wallet of a transaction with this many signatures spends (fees, account creation). */
  payerCost: (signatures: number) => bigint;
  /** Lamports a system account must keep unless it ends at 0. */
  rentMinimum: bigint;
}

export interface PackedCollection {
  wallets: WalletPlan[];
  /** The job's rows: the ready wallets, transaction by transaction (each chunk's rows are contiguous). */
  rows: BatchRow[];
  chunks: Chunk[];
}

type Verdict =
  | { kind: 'skip'; reason: SkipReason }
  | { kind: 'error' }
  | { kind: 'ready'; amount: bigint; canPay: boolean };

function solVerdict(wallet: WalletBalances, options: PackOptions, payerCost: bigint): Verdict {
  const { sol } = wallet;
  const { fixedAmount, rentMinimum } = options;
  if (sol === 0n) return { kind: 'skip', reason: 'empty' };
  if (fixedAmount === undefined) {
    // Its own signature costs the payer 5,000 lamports: a wallet holding no more is not worth collecting.
    if (sol <= LAMPORTS_PER_SIGNATURE) return { kind: 'skip', reason: 'tooLittleForFees' };
    return { kind: 'ready', amount: sol, canPay: sol > payerCost };
  }
  if (sol < fixedAmount) return { kind: 'skip', reason: 'belowAmount' };
  const left = sol - fixedAmount;
  if (left > 0n && left < rentMinimum) return { kind: 'skip', reason: 'leavesDust' };
  return { kind: 'ready', amount: fixedAmount, canPay: left >= payerCost + rentMinimum };
}

function tokenVerdict(wallet: WalletBalances, options: PackOptions, payerCost: bigint): Verdict {
  const { token, hasTokenAccount, sol } = wallet;
  if (token === null || token === undefined) return { kind: 'error' };
  if (!hasTokenAccount) return { kind: 'skip', reason: 'noTokenAccount' };
  const canPay = sol >= payerCost + options.rentMinimum;
  if (options.fixedAmount === undefined) {
    if (token === 0n && !options.closeTokenAccounts) return { kind: 'skip', reason: 'empty' };
    return { kind: 'ready', amount: token, canPay };
  }
  if (token < options.fixedAmount) return { kind: 'skip', reason: token === 0n ? 'empty' : 'belowAmount' };
  return { kind: 'ready', amount: options.fixedAmount, canPay };
}

function verdictOf(wallet: WalletBalances, options: PackOptions): Verdict {
  if (wallet.address === options.destination) return { kind: 'skip', reason: 'isDestination' };
  if (wallet.address === options.feePayer) return { kind: 'skip', reason: 'isFeePayer' };
  const payerCost = options.payerCost(options.capacity);
  return options.isToken ? tokenVerdict(wallet, options, payerCost) : solVerdict(wallet, options, payerCost);
}

/** Each-source mode: every transaction starts with a wallet able to pay, filled first with wallets that cannot. */
function groupWithPayers(ready: number[], canPay: ReadonlySet<number>, capacity: number) {
  const payers = ready.filter((index) => canPay.has(index));
  const others = ready.filter((index) => !canPay.has(index));
  const groups: number[][] = [];
  while (payers.length > 0) {
    const group = [payers.shift() as number];
    while (group.length < capacity && others.length > 0) group.push(others.shift() as number);
    while (group.length < capacity && payers.length > 0) group.push(payers.shift() as number);
    groups.push(group);
  }
  return { groups, unpaid: others };
}

function groupInOrder(ready: number[], capacity: number): number[][] {
  const groups: number[][] = [];
  for (let start = 0; start < ready.length; start += capacity) groups.push(ready.slice(start, start + capacity));
  return groups;
}

export function packCollection(balances: readonly WalletBalances[], options: PackOptions): PackedCollection {
  if (!Number.isSafeInteger(options.capacity) || options.capacity < 1) {
    throw new RangeError(`A transaction holds at least one source, not ${options.capacity}`);
  }
  const wallets: WalletPlan[] = balances.map((wallet) => ({ ...wallet, state: 'ready', amount: 0n, isPayer: false }));
  const ready: number[] = [];
  const canPay = new Set<number>();
  balances.forEach((wallet, index) => {
    const verdict = verdictOf(wallet, options);
    if (verdict.kind === 'skip') wallets[index] = { ...wallets[index], state: 'skipped', reason: verdict.reason };
    else if (verdict.kind === 'error') wallets[index] = { ...wallets[index], state: 'error' };
    else {
      wallets[index].amount = verdict.amount;
      ready.push(index);
      if (verdict.canPay) canPay.add(index);
    }
  });

  let groups: number[][];
  if (options.feePayer === undefined) {
    const grouped = groupWithPayers(ready, canPay, options.capacity);
    groups = grouped.groups;
    for (const index of grouped.unpaid) {
      wallets[index] = { ...wallets[index], state: 'skipped', reason: 'tooLittleForFees', amount: 0n };
    }
  } else {
    groups = groupInOrder(ready, options.capacity);
  }

  const rows: BatchRow[] = [];
  const chunks: Chunk[] = groups.map((group, id) => {
    const rowIndexes: number[] = [];
    group.forEach((index, position) => {
      const wallet = wallets[index];
      const isPayer = options.feePayer === undefined && position === 0;
      // A paying SOL source in "all" mode sends what the fees leave (known exactly once simulated).
      if (isPayer && !options.isToken && options.fixedAmount === undefined) {
        wallet.amount = wallet.sol - options.payerCost(group.length);
      }
      wallet.isPayer = isPayer;
      wallet.transaction = id;
      rowIndexes.push(rows.length);
      rows.push({ line: wallet.line, address: wallet.address, amount: wallet.amount });
    });
    return { id, lane: wallets[group[0]].address, rowIndexes, rows: rowIndexes.map((at) => rows[at]) };
  });
  return { wallets, rows, chunks };
}
