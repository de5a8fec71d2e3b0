import type { PublicKey, RecentPrioritizationFees } from '@solana/web3.js';

/**
 * The priority fee a transaction offers, from what recently landed transactions paid. A node answers
 * getRecentPrioritizationFees with the lowest fee that landed in each of its last ~150 slots, for transactions that
 * wrote the given accounts; a high percentile of those is what it took lately to land beside them. Simulation gives
 * the compute-unit limit (prepare.ts); the two together are what a transaction pays above the base fee:
 * limit × microLamports / 1,000,000 lamports.
 */

export interface PriorityFeeRpc {
  getRecentPrioritizationFees(config?: { lockedWritableAccounts?: PublicKey[] }): Promise<RecentPrioritizationFees[]>;
}

/** The share of recent slots whose fee the suggestion matches or beats. */
export const PRIORITY_FEE_PERCENTILE = 0.75;
/**
 * The most an automatic suggestion offers, in micro-lamports per compute unit: 200,000 × 200,000 units is 0.04 SOL.
 * A congested moment can ask for more; the user can still type a higher fee.
 */
export const MAX_AUTO_PRIORITY_FEE = 200_000n;
/** Accounts a node takes in one question. */
const MAX_LOCKED_ACCOUNTS = 128;

/** The value at `share` of the sorted fees (nearest rank), 0 for none. */
export function feePercentile(fees: readonly number[], share = PRIORITY_FEE_PERCENTILE): bigint {
  if (fees.length === 0) return 0n;
  const sorted = [...fees].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return BigInt(Math.max(0, Math.round(sorted[rank])));
}

export interface SuggestPriorityFeeOptions {
  /** The accounts the transactions write (fee payer, recipients' token accounts, …); first 128 asked about. */
  writableAccounts?: readonly PublicKey[];
  percentile?: number;
  maximum?: bigint;
}

/** Micro-lamports per compute unit to offer, capped at `maximum` (default MAX_AUTO_PRIORITY_FEE). */
export async function suggestPriorityFee(
  rpc: PriorityFeeRpc,
  options: SuggestPriorityFeeOptions = {},
): Promise<bigint> {
  const accounts = options.writableAccounts?.slice(0, MAX_LOCKED_ACCOUNTS) ?? [];
  const recent = await rpc.getRecentPrioritizationFees(
    accounts.length > 0 ? { lockedWritableAccounts: [...accounts] } : undefined,
  );
  const suggestion = feePercentile(
    recent.map((entry) => entry.prioritizationFee),
    options.percentile,
  );
  const maximum = options.maximum ?? MAX_AUTO_PRIORITY_FEE;
  return suggestion > maximum ? maximum : suggestion;
}
