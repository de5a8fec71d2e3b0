'use client';

import { useQuery } from '@tanstack/react-query';
import type { TransactionLookup } from '@/chains/evm/transaction/lookup';
import {
  type PendingTransaction,
  planReplacement,
  type ReplacementKind,
  type ReplacementPlan,
  readNetworkFees,
  replacementBlocker,
  TRANSFER_GAS,
} from '@/chains/evm/transaction/replace';
import type { ReadClient } from '@/components/tools/evm/send-token/use-chain-access';

/** The network's fees are read again every 15 s while the panel is open: the plan shown is the one signed. */
const FEES_REFRESH_MS = 15_000;

export function pendingOf(lookup: TransactionLookup): PendingTransaction {
  return { ...lookup, ...lookup.offered };
}

export interface ReplacementPlanState {
  plan?: ReplacementPlan;
  blocker: 'blob' | 'authorization' | 'deployment' | null;
  isLoading: boolean;
  error: unknown;
  refetch: () => void;
}

/**
 * The speed-up or cancel of a pending transaction: the network's fees now, and for a cancel the gas of a transfer to
 * oneself (21,000, or what the node estimates when the account has code: an EIP-7702 delegation runs on receipt).
 */
export function useReplacementPlan(
  read: ReadClient,
  lookup: TransactionLookup,
  kind: ReplacementKind,
): ReplacementPlanState {
  const fees = useQuery({
    queryKey: ['transaction-network-fees', read.chainId, read.url],
    queryFn: () => readNetworkFees(read.client),
    refetchInterval: FEES_REFRESH_MS,
  });
  const cancelGas = useQuery({
    queryKey: ['transaction-cancel-gas', read.chainId, read.url, lookup.from],
    queryFn: async () => {
      const code = await read.client.getCode({ address: lookup.from });
      if (!code || code === '0x') return TRANSFER_GAS;
      return read.client.estimateGas({ account: lookup.from, to: lookup.from, value: 0n });
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const pending = pendingOf(lookup);
  const blocker = kind === 'speed-up' && lookup.to === null ? 'deployment' : replacementBlocker(pending, kind);
  // Cheap to compute: done at each render, so it always follows the latest fees and lookup.
  const plan =
    blocker || !fees.data || cancelGas.data === undefined
      ? undefined
      : planReplacement(pending, fees.data, kind, cancelGas.data);
  return {
    plan,
    blocker,
    isLoading: fees.isPending || cancelGas.isPending,
    error: fees.error ?? cancelGas.error,
    refetch: () => {
      void fees.refetch();
      void cancelGas.refetch();
    },
  };
}
