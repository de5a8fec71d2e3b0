import { eq } from 'drizzle-orm';
import { type Job, type JsonValue, jobs } from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase, waitFor } from '@/db/testing/test-database';
import { enqueueJob } from './queue';
import { createJobRunner, type JobRunnerOptions } from './runner';

const POLL_MS = 10;
const FAST_BACKOFF = { baseMs: 5, maxMs: 20 };
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe.each(TEST_DATABASE_KINDS)('job runner on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);
  const stopAfterEach: Array<() => Promise<void>> = [];
  const startRunner = (options: Omit<JobRunnerOptions, 'db' | 'pollMs'> & { pollMs?: number }) => {
    const runner = createJobRunner({ db: getTestDatabase().db, pollMs: POLL_MS, backoff: FAST_BACKOFF, ...options });
    runner.start();
    stopAfterEach.push(() => runner.stop());
    return runner;
  };
  const statusesOf = async (ids: number[]) => {
    const rows = await getTestDatabase().db.select({ id: jobs.id, status: jobs.status }).from(jobs);
    return rows.filter((row) => ids.includes(row.id)).map((row) => row.status);
  };

  beforeEach(async () => {
    await getTestDatabase().db.delete(jobs);
  });
  afterEach(async () => {
    await Promise.all(stopAfterEach.splice(0).map((stop) => stop()));
  });

  it('runs each due job through the handler of its type and completes it', async () => {
    const { db } = getTestDatabase();
    const seen: Array<{ type: string; payload: JsonValue }> = [];
    const handle = (type: string) => async (payload: JsonValue) => {
      seen.push({ type, payload });
    };
    const ids: number[] = [];
    const enqueued: Array<[string, JsonValue]> = [
      ['mail', { to: 'a@example.com' }],
      ['monitor', [1, 2]],
      ['mail', 'third'],
    ];
    for (const [type, payload] of enqueued) {
      ids.push((await enqueueJob(db, { type, payload })).job.id);
    }
    const unhandled = await enqueueJob(db, { type: 'payment', payload: null });

    startRunner({ handlers: { mail: handle('mail'), monitor: handle('monitor') }, concurrency: 2 });
    await waitFor(async () => (await statusesOf(ids)).every((status) => status === 'completed'));

    expect(seen).toHaveLength(3);
    expect(seen).toEqual(
      expect.arrayContaining([
        { type: 'mail', payload: { to: 'a@example.com' } },
        { type: 'monitor', payload: [1, 2] },
        { type: 'mail', payload: 'third' },
      ]),
    );
    expect(await statusesOf([unhandled.job.id])).toEqual(['pending']);
  });

  it('retries a failing handler with backoff until the job is dead, reporting each failure', async () => {
    const { db } = getTestDatabase();
    const { job } = await enqueueJob(db, { type: 'mail', payload: {}, maxAttempts: 3 });
    const onError = jest.fn();
    let calls = 0;
    startRunner({
      handlers: {
        mail: async () => {
          calls += 1;
          throw new Error(`smtp down (call ${calls})`);
        },
      },
      concurrency: 1,
      onError,
    });
    await waitFor(async () => (await statusesOf([job.id]))[0] === 'dead');

    const [dead] = await db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(dead).toMatchObject({ attempts: 3, status: 'dead' });
    expect(dead.lastError).toContain('smtp down (call 3)');
    expect(calls).toBe(3);
    expect(onError).toHaveBeenCalledTimes(3);
    expect(onError.mock.calls.map(([, failedJob]: [unknown, Job]) => failedJob.attempts)).toEqual([1, 2, 3]);
  });

  it('never runs more handlers at once than its concurrency', async () => {
    const { db } = getTestDatabase();
    const ids: number[] = [];
    for (let index = 0; index < 6; index += 1)
      ids.push((await enqueueJob(db, { type: 'mail', payload: index })).job.id);
    let running = 0;
    let mostRunning = 0;
    startRunner({
      handlers: {
        mail: async () => {
          running += 1;
          mostRunning = Math.max(mostRunning, running);
          await sleep(30);
          running -= 1;
        },
      },
      concurrency: 2,
    });
    await waitFor(async () => (await statusesOf(ids)).every((status) => status === 'completed'));
    expect(mostRunning).toBe(2);
  });

  it('stop() stops leasing and waits for the jobs still running', async () => {
    const { db } = getTestDatabase();
    const first = await enqueueJob(db, { type: 'mail', payload: 'first' });
    const handlerStarted = deferred();
    const releaseHandler = deferred();
    const runner = createJobRunner({
      db,
      pollMs: POLL_MS,
      concurrency: 1,
      handlers: {
        mail: async () => {
          handlerStarted.resolve();
          await releaseHandler.promise;
        },
      },
    });
    runner.start();
    await handlerStarted.promise;

    let isStopped = false;
    const stopping = runner.stop().then(() => {
      isStopped = true;
    });
    const second = await enqueueJob(db, { type: 'mail', payload: 'second' });
    await sleep(50);
    expect(isStopped).toBe(false);
    releaseHandler.resolve();
    await stopping;

    expect(await statusesOf([first.job.id])).toEqual(['completed']);
    expect(await statusesOf([second.job.id])).toEqual(['pending']);
  });
});
