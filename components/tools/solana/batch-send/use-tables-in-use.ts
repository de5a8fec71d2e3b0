'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { CurrentSendJob } from './use-send-job';

const NONE: readonly string[] = [];
const noSubscription = () => () => {};

/**
 * The lookup tables the current batch still needs: its tables (meta.tables, written by setUpLookupTables) while any
 * chunk is not confirmed. A table deactivated under it would stop its remaining v0 transactions ~513 slots later.
 * Once every chunk is confirmed, or the batch is cleared, they are free to recover.
 */
export function useTablesInUse(current: CurrentSendJob | null): readonly string[] {
  const executor = current?.executor;
  const subscribe = useCallback(
    (listener: () => void) => (executor ? executor.subscribe(listener) : noSubscription()),
    [executor],
  );
  const isUnfinished = useCallback(
    () => executor?.getSnapshot().job.chunks.some((chunk) => chunk.status !== 'confirmed') ?? false,
    [executor],
  );
  const inUse = useSyncExternalStore(subscribe, isUnfinished, isUnfinished);
  return inUse && current ? current.meta.tables : NONE;
}
