import { eq } from 'drizzle-orm';
import { gasSamples, jobs } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { createJobRunner } from '@/lib/server/jobs';
import type { FeeHistory } from './fees';
import {
  GAS_HISTORY_JOB,
  GAS_HISTORY_RETENTION_MS,
  GAS_SAMPLE_INTERVAL_MS,
  readGasHistory,
  runGasHistory,
  scheduleGasHistory,
} from './history';
import { GasTracker } from './tracker';

// The 24-hour chart's job on the real data layer: a day and a half of 5-minute slots sampled through the tracker
// (base fee rising one wei per slot), old rows pruned, each slot kept once, the next run queued once; then the job
// run by the app's job runner.

jest.setTimeout(120_000);

const GWEI = 1_000_000_000n;
const START = Date.UTC(2026, 10, 1, 0, 0, 0);

/** A tracker over chains 1 and 56 whose answers follow `clock` (its base fee is GWEI + the slot number). */
function trackerAt(clock: { now: number }, calls: { count: number }) {
  return new GasTracker({
    chainIds: [1, 56],
    now: () => clock.now,
    readFeeHistory: async (chainId): Promise<FeeHistory> => {
      calls.count += 1;
      const slot = BigInt(Math.floor((clock.now - START) / GAS_SAMPLE_INTERVAL_MS));
      const baseFee = GWEI * BigInt(chainId === 1 ? 10 : 1) + slot;
      return { oldestBlock: 100n + slot, baseFeePerGas: [baseFee, baseFee], reward: [[1n, GWEI, 3n * GWEI]] };
    },
  });
}

describe.each(TEST_DATABASE_KINDS)('the gas history job on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);

  it('samples each chain per slot, prunes what is past 24 hours and queues the next slot once', async () => {
    const { db } = getTestDatabase();
    const clock = { now: START };
    const calls = { count: 0 };
    const tracker = trackerAt(clock, calls);
    const slots = (26 * 60 * 60 * 1000) / GAS_SAMPLE_INTERVAL_MS;
    for (let slot = 0; slot < slots; slot += 1) {
      clock.now = START + slot * GAS_SAMPLE_INTERVAL_MS + 1_000;
      await runGasHistory(db, tracker, new Date(clock.now));
      // A second instance running the same slot adds nothing.
      if (slot % 20 === 0) await runGasHistory(db, tracker, new Date(clock.now + 1_000));
    }
    // The tracker's cache served the second runs: one upstream call per chain per slot.
    expect(calls.count).toBe(2 * slots);

    const rows = await db.select().from(gasSamples);
    const kept = GAS_HISTORY_RETENTION_MS / GAS_SAMPLE_INTERVAL_MS;
    expect(rows.filter((row) => row.chainId === 1)).toHaveLength(kept);
    expect(rows.filter((row) => row.chainId === 56)).toHaveLength(kept);
    const oldest = Math.min(...rows.map((row) => row.sampledAt.getTime()));
    expect(clock.now - oldest).toBeLessThanOrEqual(GAS_HISTORY_RETENTION_MS);

    const history = await readGasHistory(db, new Date(clock.now));
    expect(Object.keys(history).map(Number)).toEqual([1, 56]);
    const bsc = history[56];
    expect(bsc).toHaveLength(kept);
    expect(bsc[0].time).toBeLessThan(bsc[bsc.length - 1].time);
    // Standard price = base fee (1 Gwei + slot wei, shown to 3 digits) + the 1 Gwei median tip.
    expect(bsc[bsc.length - 1].gwei).toBe('2');
    expect(history[1][0].gwei).toBe('11');

    const queued = await db.select().from(jobs).where(eq(jobs.type, GAS_HISTORY_JOB));
    expect(queued.filter((job) => job.status === 'pending')).toHaveLength(slots);
    await scheduleGasHistory(db, new Date(clock.now));
    expect(await db.select().from(jobs).where(eq(jobs.type, GAS_HISTORY_JOB))).toHaveLength(slots);
  });

  it("runs as a job of the app's job runner", async () => {
    const { db } = getTestDatabase();
    await db.delete(jobs);
    await db.delete(gasSamples);
    const clock = { now: Date.now() };
    const tracker = trackerAt(clock, { count: 0 });
    await scheduleGasHistory(db, new Date(clock.now - 1_000));
    const runner = createJobRunner({
      db,
      handlers: { [GAS_HISTORY_JOB]: () => runGasHistory(db, tracker) },
      pollMs: 20,
      concurrency: 1,
    });
    runner.start();
    try {
      for (let attempt = 0; attempt < 200; attempt += 1) {
        if ((await db.select().from(gasSamples)).length >= 2) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await runner.stop();
    }
    expect((await db.select().from(gasSamples)).map((row) => row.chainId).sort()).toEqual([1, 56]);
    const next = await db.select().from(jobs).where(eq(jobs.status, 'pending'));
    expect(next.map((job) => job.type)).toEqual([GAS_HISTORY_JOB]);
  });
});
