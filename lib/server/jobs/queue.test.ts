import { eq, sql } from 'drizzle-orm';

import { openDatabase } from '@/db';
import { jobs } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { completeJob, computeBackoffMs, failJob } from './finish';
import { enqueueJob, leaseJobs } from './queue';

const LONG_LEASE_MS = 60_000;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

describe('computeBackoffMs', () => {
  it('doubles from the base per attempt and stops at the cap', () => {
    const policy = { baseMs: 100, maxMs: 500 };
    expect([1, 2, 3, 4, 5].map((attempts) => computeBackoffMs(attempts, policy))).toEqual([100, 200, 400, 500, 500]);
  });
});

describe.each(TEST_DATABASE_KINDS)('job queue on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const lease = (workerId: string, overrides: { types?: string[]; limit?: number; leaseMs?: number } = {}) =>
    leaseJobs(getTestDatabase().db, { types: ['mail'], limit: 10, leaseMs: LONG_LEASE_MS, workerId, ...overrides });
  const makeJobDue = (id: number) =>
    getTestDatabase().db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));

  beforeEach(async () => {
    await getTestDatabase().db.delete(jobs);
  });

  it('stores the payload as real jsonb, queryable by key', async () => {
    const { db } = getTestDatabase();
    const payload = { address: '0xabc', amounts: ['1.5', 2], nested: { isNative: true, memo: null } };
    const { job } = await enqueueJob(db, { type: 'mail', payload });
    expect(job).toMatchObject({ type: 'mail', payload, status: 'pending', attempts: 0, maxAttempts: 5 });
    const found = await db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.payload} ->> 'address' = '0xabc'`);
    expect(found).toEqual([{ id: job.id }]);

    const { job: nullJob } = await enqueueJob(db, { type: 'mail', payload: null });
    expect(nullJob.payload).toBeNull();
    const [stored] = await db
      .select({ jsonType: sql<string>`jsonb_typeof(${jobs.payload})` })
      .from(jobs)
      .where(eq(jobs.id, nullJob.id));
    expect(stored.jsonType).toBe('null');
  });

  it('leases due jobs of the asked types, oldest first, up to the limit, and completes them', async () => {
    const { db } = getTestDatabase();
    const first = await enqueueJob(db, { type: 'mail', payload: 1, runAt: new Date(Date.now() - 2_000) });
    const second = await enqueueJob(db, { type: 'mail', payload: 2, runAt: new Date(Date.now() - 1_000) });
    await enqueueJob(db, { type: 'mail', payload: 3 });
    await enqueueJob(db, { type: 'mail', payload: 4, runAt: new Date(Date.now() + 60_000) });
    await enqueueJob(db, { type: 'monitor', payload: 5 });

    const leased = await lease('worker-a', { limit: 2 });
    expect(leased.map((job) => job.id)).toEqual([first.job.id, second.job.id]);
    expect(leased[0]).toMatchObject({ status: 'running', attempts: 1, leasedBy: 'worker-a' });
    expect(leased[0].leaseExpiresAt?.getTime()).toBeGreaterThan(Date.now() + LONG_LEASE_MS - 5_000);

    // The future job and the other type stay behind.
    expect((await lease('worker-a')).map((job) => job.payload)).toEqual([3]);
    expect(await lease('worker-a')).toEqual([]);

    const completed = await completeJob(db, leased[0]);
    expect(completed).toMatchObject({ status: 'completed', leaseExpiresAt: null });
    expect(completed?.finishedAt).toBeInstanceOf(Date);
    expect(await completeJob(db, leased[0])).toBeUndefined();
  });

  it('retries a failed job with exponential backoff, then marks it dead keeping the last error', async () => {
    const { db } = getTestDatabase();
    const { job } = await enqueueJob(db, { type: 'mail', payload: {}, maxAttempts: 3 });

    const [firstLease] = await lease('worker-a');
    const afterFirst = await failJob(db, firstLease, new Error('smtp timeout'));
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, leaseExpiresAt: null });
    expect(afterFirst?.lastError).toMatch(/^Error: smtp timeout/);
    // run_at and updated_at come from the same now(), so the difference is the backoff exactly.
    expect(afterFirst && afterFirst.runAt.getTime() - afterFirst.updatedAt.getTime()).toBe(computeBackoffMs(1));
    expect(await lease('worker-a')).toEqual([]);

    await makeJobDue(job.id);
    const [secondLease] = await lease('worker-a');
    const afterSecond = await failJob(db, secondLease, 'rate limited');
    expect(afterSecond).toMatchObject({ status: 'pending', attempts: 2, lastError: 'rate limited' });
    expect(afterSecond && afterSecond.runAt.getTime() - afterSecond.updatedAt.getTime()).toBe(computeBackoffMs(2));
    expect(computeBackoffMs(2)).toBe(2 * computeBackoffMs(1));

    await makeJobDue(job.id);
    const [thirdLease] = await lease('worker-a');
    const afterThird = await failJob(db, thirdLease, { code: 5016 });
    expect(afterThird).toMatchObject({ status: 'dead', attempts: 3, lastError: '{"code":5016}' });
    expect(afterThird?.finishedAt).toBeInstanceOf(Date);
    await makeJobDue(job.id);
    expect(await lease('worker-a')).toEqual([]);
  });

  it('re-leases a job whose lease expired and ignores the stale worker', async () => {
    const { db } = getTestDatabase();
    await enqueueJob(db, { type: 'mail', payload: 'x' });
    const [staleLease] = await lease('worker-a');
    expect(await lease('worker-b')).toEqual([]);
    // Worker A hangs past its lease.
    await db.update(jobs).set({ leaseExpiresAt: sql`now()` }).where(eq(jobs.id, staleLease.id));

    const [takenOver] = await lease('worker-b');
    expect(takenOver).toMatchObject({ id: staleLease.id, leasedBy: 'worker-b', attempts: 2, status: 'running' });
    expect(await completeJob(db, staleLease)).toBeUndefined();
    expect(await failJob(db, staleLease, new Error('late'))).toBeUndefined();
    expect(await completeJob(db, takenOver)).toMatchObject({ status: 'completed', lastError: null });
  });

  it('re-leases to the same worker as a new attempt that the old attempt cannot finish', async () => {
    const { db } = getTestDatabase();
    await enqueueJob(db, { type: 'mail', payload: 'x' });
    const [firstAttempt] = await lease('worker-a', { leaseMs: 1 });
    await sleep(20);
    const [secondAttempt] = await lease('worker-a');
    expect(secondAttempt).toMatchObject({ id: firstAttempt.id, attempts: 2 });
    expect(await completeJob(db, firstAttempt)).toBeUndefined();
    expect(await completeJob(db, secondAttempt)).toMatchObject({ status: 'completed' });
  });

  it('marks dead a job whose worker keeps dying instead of leasing it again', async () => {
    const { db } = getTestDatabase();
    const { job } = await enqueueJob(db, { type: 'mail', payload: 'x', maxAttempts: 1 });
    await lease('worker-a', { leaseMs: 1 });
    await sleep(20);
    expect(await lease('worker-b')).toEqual([]);
    const [dead] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(dead).toMatchObject({ status: 'dead', lastError: 'lease expired on attempt 1 (worker worker-a)' });
  });

  it('keeps one unfinished job per dedupe key, and accepts the key again once it finished', async () => {
    const { db } = getTestDatabase();
    const original = await enqueueJob(db, { type: 'mail', payload: 1, dedupeKey: 'welcome:42' });
    const duplicate = await enqueueJob(db, { type: 'mail', payload: 2, dedupeKey: 'welcome:42' });
    const other = await enqueueJob(db, { type: 'monitor', payload: 3, dedupeKey: 'welcome:43' });
    expect(original.isDuplicate).toBe(false);
    expect(duplicate).toEqual({ job: original.job, isDuplicate: true });
    expect(other.isDuplicate).toBe(false);

    const [running] = await lease('worker-a', { limit: 1 });
    expect((await enqueueJob(db, { type: 'mail', payload: 4, dedupeKey: 'welcome:42' })).job.id).toBe(running.id);
    // The retry goes back to pending without colliding with anything.
    await failJob(db, running, new Error('retry me'));
    await makeJobDue(running.id);
    const [retried] = await lease('worker-a', { limit: 1 });
    await completeJob(db, retried);

    const again = await enqueueJob(db, { type: 'mail', payload: 5, dedupeKey: 'welcome:42' });
    expect(again.isDuplicate).toBe(false);
    expect(again.job.id).not.toBe(original.job.id);
  });

  if (kind === 'postgres') {
    it('never gives the same job to two app instances leasing concurrently', async () => {
      const { db, databaseUrl } = getTestDatabase();
      const JOB_COUNT = 50;
      for (let index = 0; index < JOB_COUNT; index += 1) await enqueueJob(db, { type: 'mail', payload: index });
      const secondInstance = await openDatabase({ databaseUrl });
      try {
        const drain = async (database: typeof db, workerId: string) => {
          const leasedIds: number[] = [];
          for (;;) {
            const batch = await leaseJobs(database, { types: ['mail'], limit: 3, leaseMs: LONG_LEASE_MS, workerId });
            if (batch.length === 0) return leasedIds;
            leasedIds.push(...batch.map((job) => job.id));
          }
        };
        const results = await Promise.all([
          drain(db, 'instance-1-a'),
          drain(db, 'instance-1-b'),
          drain(secondInstance.db, 'instance-2-a'),
          drain(secondInstance.db, 'instance-2-b'),
        ]);
        const allIds = results.flat();
        expect(allIds).toHaveLength(JOB_COUNT);
        expect(new Set(allIds).size).toBe(JOB_COUNT);
        const rows = await db.select({ attempts: jobs.attempts }).from(jobs);
        expect(rows.every((row) => row.attempts === 1)).toBe(true);
      } finally {
        await secondInstance.close();
      }
    });
  }
});
