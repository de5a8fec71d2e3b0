'use client';

import { useCallback, useEffect, useState } from 'react';
import { type BatchDriver, BatchExecutor } from '@/lib/batch/executor';
import { countStatuses } from '@/lib/batch/job';
import { clearJob, loadJob } from '@/lib/batch/persist';
import type { JobState } from '@/lib/batch/types';
import { createLocalStore } from '@/lib/http/local-store';
import { AttemptLog, attemptsStorageKey } from './attempts';
import type { KeyRing } from './keys';

/** Wallets sending at once: each is its own lane, so eight transfers are in flight while the rest wait. */
export const RUN_CONCURRENCY = 8;

export interface KeyBatchRun {
  executor: BatchExecutor;
  attempts: AttemptLog;
  /** The keys this run signs with (kept only here, in memory). */
  ring: KeyRing;
}

export type DriverFactory = (attempts: AttemptLog) => BatchDriver;

export interface KeyBatchRunState {
  run: KeyBatchRun | null;
  /** An unfinished job saved by an earlier visit (addresses and hashes only): it needs the keys again to go on. */
  stored: JobState | null;
  /** The engine's storage name of the tool's job. */
  storageTool: string;
  start: (job: JobState, makeDriver: DriverFactory, ring: KeyRing) => void;
  resume: (makeDriver: DriverFactory, ring: KeyRing) => void;
  discard: () => void;
}

function attemptLog(storageTool: string): AttemptLog {
  return new AttemptLog(createLocalStore(), attemptsStorageKey(storageTool));
}

/**
 * A tool's run: started from a fresh job, or resumed from the job the engine saved (rows, statuses, hashes) with
 * keys pasted again. Interrupted sends come back as failures that a retry checks on chain before sending.
 */
export function useKeyBatchRun(tool: string): KeyBatchRunState {
  const storageTool = `key-batch-${tool}`;
  const [run, setRun] = useState<KeyBatchRun | null>(null);
  const [stored, setStored] = useState<JobState | null>(null);

  useEffect(() => {
    const job = loadJob(storageTool);
    if (!job) return;
    const counts = countStatuses(job);
    if (counts.confirmed < counts.total) setStored(job);
  }, [storageTool]);

  useEffect(() => () => run?.executor.pause(), [run]);

  const start = useCallback(
    (job: JobState, makeDriver: DriverFactory, ring: KeyRing) => {
      const attempts = attemptLog(storageTool);
      attempts.clear();
      const executor = new BatchExecutor(job, makeDriver(attempts), { concurrency: RUN_CONCURRENCY });
      setStored(null);
      setRun({ executor, attempts, ring });
      void executor.run();
    },
    [storageTool],
  );

  const resume = useCallback(
    (makeDriver: DriverFactory, ring: KeyRing) => {
      if (!stored) return;
      const attempts = attemptLog(storageTool);
      const executor = new BatchExecutor(stored, makeDriver(attempts), { concurrency: RUN_CONCURRENCY });
      setStored(null);
      setRun({ executor, attempts, ring });
      // Sent rows are awaited; rows cut off mid-send wait for "retry failed", which checks the chain first.
      void executor.run();
    },
    [stored, storageTool],
  );

  const discard = useCallback(() => {
    clearJob(storageTool);
    attemptLog(storageTool).clear();
    setStored(null);
  }, [storageTool]);

  return { run, stored, storageTool, start, resume, discard };
}
