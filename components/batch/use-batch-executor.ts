'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { BatchExecutor, ExecutorSnapshot } from '@/lib/batch/executor';
import { saveJob } from '@/lib/batch/persist';
import type { JobState } from '@/lib/batch/types';

export interface BatchExecutorState {
  snapshot: ExecutorSnapshot;
  /** Why the job could not be saved (storage full, or SecretInJobError); the run itself goes on. */
  saveError: unknown;
}

/**
 * The executor's live state for rendering. With `tool`, every change is saved too, so a reload can resume the job:
 * loadJob(tool) → new BatchExecutor(job, driver) → run().
 */
export function useBatchExecutor(executor: BatchExecutor, tool?: string): BatchExecutorState {
  const [saveError, setSaveError] = useState<unknown>(null);
  useEffect(() => {
    if (!tool) return undefined;
    const save = (job: JobState) => {
      try {
        saveJob(tool, job);
        setSaveError(null);
      } catch (error) {
        setSaveError(error);
      }
    };
    save(executor.getSnapshot().job);
    return executor.subscribe((snapshot) => save(snapshot.job));
  }, [executor, tool]);
  const snapshot = useSyncExternalStore(executor.subscribe, executor.getSnapshot, executor.getSnapshot);
  return { snapshot, saveError };
}
