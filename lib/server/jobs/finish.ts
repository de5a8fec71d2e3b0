import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { type Job, jobs } from '@/db/schema';
import { type JobLease, millisecondsFromNow } from './queue';

export interface BackoffPolicy {
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 60 * 60 * 1_000 };
const MAX_ERROR_LENGTH = 8_000;

const isStillLeasedBy = (lease: JobLease) =>
  and(
    eq(jobs.id, lease.id),
    eq(jobs.status, 'running'),
    eq(jobs.leasedBy, lease.leasedBy ?? ''),
    eq(jobs.attempts, lease.attempts),
  );

/** Returns the finished job, or undefined when the lease was lost (expired and taken over): the result is dropped. */
export async function completeJob(db: Database, lease: JobLease): Promise<Job | undefined> {
  const [job] = await db
    .update(jobs)
    .set({ status: 'completed', leaseExpiresAt: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(isStillLeasedBy(lease))
    .returning();
  return job;
}

export function computeBackoffMs(attempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF): number {
  return Math.min(policy.baseMs * 2 ** Math.max(attempts - 1, 0), policy.maxMs);
}

/**
 * Records the failure: the job waits `computeBackoffMs(attempts)` and is retried, or becomes `dead` once it used
 * `maxAttempts`. Returns undefined when the lease was lost.
 */
export async function failJob(
  db: Database,
  lease: JobLease & Pick<Job, 'maxAttempts'>,
  error: unknown,
  backoff: BackoffPolicy = DEFAULT_BACKOFF,
): Promise<Job | undefined> {
  const lastError = describeError(error).slice(0, MAX_ERROR_LENGTH);
  const isDead = lease.attempts >= lease.maxAttempts;
  const [job] = await db
    .update(jobs)
    .set(
      isDead
        ? { status: 'dead', lastError, leaseExpiresAt: null, finishedAt: sql`now()`, updatedAt: sql`now()` }
        : {
            status: 'pending',
            lastError,
            leaseExpiresAt: null,
            runAt: millisecondsFromNow(computeBackoffMs(lease.attempts, backoff)),
            updatedAt: sql`now()`,
          },
    )
    .where(isStillLeasedBy(lease))
    .returning();
  return job;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
