'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { SentStore } from '@/chains/solana/resend';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { type BatchDriver, BatchExecutor } from '@/lib/batch/executor';
import { countStatuses } from '@/lib/batch/job';
import { clearJob, loadJob, saveJob } from '@/lib/batch/persist';
import type { JobState } from '@/lib/batch/types';
import { checkPreviousRun } from './previous-run';
import { createLocalSentStore } from './sent-store';
import { COLLECTION_STORAGE_TOOL } from './settings';

/** Transactions being built, sent or confirmed at once: public RPCs rate-limit bursts of simulations and sends. */
export const RUN_CONCURRENCY = 4;

export type DriverFactory = (store: SentStore) => BatchDriver;

/** The check of the earlier job before a new start replaces it. */
export type StartCheck =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'refused'; mayLand: number }
  | { phase: 'failed'; error: unknown };

export interface CollectionRunState {
  executor: BatchExecutor | null;
  /** A run is sending, confirming or checking: no second one may start (it would send twice). */
  isBusy: boolean;
  /** An unfinished job saved by an earlier visit (addresses and signatures only): it needs the keys again. */
  stored: JobState | null;
  startCheck: StartCheck;
  /** Starts `job` unless the earlier one (asked on chain through `rpc`) still has transactions that may land. */
  start: (job: JobState, makeDriver: DriverFactory, rpc: SolanaRpc) => Promise<boolean>;
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
  const [startCheck, setStartCheck] = useState<StartCheck>({ phase: 'idle' });
  const isStarting = useRef(false);

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

  const start = useCallback(
    async (job: JobState, makeDriver: DriverFactory, rpc: SolanaRpc) => {
      if (isStarting.current || executor?.getSnapshot().isRunning) return false;
      isStarting.current = true;
      setStartCheck({ phase: 'checking' });
      try {
        const store = createLocalSentStore();
        // The job the engine saved last (the run of this visit saves on every change), or the one in memory.
        const previous = executor?.getSnapshot().job ?? loadJob(COLLECTION_STORAGE_TOOL);
        if (previous) {
          const checked = await checkPreviousRun(rpc, previous, store);
          if (checked.mayLand > 0) {
            if (!executor) {
              saveJob(COLLECTION_STORAGE_TOOL, checked.job);
              setStored(checked.job);
            }
            setStartCheck({ phase: 'refused', mayLand: checked.mayLand });
            return false;
          }
        }
        store.clear();
        const next = new BatchExecutor(job, makeDriver(store), { concurrency: RUN_CONCURRENCY });
        setStored(null);
        setExecutor(next);
        setStartCheck({ phase: 'idle' });
        void next.run();
        return true;
      } catch (error) {
        setStartCheck({ phase: 'failed', error });
        return false;
      } finally {
        isStarting.current = false;
      }
    },
    [executor],
  );

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

  const isBusy = (snapshot?.isRunning ?? false) || startCheck.phase === 'checking';
  return { executor, isBusy, stored, startCheck, start, resume, discard };
}
