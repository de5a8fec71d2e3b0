'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { type Address, getAddress } from 'viem';
import { type BalanceToken, readBalances } from '@/chains/evm/balances';
import { type BalanceColumn, type BalanceResult, columnKey } from './results';

export interface CheckRequest {
  chainId: number;
  /** The user's RPC; the chain's public one without it. */
  rpcUrl?: string;
  /** Each once, any case. */
  addresses: readonly string[];
  lines: readonly number[];
  tokens: readonly BalanceToken[];
}

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

/**
 * Reads one column (the native coin, then each token) after the other through readBalances, which batches the
 * addresses into Multicall3 chunks. Cancelling stops at once for the view; reads still in flight are dropped.
 */
export function useBalanceCheck() {
  const [state, setState] = useState<CheckState>(IDLE);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const start = useCallback(async (request: CheckRequest) => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    const { signal } = controller;
    const owners = request.addresses.length;
    const total = owners * request.tokens.length;
    const result: BalanceResult = {
      chainId: request.chainId,
      addresses: request.addresses.map((address) => getAddress(address.toLowerCase()) as Address),
      lines: [...request.lines],
      columns: [],
    };
    const update = (next: Partial<CheckState>) => {
      if (!signal.aborted) setState((current) => ({ ...current, ...next }));
    };
    setState({ phase: 'running', progress: { done: 0, total }, result, error: null });
    for (const [position, token] of request.tokens.entries()) {
      try {
        const read = await readBalances({
          chainId: request.chainId,
          rpcUrl: request.rpcUrl,
          owners: result.addresses,
          token,
          signal,
          onProgress: ({ done }) => update({ progress: { done: position * owners + done, total } }),
        });
        if (signal.aborted) return;
        const column: BalanceColumn = {
          key: columnKey(read.token),
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
