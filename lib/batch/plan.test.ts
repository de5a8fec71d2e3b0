import { AppError, CLIENT_CODE } from '@/lib/errors';
import { estimateCost, planChunks } from './plan';
import type { BatchRow, Chunk } from './types';

function rows(count: number, amount = 1n): BatchRow[] {
  return Array.from({ length: count }, (_, index) => ({ line: index + 1, address: `addr${index}`, amount }));
}

const lines = (chunk: Chunk) => chunk.rows.map((row) => row.line);

describe('planChunks', () => {
  it('packs rows in order by a row count', () => {
    const chunks = planChunks(rows(5), { capacity: 2 });
    expect(chunks.map(lines)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks.map((chunk) => chunk.id)).toEqual([0, 1, 2]);
    expect(chunks[1].rowIndexes).toEqual([2, 3]);
    expect(chunks.every((chunk) => chunk.lane === '')).toBe(true);
  });

  it('packs by cost within a budget, a too-costly row alone', () => {
    const costs = [3, 3, 5, 12, 1];
    const chunks = planChunks(rows(5), { capacity: { budget: 10, cost: (row) => costs[row.line - 1] } });
    expect(chunks.map(lines)).toEqual([[1, 2], [3], [4], [5]]);
  });

  it('never mixes senders in one transaction and keeps each sender in input order', () => {
    const input = rows(6).map((row, index) => ({ ...row, address: index % 2 === 0 ? 'even' : 'odd' }));
    const chunks = planChunks(input, { capacity: 2, lane: (row) => row.address });
    expect(chunks.map((chunk) => [chunk.lane, lines(chunk)])).toEqual([
      ['even', [1, 3]],
      ['even', [5]],
      ['odd', [2, 4]],
      ['odd', [6]],
    ]);
  });

  it('splits 5,000 rows into full transactions', () => {
    const chunks = planChunks(rows(5000), { capacity: 200 });
    expect(chunks).toHaveLength(25);
    expect(chunks.flatMap(lines)).toEqual(Array.from({ length: 5000 }, (_, index) => index + 1));
  });
});

describe('estimateCost', () => {
  const native = { symbol: 'BNB', decimals: 18 };
  const usdt = { symbol: 'USDT', decimals: 6 };

  it('adds network and service fees in native, and amounts in their token', async () => {
    const chunks = planChunks(rows(5, 2_000_000n), { capacity: 2 });
    const summary = await estimateCost(chunks, {
      native,
      token: usdt,
      networkFee: async (chunk) => 1000n * BigInt(chunk.rows.length),
      serviceFee: (all) => 7n * BigInt(all.length),
    });
    expect(summary).toEqual({
      transactionCount: 3,
      networkFee: 5000n,
      serviceFee: 21n,
      totals: [
        { token: native, amount: 5021n },
        { token: usdt, amount: 10_000_000n },
      ],
      simulationFailures: [],
    });
  });

  it('counts native amounts into the native total', async () => {
    const summary = await estimateCost(planChunks(rows(3, 10n), { capacity: 10 }), {
      native,
      token: 'native',
      networkFee: async () => 1n,
      serviceFee: () => 100n,
    });
    expect(summary.totals).toEqual([{ token: native, amount: 131n }]);
  });

  it('reports a chunk whose simulation fails, with its lines and the mapped error', async () => {
    const chunks = planChunks(rows(4), { capacity: 2 });
    const summary = await estimateCost(chunks, {
      native,
      networkFee: async (chunk) => {
        if (chunk.id === 1) throw new Error('execution reverted: transfer amount exceeds balance');
        return 5n;
      },
      serviceFee: () => 0n,
    });
    expect(summary.networkFee).toBe(5n);
    expect(summary.totals).toEqual([{ token: native, amount: 5n }]);
    expect(summary.simulationFailures).toHaveLength(1);
    expect(summary.simulationFailures[0]).toMatchObject({ chunkId: 1, lines: [3, 4] });
    expect(summary.simulationFailures[0].error).toBeInstanceOf(AppError);
    expect(summary.simulationFailures[0].error.code).toBe(CLIENT_CODE.EXECUTION_REVERTED);
  });
});
