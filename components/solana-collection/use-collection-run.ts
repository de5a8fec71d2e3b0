'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { SentStore } from '@/chains/solana/resend';
import { type BatchDriver, BatchExecutor, clearJob, countStatuses, type JobState, loadJob } from '@/lib/batch';
import { createLocalSentStore } from './sent-store';
import { COLLECTION_STORAGE_TOOL } from './settings';

/** Transactions being built, sent or confirmed at once: public RPCs rate-limit bursts of simulations and sends. */
export const RUN_CONCURRENCY = 4;

export type DriverFactory = (store: SentStore) => BatchDriver;

export interface CollectionRunState {
  executor: BatchExecutor | null;
  /** A run is sending, confirming or checking: no second one may start (it would send twice). */
  isBusy: boolean;
  /** An unfinished job saved by an earlier visit (addresses and signatures only): it needs the keys again. */
  stored: JobState | null;
  start: (job: JobState, makeDriver: DriverFactory) => void;
  resume: (makeDriver: DriverFactory) => void;
  discard: () => void;
}

const NO_SUBSCRIPTION = () => () => {};

/**
 * The collection's run: started from a fresh plan, or resumed from the job the engine saved (with the signatures of
 * what was sent, so that a transaction that may still land is never sent twice).
 */
export function useCollectionRun(): CollectionRunState {
  const [executor, setExecutor] = useState<BatchExecutor | null>(null);
  const [stored, setStored] = useState<JobState | null>(null);

  useEffect(() => {
    const job = loadJob(COLLECTION_STORAGE_TOOL);
    if (!job) return;
    const counts = countStatuses(job);
    if (counts.confirmed < counts.total) setStored(job);
  }, []);

  useEffect(() => () => executor?.pause(), [executor]);

  const snapshot = useSyncExternalStore(
    executor?.subscribe ?? NO_SUBSCRIPTION,
    () => executor?.getSnapshot(),
    () => undefined,
  );

  const start = useCallback((job: JobState, makeDriver: DriverFactory) => {
    const store = createLocalSentStore();
    store.clear();
    const next = new BatchExecutor(job, makeDriver(store), { concurrency: RUN_CONCURRENCY });
    setStored(null);
    setExecutor(next);
    void next.run();
  }, []);

  const resume = useCallback(
    (makeDriver: DriverFactory) => {
      if (!stored) return;
      const next = new BatchExecutor(stored, makeDriver(createLocalSentStore()), { concurrency: RUN_CONCURRENCY });
      setStored(null);
      setExecutor(next);
      // Sent rows are awaited; rows cut off mid-send wait for "retry failed", which asks the chain first.
      void next.run();
    },
    [stored],
  );

  const discard = useCallback(() => {
    clearJob(COLLECTION_STORAGE_TOOL);
    createLocalSentStore().clear();
    setStored(null);
  }, []);

  return { executor, isBusy: snapshot?.isRunning ?? false, stored, start, resume, discard };
}
