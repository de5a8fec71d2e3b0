'use client';

import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { type LookupTableReading, readLookupTableStates } from './lookup-table-state';
import { readTables, subscribeToTables } from './table-store';

export type LookupTablesState =
  | { phase: 'loading' }
  | { phase: 'ready'; reading: LookupTableReading }
  | { phase: 'failed'; error: unknown };

/** While a table cools down, its "closable in N minutes" is read again this often. */
const COOLING_REFRESH_MS = 30_000;
const NO_TABLES: string[] = [];

/**
 * The connected wallet's remembered tables (re-read when the send flow records one) and their state on chain,
 * read again on demand (after an action) and every 30 s while one is cooling down.
 */
export function useLookupTables(rpc: SolanaRpc, wallet: string | undefined) {
  const listed = useListedTables(wallet);
  const [state, setState] = useState<LookupTablesState>({ phase: 'loading' });
  const [version, setVersion] = useState(0);
  const refresh = useCallback(() => setVersion((value) => value + 1), []);

  useEffect(() => {
    if (!wallet || listed.length === 0) return;
    let isCurrent = true;
    void version;
    readLookupTableStates(rpc, wallet, listed).then(
      (reading) => isCurrent && setState({ phase: 'ready', reading }),
      (error: unknown) => isCurrent && setState({ phase: 'failed', error }),
    );
    return () => {
      isCurrent = false;
    };
  }, [rpc, wallet, listed, version]);

  const isCooling = state.phase === 'ready' && state.reading.tables.some((table) => table.status === 'deactivating');
  useEffect(() => {
    if (!isCooling) return;
    const timer = setInterval(refresh, COOLING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [isCooling, refresh]);

  // A reading of another list (a table added or removed) is not shown for this one.
  const isCurrent =
    state.phase !== 'ready' || state.reading.tables.map((table) => table.address).join() === listed.join();
  return { listed, state: isCurrent ? state : ({ phase: 'loading' } as const), refresh };
}

/** The stored list as a stable snapshot (same array while the stored text is unchanged). */
function useListedTables(wallet: string | undefined): string[] {
  const [cache] = useState(() => ({ key: '', value: NO_TABLES }));
  const snapshot = useCallback(() => {
    const value = wallet ? readTables(wallet) : NO_TABLES;
    const key = value.join();
    if (key !== cache.key) Object.assign(cache, { key, value });
    return cache.value;
  }, [wallet, cache]);
  return useSyncExternalStore(subscribeToTables, snapshot, () => NO_TABLES);
}
