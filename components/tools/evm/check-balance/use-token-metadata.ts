'use client';

import { useQueries } from '@tanstack/react-query';
import type { Address } from 'viem';
import { InvalidTokenError, readBalances } from '@/chains/evm/balances';
import type { EndpointStatus } from './use-rpc-endpoint';

export type TokenState =
  | { kind: 'waiting' }
  | { kind: 'loading' }
  | { kind: 'ready'; symbol: string; decimals: number }
  | { kind: 'not-token' }
  | { kind: 'error'; error: unknown };

/**
 * Symbol and decimals of each token on the chosen chain, read as soon as it is added. readBalances with no owners
 * does exactly the check a real read starts with (chain id, decimals(), symbol()), so a bad token shows up here.
 */
export function useTokenMetadata(tokens: readonly Address[], status: EndpointStatus): TokenState[] {
  const ready = status.kind === 'ready' ? status : null;
  return useQueries({
    queries: tokens.map((token) => ({
      queryKey: ['check-balance', 'token', ready?.chainId, ready?.rpcUrl ?? 'public', token.toLowerCase()],
      queryFn: async () => {
        const read = await readBalances({ chainId: ready?.chainId ?? 0, rpcUrl: ready?.rpcUrl, owners: [], token });
        return { symbol: read.symbol, decimals: read.decimals };
      },
      enabled: ready !== null,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    })),
    combine: (results) =>
      results.map((result): TokenState => {
        if (!ready) return { kind: 'waiting' };
        if (result.data) return { kind: 'ready', ...result.data };
        if (result.error instanceof InvalidTokenError) return { kind: 'not-token' };
        if (result.error) return { kind: 'error', error: result.error };
        return { kind: 'loading' };
      }),
  });
}
