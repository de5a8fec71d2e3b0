import { asc, gte, lt } from 'drizzle-orm';
import type { Database } from '@/db';
import { gasSamples } from '@/db/schema';
import { enqueueJob } from '@/lib/server/jobs';
import { formatGwei } from './fees';
import type { GasTracker } from './tracker';

export const GAS_HISTORY_JOB = 'gas-history';
/** One sample per chain per slot: 288 points a day per chain, enough for a smooth 24-hour line. */
export const GAS_SAMPLE_INTERVAL_MS = 5 * 60 * 1000;
export const GAS_HISTORY_RETENTION_MS = 24 * 60 * 60 * 1000;

function slotStart(time: Date): Date {
  return new Date(Math.floor(time.getTime() / GAS_SAMPLE_INTERVAL_MS) * GAS_SAMPLE_INTERVAL_MS);
}

/**
 * Samples every chain with a current reading into the slot `now` falls in (through the tracker, so the job adds no
 * upstream call when visitors have just caused one), then deletes rows older than the retention. A slot sampled twice
 * (two instances, a retried job) keeps its first row.
 */
export async function recordGasSamples(db: Database, tracker: GasTracker, now = new Date()): Promise<number> {
  const states = await tracker.readAll();
  const sampledAt = slotStart(now);
  const rows = states.flatMap((state) =>
    state.reading && !state.isStale
      ? [
          {
            chainId: state.chainId,
            sampledAt,
            blockNumber: state.reading.blockNumber,
            baseFeeWei: state.reading.baseFeeWei,
            priorityFeeWei: state.reading.priorityFeeWei.standard,
          },
        ]
      : [],
  );
  if (rows.length > 0) await db.insert(gasSamples).values(rows).onConflictDoNothing();
  await db.delete(gasSamples).where(lt(gasSamples.sampledAt, new Date(now.getTime() - GAS_HISTORY_RETENTION_MS)));
  return rows.length;
}

/** Queues the run of the slot `time` falls in; the slot is the dedupe key, so each slot is queued once. */
export function scheduleGasHistory(db: Database, time = new Date()): Promise<unknown> {
  const slot = Math.floor(time.getTime() / GAS_SAMPLE_INTERVAL_MS);
  return enqueueJob(db, { type: GAS_HISTORY_JOB, payload: null, runAt: time, dedupeKey: `${GAS_HISTORY_JOB}:${slot}` });
}

export async function runGasHistory(db: Database, tracker: GasTracker, now = new Date()): Promise<void> {
  await recordGasSamples(db, tracker, now);
  await scheduleGasHistory(db, new Date(slotStart(now).getTime() + GAS_SAMPLE_INTERVAL_MS));
}

/** One point of a chain's chart: the slot's time (ms) and its standard price (base fee + tip) in Gwei. */
export interface GasHistoryPoint {
  time: number;
  gwei: string;
}

/** The last 24 hours by chain id, oldest first. */
export async function readGasHistory(db: Database, now = new Date()): Promise<Record<number, GasHistoryPoint[]>> {
  const since = new Date(now.getTime() - GAS_HISTORY_RETENTION_MS);
  const rows = await db
    .select()
    .from(gasSamples)
    .where(gte(gasSamples.sampledAt, since))
    .orderBy(asc(gasSamples.chainId), asc(gasSamples.sampledAt));
  const byChain: Record<number, GasHistoryPoint[]> = {};
  for (const row of rows) {
    byChain[row.chainId] ??= [];
    byChain[row.chainId].push({
      time: row.sampledAt.getTime(),
      gwei: formatGwei(row.baseFeeWei + row.priorityFeeWei),
    });
  }
  return byChain;
}

/** How long the page's read of the chart serves every visitor: samples change every GAS_SAMPLE_INTERVAL_MS anyway. */
export const GAS_HISTORY_CACHE_TTL_MS = 60_000;

let cachedHistory: { at: number; value: Promise<Record<number, GasHistoryPoint[]>> } | undefined;

/** readGasHistory shared by every visitor for a minute (one query, also while it runs); a failed read is not kept. */
export function sharedGasHistory(db: Database, now = Date.now()): Promise<Record<number, GasHistoryPoint[]>> {
  if (!cachedHistory || now - cachedHistory.at >= GAS_HISTORY_CACHE_TTL_MS) {
    const value = readGasHistory(db, new Date(now));
    const entry = { at: now, value };
    cachedHistory = entry;
    value.catch(() => {
      if (cachedHistory === entry) cachedHistory = undefined;
    });
  }
  return cachedHistory.value;
}
