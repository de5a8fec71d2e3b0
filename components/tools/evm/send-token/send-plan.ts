import { type Address, maxUint256 } from 'viem';
import { chunkForGas, MULTISEND_BASE_GAS, maxRecipientsPerCall } from '@/chains/evm/multisend/chunk';
import { encodeERC20Send, encodeNativeSend, type MultisendCall } from '@/chains/evm/multisend/encode';
import type { TokenTotal } from '@/lib/batch/plan';
import type { BatchRow, Chunk, JobState, TokenInfo } from '@/lib/batch/types';

// The pure decisions of the send tool: how rows become Multisend calls, what they cost, whether the wallet holds
// enough, and what to approve. Everything that reads the chain is in build-plan.ts and chain-access.ts.

/** What is sent: the chain's own coin, or an ERC-20 read from the chain (symbol, decimals). */
export type SendAsset =
  | { kind: 'native'; symbol: string; decimals: number }
  | { kind: 'erc20'; token: Address; symbol: string; decimals: number };

/**
 * The Multisend function family a batch uses. ERC-20 goes 'erc20Pooled' (one pull, then transfers: cheapest) when
 * its simulation passes, else 'erc20' (transferFrom each), which also works for fee-on-transfer tokens.
 */
export type SendMethod = 'native' | 'erc20' | 'erc20Pooled';

export type ApprovalMode = 'exact' | 'unlimited';

export interface ChunkPlanOptions {
  /** The sender (the executor's lane). */
  lane: string;
  blockGasLimit: bigint;
  method: SendMethod;
  /** From gasPerRecipientFromEstimate; the typical figure of the method without it. */
  gasPerRecipient?: bigint;
  /** The user's cap on recipients per transaction; only a cap below what the gas allows changes the plan. */
  maxPerTransaction?: number;
}

/** Near-equal parts of at most `limit` items (as chunkForGas splits), so every call keeps the same headroom. */
function evenParts<T>(items: readonly T[], limit: number): T[][] {
  const count = Math.ceil(items.length / limit);
  const size = Math.ceil(items.length / count);
  const parts: T[][] = [];
  for (let start = 0; start < items.length; start += size) parts.push(items.slice(start, start + size));
  return parts;
}

/** Recipients one transaction may carry: what the block gas limit allows, or the user's smaller cap. */
export function recipientsPerTransaction(options: Omit<ChunkPlanOptions, 'lane'>): number {
  const { blockGasLimit, method, gasPerRecipient, maxPerTransaction } = options;
  const byGas = maxRecipientsPerCall({ blockGasLimit, kind: method, gasPerRecipient });
  return maxPerTransaction !== undefined && maxPerTransaction >= 1 ? Math.min(byGas, maxPerTransaction) : byGas;
}

/** Rows → Multisend calls that fit under the block gas limit (chunkForGas), in input order. */
export function planSendChunks(rows: readonly BatchRow[], options: ChunkPlanOptions): Chunk[] {
  if (rows.length === 0) return [];
  const { lane, blockGasLimit, method, gasPerRecipient } = options;
  const indexes = rows.map((_, index) => index);
  const limit = recipientsPerTransaction(options);
  const byGas = maxRecipientsPerCall({ blockGasLimit, kind: method, gasPerRecipient });
  const groups =
    limit < byGas ? evenParts(indexes, limit) : chunkForGas(indexes, { blockGasLimit, kind: method, gasPerRecipient });
  return groups.map((rowIndexes, id) => ({ id, lane, rowIndexes, rows: rowIndexes.map((index) => rows[index]) }));
}

/** The ready transaction (to, data, value) of one chunk. */
export function encodeChunkCall(chunk: Pick<Chunk, 'rows'>, method: SendMethod, token?: Address): MultisendCall {
  const transfers = chunk.rows.map((row) => ({ to: row.address as Address, amount: row.amount ?? 0n }));
  if (method === 'native') return encodeNativeSend({ transfers });
  if (!token) throw new Error('An ERC-20 send needs the token address');
  return encodeERC20Send({ token, transfers, pooled: method === 'erc20Pooled' });
}

/** Gas of a chunk from the per-recipient figure, for costs before a simulation is possible. */
export function figureGas(recipients: number, gasPerRecipient: bigint): bigint {
  return MULTISEND_BASE_GAS + gasPerRecipient * BigInt(recipients);
}

export function amountOf(rows: readonly BatchRow[]): bigint {
  return rows.reduce((sum, row) => sum + (row.amount ?? 0n), 0n);
}

/** What the rows not yet confirmed still send: the allowance an ERC-20 job needs to go on (after a reload too). */
export function remainingAmount(job: JobState): bigint {
  let sum = 0n;
  for (const chunk of job.chunks) {
    if (chunk.status === 'confirmed') continue;
    for (const index of chunk.rowIndexes) sum += job.rows[index]?.amount ?? 0n;
  }
  return sum;
}

export interface Shortfall {
  token: TokenInfo;
  needed: bigint;
  available: bigint;
}

/**
 * Each total (native first: fees plus native amounts; then the token's amounts) that the wallet's balance does not
 * cover, so the page says so before anything is signed.
 */
export function findShortfalls(
  totals: readonly TokenTotal[],
  balances: { native: bigint; token?: bigint },
): Shortfall[] {
  return totals.flatMap(({ token, amount }, index) => {
    const available = index === 0 ? balances.native : (balances.token ?? 0n);
    return amount > available ? [{ token, needed: amount, available }] : [];
  });
}

/** An approval is needed only when the allowance does not already cover what is left to send. */
export function isApprovalNeeded(allowance: bigint, required: bigint): boolean {
  return allowance < required;
}

/** Exact approves just the batch's total; unlimited approves the largest amount, so later batches skip this step. */
export function approvalAmount(mode: ApprovalMode, required: bigint): bigint {
  return mode === 'unlimited' ? maxUint256 : required;
}

/**
 * USDT on Ethereum (and tokens copying it) refuses to change one non-zero allowance to another: when such an
 * approve fails, the allowance is set to 0 first.
 */
export function mayNeedAllowanceReset(allowance: bigint, required: bigint): boolean {
  return allowance > 0n && allowance < required;
}
