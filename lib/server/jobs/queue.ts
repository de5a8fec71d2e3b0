import 'server-only';
import { and, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { type Job, type JsonValue, jobs } from '@/db/schema';

export interface EnqueueJobInput {
  type: string;
  payload: JsonValue;
  /** Not before this time; defaults to now. */
  runAt?: Date;
  /** While a job with this key is pending or running, enqueueing the same key returns that job instead. */
  dedupeKey?: string;
  maxAttempts?: number;
}

export interface EnqueueJobResult {
  job: Job;
  isDuplicate: boolean;
}

export interface LeaseJobsInput {
  types: readonly string[];
  limit: number;
  leaseMs: number;
  workerId: string;
}

/** What proves a worker still owns a job: a re-lease bumps `attempts`, so a stale worker's update matches nothing. */
export type JobLease = Pick<Job, 'id' | 'leasedBy' | 'attempts'>;

/** The key's holder can finish between our insert and our read; a few rounds settle that race. */
const MAX_ENQUEUE_ROUNDS = 3;

const isUnfinished = sql`${jobs.status} in ('pending', 'running')`;
export const millisecondsFromNow = (milliseconds: number): SQL<Date> =>
  sql`now() + ${milliseconds}::double precision * interval '1 millisecond'`;

export async function enqueueJob(db: Database, input: EnqueueJobInput): Promise<EnqueueJobResult> {
  const values = {
    type: input.type,
    // A bare null would bind as SQL NULL; the JSON null is a value like any other.
    payload: input.payload === null ? sql`'null'::jsonb` : input.payload,
    runAt: input.runAt,
    dedupeKey: input.dedupeKey,
    maxAttempts: input.maxAttempts,
  };
  const { dedupeKey } = input;
  if (dedupeKey === undefined) {
    const [job] = await db.insert(jobs).values(values).returning();
    return { job, isDuplicate: false };
  }
  for (let round = 0; round < MAX_ENQUEUE_ROUNDS; round += 1) {
    const [created] = await db
      .insert(jobs)
      .values(values)
      .onConflictDoNothing({ target: jobs.dedupeKey, where: isUnfinished })
      .returning();
    if (created) return { job: created, isDuplicate: false };
    const [existing] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, dedupeKey), isUnfinished))
      .limit(1);
    if (existing) return { job: existing, isDuplicate: true };
  }
  throw new Error(`Could not enqueue job ${input.type} with dedupe key ${dedupeKey}: the key kept changing hands`);
}

/**
 * Leases up to `limit` due jobs of the given types, including running jobs whose lease expired (their worker died).
 * Candidates are locked with SKIP LOCKED, so concurrent leasers on any instance never receive the same job. The
 * candidate ids go through `= any(array(…))`, an init plan run exactly once: a plain `in (…)` subquery can be
 * rescanned by the planner, and with SKIP LOCKED each rescan may pick other rows, leasing more than `limit`.
 */
export async function leaseJobs(db: Database, input: LeaseJobsInput): Promise<Job[]> {
  if (input.types.length === 0 || input.limit <= 0) return [];
  const types = [...input.types];
  const isLeaseExpired = and(eq(jobs.status, 'running'), lte(jobs.leaseExpiresAt, sql`now()`));
  // A job whose worker keeps dying (out of memory, killed) must not loop forever.
  await db
    .update(jobs)
    .set({
      status: 'dead',
      lastError: sql`'lease expired on attempt ' || ${jobs.attempts} || ' (worker ' || ${jobs.leasedBy} || ')'`,
      leaseExpiresAt: null,
      finishedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(inArray(jobs.type, types), isLeaseExpired, sql`${jobs.attempts} >= ${jobs.maxAttempts}`));
  const candidateIds = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(inArray(jobs.type, types), or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, sql`now()`)), isLeaseExpired)),
    )
    .orderBy(jobs.runAt, jobs.id)
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({
      status: 'running',
      attempts: sql`${jobs.attempts} + 1`,
      leasedBy: input.workerId,
      leaseExpiresAt: millisecondsFromNow(input.leaseMs),
      updatedAt: sql`now()`,
    })
    .where(sql`${jobs.id} = any(array${candidateIds})`)
    .returning();
}
