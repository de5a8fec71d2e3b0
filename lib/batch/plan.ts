import { type AppError, toAppError } from '@/lib/errors';
import { mapBounded } from './bounded';
import type { BatchRow, Chunk, TokenInfo } from './types';

/** How much one transaction holds: a number of rows, or a budget that the rows' costs (gas, bytes…) must fit. */
export type ChunkCapacity = number | { budget: number; cost: (row: BatchRow) => number };

export interface PlanOptions {
  capacity: ChunkCapacity;
  /** The sender of a row, for tools with many senders; all rows share one lane without it. */
  lane?: (row: BatchRow) => string;
}

/**
 * Rows → transactions: rows of one lane, in input order, packed until the next would exceed the capacity. A row
 * costing more than the whole budget still gets a transaction of its own, so the tool's error names it.
 */
export function planChunks(rows: readonly BatchRow[], { capacity, lane }: PlanOptions): Chunk[] {
  const { budget, cost } = typeof capacity === 'number' ? { budget: capacity, cost: () => 1 } : capacity;
  const lanes = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const key = lane ? lane(row) : '';
    const indexes = lanes.get(key);
    if (indexes) indexes.push(index);
    else lanes.set(key, [index]);
  });
  const chunks: Chunk[] = [];
  for (const [key, indexes] of lanes) {
    let current: number[] = [];
    let used = 0;
    for (const index of indexes) {
      const rowCost = cost(rows[index]);
      if (current.length > 0 && used + rowCost > budget) {
        chunks.push({ id: chunks.length, lane: key, rowIndexes: current, rows: current.map((at) => rows[at]) });
        current = [];
        used = 0;
      }
      current.push(index);
      used += rowCost;
    }
    if (current.length > 0) {
      chunks.push({ id: chunks.length, lane: key, rowIndexes: current, rows: current.map((at) => rows[at]) });
    }
  }
  return chunks;
}

export interface CostEstimators {
  native: TokenInfo;
  /** The token the row amounts are in: 'native' for the chain's own coin; omitted when rows carry no amount. */
  token?: TokenInfo | 'native';
  /**
   * One chunk's network fee in native base units. Where the chain allows, this simulates the transaction
   * (estimateGas, simulateTransaction), so a chunk that would fail throws here, before anything is signed.
   */
  networkFee: (chunk: Chunk) => Promise<bigint>;
  /** Our service fee for the whole batch, in native base units (see lib/fees/tool-fees). */
  serviceFee: (chunks: readonly Chunk[]) => bigint;
}

export interface TokenTotal {
  token: TokenInfo;
  amount: bigint;
}

export interface SimulationFailure {
  chunkId: number;
  lines: number[];
  error: AppError;
}

export interface CostSummary {
  transactionCount: number;
  /** Estimated; chunks whose simulation failed are not counted in it. */
  networkFee: bigint;
  serviceFee: bigint;
  /** What the user spends per token, the native coin first: fees plus amounts. */
  totals: TokenTotal[];
  simulationFailures: SimulationFailure[];
}

/** Estimates stay a few RPC calls at a time: public nodes rate-limit bursts. */
const ESTIMATE_CONCURRENCY = 4;

export async function estimateCost(chunks: readonly Chunk[], estimators: CostEstimators): Promise<CostSummary> {
  const simulationFailures: SimulationFailure[] = [];
  const fees = await mapBounded(chunks, ESTIMATE_CONCURRENCY, async (chunk) => {
    try {
      return await estimators.networkFee(chunk);
    } catch (error) {
      simulationFailures.push({
        chunkId: chunk.id,
        lines: chunk.rows.map((row) => row.line),
        error: toAppError(error),
      });
      return 0n;
    }
  });
  simulationFailures.sort((a, b) => a.chunkId - b.chunkId);
  const networkFee = fees.reduce((sum, fee) => sum + fee, 0n);
  const serviceFee = estimators.serviceFee(chunks);
  const amount = chunks.reduce(
    (sum, chunk) => sum + chunk.rows.reduce((rowSum, row) => rowSum + (row.amount ?? 0n), 0n),
    0n,
  );
  const { native, token } = estimators;
  const nativeTotal = networkFee + serviceFee + (token === 'native' ? amount : 0n);
  const totals: TokenTotal[] = [{ token: native, amount: nativeTotal }];
  if (token && token !== 'native') totals.push({ token, amount });
  return { transactionCount: chunks.length, networkFee, serviceFee, totals, simulationFailures };
}
