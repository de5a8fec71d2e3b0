'use client';

import { useSyncExternalStore } from 'react';
import type { BatchExecutor } from '@/lib/batch/executor';

const NO_SUBSCRIPTION = () => () => {};

/** Whether a run is sending, confirming or checking: nothing new may start meanwhile (it could close twice). */
export function useExecutorBusy(executor: BatchExecutor | null): boolean {
  const snapshot = useSyncExternalStore(
    executor?.subscribe ?? NO_SUBSCRIPTION,
    () => executor?.getSnapshot(),
    () => undefined,
  );
  return snapshot?.isRunning ?? false;
}
