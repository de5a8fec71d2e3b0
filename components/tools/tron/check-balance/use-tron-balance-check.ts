'use client';

import { useCallback } from 'react';
import { readTronBalances } from '@/chains/tron/balances';
import { TRON_CHAIN_ID } from '@/chains/tron/chain';
import { useColumnsCheck } from '@/components/tools/check-balance/use-columns-check';

export interface TronCheckRequest {
  /** The API base (our relay or the user's endpoint). */
  apiUrl: string;
  /** Multicall3 on Tron (the server's TRON_MULTICALL_ADDRESS, else mainnet's). */
  multicall: string;
  /** Valid T-addresses, each once. */
  owners: readonly string[];
  lines: readonly number[];
  /** 'native' (TRX) and TRC-20 contracts, in column order. */
  columns: readonly string[];
}

/**
 * The Tron checker on the shared column reader: each column through readTronBalances (Multicall3's aggregate3 in
 * one constant call per 500 balances, 4 at a time; a TRC-20's decimals and symbol in one more).
 */
export function useTronBalanceCheck() {
  const { state, start, cancel } = useColumnsCheck<string>();
  const startTron = useCallback(
    (request: TronCheckRequest) =>
      start({
        chainId: TRON_CHAIN_ID,
        addresses: request.owners,
        lines: request.lines,
        columns: request.columns,
        read: async (token, owners, signal, onProgress) => {
          const [read] = await readTronBalances({
            apiUrl: request.apiUrl,
            multicall: request.multicall,
            owners,
            tokens: [token],
            signal,
            onProgress: ({ done }) => onProgress(done),
          });
          return {
            key: read.token,
            token: read.token,
            symbol: read.symbol,
            decimals: read.decimals,
            balances: read.balances.map((entry) => entry.balance),
            errors: read.balances.map((entry) => entry.error),
          };
        },
      }),
    [start],
  );
  return { state, start: startTron, cancel };
}
