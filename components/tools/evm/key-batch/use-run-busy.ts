'use client';

import { useSyncExternalStore } from 'react';
import type { KeyBatchRun } from './use-key-batch-run';

const NO_SUBSCRIPTION = () => () => {};

/** Whether a run is sending, confirming or checking: no second run may start meanwhile (it would send twice). */
export function useRunBusy(run: KeyBatchRun | null): boolean {
  const snapshot = useSyncExternalStore(
    run?.executor.subscribe ?? NO_SUBSCRIPTION,
    () => run?.executor.getSnapshot(),
    () => undefined,
  );
  return snapshot?.isRunning ?? false;
}
