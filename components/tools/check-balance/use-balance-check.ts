'use client';

import { useCallback } from 'react';
import { type Address, getAddress } from 'viem';
import { type BalanceToken, readBalances } from '@/chains/evm/balances';
import { columnKey } from './results';
import { useColumnsCheck } from './use-columns-check';

export {
  type CheckPhase,
  type CheckState,
  type ColumnsRequest,
  type ReadColumn,
  useColumnsCheck,
} from './use-columns-check';

export interface CheckRequest {
  chainId: number;
  /** The user's RPC; the chain's public one without it. */
  rpcUrl?: string;
  /** Each once, any case. */
  addresses: readonly string[];
  lines: readonly number[];
  tokens: readonly BalanceToken[];
}

/** The EVM checker: columns through readBalances, which batches the owners into Multicall3 chunks. */
export function useBalanceCheck() {
  const { state, start, cancel } = useColumnsCheck<BalanceToken>();
  const startEvm = useCallback(
    (request: CheckRequest) =>
      start({
        chainId: request.chainId,
        addresses: request.addresses.map((address) => getAddress(address.toLowerCase()) as Address),
        lines: request.lines,
        columns: request.tokens,
        read: async (token, owners, signal, onProgress) => {
          const read = await readBalances({
            chainId: request.chainId,
            rpcUrl: request.rpcUrl,
            owners: owners as Address[],
            token,
            signal,
            onProgress: ({ done }) => onProgress(done),
          });
          return {
            key: columnKey(read.token),
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
  return { state, start: startEvm, cancel };
}
