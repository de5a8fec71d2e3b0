'use client';

import { useCallback } from 'react';
import { readSolanaBalances } from '@/chains/solana/balances';
import { SOLANA_CHAIN_ID, type SolanaRpc } from '@/chains/solana/rpc';
import { useColumnsCheck } from '@/components/tools/check-balance/use-columns-check';

export interface SolanaCheckRequest {
  connection: SolanaRpc;
  /** Valid base58 addresses, each once. */
  owners: readonly string[];
  lines: readonly number[];
  /** 'native' (SOL) and mint addresses, in column order. */
  columns: readonly string[];
}

/**
 * The Solana checker on the shared column reader: each column through readSolanaBalances (getMultipleAccounts by
 * 100, the token program of each mint read from the mint).
 */
export function useSolanaBalanceCheck() {
  const { state, start, cancel } = useColumnsCheck<string>();
  const startSolana = useCallback(
    (request: SolanaCheckRequest) =>
      start({
        chainId: SOLANA_CHAIN_ID,
        addresses: request.owners,
        lines: request.lines,
        columns: request.columns,
        read: async (mint, owners, signal, onProgress) => {
          const read = await readSolanaBalances({
            connection: request.connection,
            owners,
            mint,
            tokenProgram: 'auto',
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
  return { state, start: startSolana, cancel };
}
