'use client';

import { useCallback } from 'react';
import type { AptosEndpoint } from '@/chains/aptos/api';
import { readAptosBalances } from '@/chains/aptos/balances';
import { APTOS_CHAIN_ID, APTOS_COIN_TYPE } from '@/chains/aptos/chain';
import { useColumnsCheck } from '@/components/tools/check-balance/use-columns-check';

export interface AptosCheckRequest {
  endpoint: AptosEndpoint;
  /** Valid Aptos addresses (long form), each once. */
  owners: readonly string[];
  lines: readonly number[];
  /** 'native' (APT), coin types and FA addresses, in column order. */
  columns: readonly string[];
}

/** The Aptos checker on the shared column reader: each column through readAptosBalances (50 owners a query, 4 at a time). */
export function useAptosBalanceCheck() {
  const { state, start, cancel } = useColumnsCheck<string>();
  const startAptos = useCallback(
    (request: AptosCheckRequest) =>
      start({
        chainId: APTOS_CHAIN_ID,
        addresses: request.owners,
        lines: request.lines,
        columns: request.columns,
        read: async (column, owners, signal, onProgress) => {
          const read = await readAptosBalances({
            endpoint: request.endpoint,
            owners,
            asset: column === 'native' ? APTOS_COIN_TYPE : column,
            signal,
            onProgress: ({ done }) => onProgress(done),
          });
          return {
            key: column,
            token: column,
            symbol: read.symbol,
            decimals: read.decimals,
            balances: read.balances.map((entry) => entry.balance),
            errors: read.balances.map((entry) => entry.error),
          };
        },
      }),
    [start],
  );
  return { state, start: startAptos, cancel };
}
