'use client';

import { useQuery } from '@tanstack/react-query';
import type { Hash } from 'viem';
import { lookupTransaction } from '@/chains/evm/transaction/lookup';
import type { ReadClient } from '@/components/tools/evm/send-token/use-chain-access';

export const TRANSACTION_QUERY_KEY = 'transaction-lookup';
/** A pending transaction is looked at again every 4 s, until it is mined or gone. */
const PENDING_REFRESH_MS = 4_000;

/** One hash on one chain, read through the chain's endpoint; refreshed while pending. */
export function useTransactionLookup(read: ReadClient | undefined, hash: Hash | null) {
  return useQuery({
    queryKey: [TRANSACTION_QUERY_KEY, read?.chainId, read?.url, hash],
    queryFn: () => lookupTransaction(read?.client as ReadClient['client'], read?.chainId as number, hash as Hash),
    enabled: read !== undefined && hash !== null,
    retry: 1,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_REFRESH_MS : false),
  });
}
