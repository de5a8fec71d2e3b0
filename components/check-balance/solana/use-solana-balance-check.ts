'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { readSolanaBalances, SOLANA_CHAIN_ID, type SolanaRpc } from '@/chains/solana';
import type { BalanceColumn, BalanceResult } from '../results';
import type { CheckState } from '../use-balance-check';

export interface SolanaCheckRequest {
  connection: SolanaRpc;
  /** Valid base58 addresses, each once. */
  owners: readonly string[];
  lines: readonly number[];
  /** 'native' (SOL) and mint addresses, in column order. */
  columns: readonly string[];
}

const IDLE: CheckState = { phase: 'idle', progress: { done: 0, total: 0 }, result: null, error: null };

/**
 * The Solana twin of useBalanceCheck: one column after the other through readSolanaBalances (getMultipleAccounts by
 * 100, the token program of each mint read from the mint). Cancelling stops at once; reads in flight are dropped.
 */
export function useSolanaBalanceCheck() {
  const [state, setState] = useState<CheckState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async (request: SolanaCheckRequest) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    const owners = request.owners.length;
    const total = owners * request.columns.length;
    const result: BalanceResult = {
      chainId: SOLANA_CHAIN_ID,
      addresses: [...request.owners],
      lines: [...request.lines],
      columns: [],
    };
    const update = (next: Partial<CheckState>) => {
      if (!signal.aborted) setState((current) => ({ ...current, ...next }));
    };
    setState({ phase: 'running', progress: { done: 0, total }, result, error: null });
    for (const [position, mint] of request.columns.entries()) {
      try {
        const read = await readSolanaBalances({
          connection: request.connection,
          owners: result.addresses,
          mint,
          tokenProgram: 'auto',
          signal,
          onProgress: ({ done }) => update({ progress: { done: position * owners + done, total } }),
        });
        if (signal.aborted) return;
        const column: BalanceColumn = {
          key: read.token,
          token: read.token,
          symbol: read.symbol,
          decimals: read.decimals,
          balances: read.balances.map((entry) => entry.balance),
          errors: read.balances.map((entry) => entry.error),
        };
        result.columns = [...result.columns, column];
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
