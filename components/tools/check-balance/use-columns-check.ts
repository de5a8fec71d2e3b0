'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { BalanceColumn, BalanceResult } from './results';

// Every chain's balance checker runs on useColumnsCheck; the EVM reader is in use-balance-check.ts, apart, so another
// family's checker loads no EVM code.

export type CheckPhase = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface CheckState {
  phase: CheckPhase;
  /** Balances read over all columns. */
  progress: { done: number; total: number };
  /** The columns read completely so far. */
  result: BalanceResult | null;
  error: unknown;
}

const IDLE: CheckState = { phase: 'idle', progress: { done: 0, total: 0 }, result: null, error: null };

/** One chain's way to read a column of balances for every owner, reporting how many it has read. */
export type ReadColumn<Column> = (
  column: Column,
  owners: readonly string[],
  signal: AbortSignal,
  onProgress: (done: number) => void,
) => Promise<BalanceColumn>;

export interface ColumnsRequest<Column> {
  chainId: number;
  /** Each once, as the table shows them. */
  addresses: readonly string[];
  lines: readonly number[];
  columns: readonly Column[];
  read: ReadColumn<Column>;
}

/**
 * Reads one column after the other (the native coin, then each token) with the chain's reader; the table fills as
 * columns complete. Cancelling stops at once for the view; reads still in flight are dropped. Every chain's balance
 * checker runs on this.
 */
export function useColumnsCheck<Column>() {
  const [state, setState] = useState<CheckState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async (request: ColumnsRequest<Column>) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    const owners = request.addresses.length;
    const total = owners * request.columns.length;
    const result: BalanceResult = {
      chainId: request.chainId,
      addresses: [...request.addresses],
      lines: [...request.lines],
      columns: [],
    };
    const update = (next: Partial<CheckState>) => {
      if (!signal.aborted) setState((current) => ({ ...current, ...next }));
    };
    setState({ phase: 'running', progress: { done: 0, total }, result, error: null });
    for (const [position, column] of request.columns.entries()) {
      try {
        const read = await request.read(column, result.addresses, signal, (done) =>
          update({ progress: { done: position * owners + done, total } }),
        );
        if (signal.aborted) return;
        result.columns = [...result.columns, read];
        update({ result: { ...result } });
      } catch (error) {
        update({ phase: 'failed', error });
        return;
      }
    }
    update({ phase: 'done', progress: { done: total, total } });
  }, []);

  const cancel = useCallback(() => {
    controllerRef.current?.abort();
    setState((current) => (current.phase === 'running' ? { ...current, phase: 'cancelled' } : current));
  }, []);

  return { state, start, cancel };
}
