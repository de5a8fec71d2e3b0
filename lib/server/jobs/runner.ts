import 'server-only';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '@/db';
import type { Job, JsonValue } from '@/db/schema';
import { type BackoffPolicy, completeJob, DEFAULT_BACKOFF, failJob } from './finish';
import { leaseJobs } from './queue';

/** Jobs run at least once: a handler may run again after a crash or an expired lease, so it must be idempotent. */
export type JobHandler = (payload: JsonValue, job: Job) => Promise<void>;

export interface JobRunnerOptions {
  db: Database;
  handlers: Record<string, JobHandler>;
  pollMs: number;
  concurrency: number;
  /** Longer than the slowest handler: past it, another instance takes the job over. */
  leaseMs?: number;
  workerId?: string;
  backoff?: BackoffPolicy;
  /** Handler failures (also recorded on the job) and database errors while polling. */
  onError?: (error: unknown, job?: Job) => void;
}

export interface JobRunner {
  readonly workerId: string;
  start(): void;
  /** Stops leasing and resolves once every job already running has finished. */
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 5 * 60 * 1_000;

const logError = (error: unknown, job?: Job) =>
  console.error(
    job ? `[jobs] ${job.type} #${job.id} attempt ${job.attempts} failed:` : '[jobs] polling failed:',
    error,
  );

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, handlers, pollMs, concurrency } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const onError = options.onError ?? logError;
  const types = Object.keys(handlers);
  const runningJobs = new Set<Promise<void>>();
  let pollLoop: Promise<void> | undefined;
  let isStopping = false;
  let wakeUp: (() => void) | undefined;
  let hasFreedSlot = false;

  async function runJob(job: Job): Promise<void> {
    try {
      await handlers[job.type](job.payload, job);
      await completeJob(db, job);
    } catch (error) {
      onError(error, job);
      // If even recording the failure fails, the lease expires and the job is retried elsewhere.
      await failJob(db, job, error, backoff).catch((recordError: unknown) => onError(recordError, job));
    }
  }

  function sleep(milliseconds: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, milliseconds);
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function poll(): Promise<void> {
    while (!isStopping) {
      const freeSlots = concurrency - runningJobs.size;
      let leased: Job[] = [];
      if (freeSlots > 0) {
        try {
          leased = await leaseJobs(db, { types, limit: freeSlots, leaseMs, workerId });
        } catch (error) {
          onError(error);
        }
      }
      for (const job of leased) {
        const running = runJob(job).finally(() => {
          runningJobs.delete(running);
          hasFreedSlot = true;
          wakeUp?.();
        });
        runningJobs.add(running);
      }
      // A slot freed while we were leasing is worth a poll now rather than after the full interval.
      if (hasFreedSlot) {
        hasFreedSlot = false;
      } else if (!isStopping) {
        await sleep(pollMs);
        hasFreedSlot = false;
      }
    }
  }

  return {
    workerId,
    start() {
      if (pollLoop) return;
      isStopping = false;
      pollLoop = poll();
    },
    async stop() {
      isStopping = true;
      wakeUp?.();
      await pollLoop;
      await Promise.allSettled([...runningJobs]);
      pollLoop = undefined;
    },
  };
}
