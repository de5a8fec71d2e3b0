'use client';

import { useCallback } from 'react';
import type { TonApiOptions } from '@/chains/ton/api';
import { InvalidTonTokenError, readTonBalances } from '@/chains/ton/balances';
import { TON_CHAIN_ID } from '@/chains/ton/chain';
import { JettonReadError } from '@/chains/ton/jetton-wallets';
import { useColumnsCheck } from '@/components/tools/check-balance/use-columns-check';

export interface TonCheckRequest {
  /** Our passthrough and v3 relay, or the user's endpoint (useTonApi). */
  api: TonApiOptions;
  /** Valid TON addresses, each account once. */
  owners: readonly string[];
  lines: readonly number[];
  /** 'native' (TON) and jetton minters, in column order. */
  columns: readonly string[];
}

/**
 * The TON checker on the shared column reader: each column through readTonBalances (v3 accountStates by 100 where a
 * v3 endpoint is known, jetton wallets computed locally and read with their data; v2 per account otherwise).
 */
export function useTonBalanceCheck() {
  const { state, start, cancel } = useColumnsCheck<string>();
  const startTon = useCallback(
    (request: TonCheckRequest) =>
      start({
        chainId: TON_CHAIN_ID,
        addresses: request.owners,
        lines: request.lines,
        columns: request.columns,
        read: async (token, owners, signal, onProgress) => {
          let read: Awaited<ReturnType<typeof readTonBalances>>[number];
          try {
            [read] = await readTonBalances({
              ...request.api,
              owners,
              tokens: [token],
              signal,
              onProgress: ({ done }) => onProgress(done),
            });
          } catch (error) {
            // An account that is no jetton minter is the column's fault, said with its address, not the endpoint's.
            if (error instanceof JettonReadError) throw new InvalidTonTokenError(token, error.message);
            throw error;
          }
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
  return { state, start: startTon, cancel };
}
