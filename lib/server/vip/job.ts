import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { payments } from '@/db/schema';
import { enqueueJob } from '@/lib/server/jobs';
import { settlePayment } from './confirm';
import type { VipEnvironment } from './types';

export const VIP_PAYMENT_CHECK_JOB = 'vip-payment-check';
/** About two Ethereum blocks: a confirmed payment shows up soon after the user's own check would. */
export const VIP_PAYMENT_CHECK_INTERVAL_MS = 30_000;
/** Per run, the payments checked longest ago first, so a backlog is worked through in turns. */
const BATCH_SIZE = 50;
/** Chain reads in flight at once: fast enough for a batch, gentle with public RPCs. */
const READ_CONCURRENCY = 5;

/**
 * Queues the run of the 30 s slot that `time` falls in. The slot is the dedupe key, so however many instances
 * start or finish a run, each slot runs once.
 */
export function scheduleVipPaymentCheck(db: Database, time = new Date()): Promise<unknown> {
  const slot = Math.floor(time.getTime() / VIP_PAYMENT_CHECK_INTERVAL_MS);
  return enqueueJob(db, {
    type: VIP_PAYMENT_CHECK_JOB,
    payload: null,
    runAt: time,
    dedupeKey: `${VIP_PAYMENT_CHECK_JOB}:${slot}`,
  });
}

/**
 * The job: reads every pending payment's transaction again and settles it (confirmed, rejected or expired; see
 * settlePayment). Two instances checking the same payment are harmless: the credit is guarded by its conditional
 * UPDATE. A payment whose read fails stays pending for the next run. Returns how many payments were checked.
 */
export async function runVipPaymentCheck(db: Database, env: VipEnvironment, now = new Date()): Promise<number> {
  // The next run is queued first, so a failing run cannot end the chain of runs.
  const nextSlotStart = (Math.floor(now.getTime() / VIP_PAYMENT_CHECK_INTERVAL_MS) + 1) * VIP_PAYMENT_CHECK_INTERVAL_MS;
  await scheduleVipPaymentCheck(db, new Date(nextSlotStart));
  const pending = await db
    .select()
    .from(payments)
    .where(eq(payments.status, 'pending'))
    .orderBy(sql`${payments.checkedAt} asc nulls first`, asc(payments.id))
    .limit(BATCH_SIZE);
  const queue = [...pending];
  const worker = async () => {
    for (let payment = queue.shift(); payment; payment = queue.shift()) {
      const { id } = payment;
      await settlePayment(db, env, payment).catch((error: unknown) =>
        console.error(`[vip] checking payment ${id} failed:`, error),
      );
    }
  };
  await Promise.all(Array.from({ length: READ_CONCURRENCY }, worker));
  return pending.length;
}
