'use client';

import { useCallback } from 'react';
import { readSuiBalances } from '@/chains/sui/balances';
import { SUI_CHAIN_ID, SUI_COIN_TYPE } from '@/chains/sui/chain';
import { useColumnsCheck } from '@/components/tools/check-balance/use-columns-check';

export interface SuiCheckRequest {
  /** The GraphQL endpoint (our relay or the user's). */
  url: string;
  /** Valid Sui addresses, each once. */
  owners: readonly string[];
  lines: readonly number[];
  /** 'native' (SUI) and coin types, in column order. */
  columns: readonly string[];
}

/** The Sui checker on the shared column reader: each column through readSuiBalances (50 owners a query, 4 at a time). */
export function useSuiBalanceCheck() {
  const { state, start, cancel } = useColumnsCheck<string>();
  const startSui = useCallback(
    (request: SuiCheckRequest) =>
      start({
        chainId: SUI_CHAIN_ID,
        addresses: request.owners,
        lines: request.lines,
        columns: request.columns,
        read: async (column, owners, signal, onProgress) => {
          const read = await readSuiBalances({
            url: request.url,
            owners,
            coinType: column === 'native' ? SUI_COIN_TYPE : column,
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
  return { state, start: startSui, cancel };
}
