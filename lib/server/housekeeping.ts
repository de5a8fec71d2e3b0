import 'server-only';
import { lt, lte, or } from 'drizzle-orm';
import type { Database } from '@/db';
import { rateLimits, sessions, trackingEvents, verificationCodes } from '@/db/schema';
import { enqueueJob } from './jobs';
import { purgeExpiredNonces } from './siwe';

export const HOUSEKEEPING_JOB = 'housekeeping';
const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** Spent codes and sessions are kept a while for support questions ("I never got logged out"). */
const RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** Tracking events and error reports: long enough to follow an error across releases. */
export const TRACKING_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes what can no longer be used: expired or used nonces, old codes, ended sessions, past rate-limit windows,
 * and tracking events past their retention.
 */
export async function purgeExpiredRows(db: Database, now = new Date()): Promise<void> {
  const retainedSince = new Date(now.getTime() - RETENTION_MS);
  await purgeExpiredNonces(db, now);
  await db.delete(verificationCodes).where(lt(verificationCodes.expiresAt, retainedSince));
  await db.delete(sessions).where(or(lt(sessions.expiresAt, retainedSince), lt(sessions.revokedAt, retainedSince)));
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
  await db.delete(trackingEvents).where(lt(trackingEvents.receivedAt, new Date(now.getTime() - TRACKING_RETENTION_MS)));
}

/**
 * Schedules the run of the hour slot that `time` falls in. The slot is the dedupe key, so however many instances
 * start or finish a run, each slot is queued once (a running job still holds its key, hence one key per slot).
 */
export function scheduleHousekeeping(db: Database, time = new Date()): Promise<unknown> {
  const slot = Math.floor(time.getTime() / HOUSEKEEPING_INTERVAL_MS);
  return enqueueJob(db, {
    type: HOUSEKEEPING_JOB,
    payload: null,
    runAt: time,
    dedupeKey: `${HOUSEKEEPING_JOB}:${slot}`,
  });
}

export async function runHousekeeping(db: Database, now = new Date()): Promise<void> {
  await purgeExpiredRows(db, now);
  const nextSlotStart = (Math.floor(now.getTime() / HOUSEKEEPING_INTERVAL_MS) + 1) * HOUSEKEEPING_INTERVAL_MS;
  await scheduleHousekeeping(db, new Date(nextSlotStart));
}
