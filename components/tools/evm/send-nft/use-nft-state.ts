'use client';

import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { MULTISEND_ADDRESS } from '@/chains/evm/multisend/address';
import { type NftHoldings, type NftStandard, readNftContract, readNftHoldings } from '@/chains/evm/nft/reads';
import { useDebouncedPlan } from '@/components/batch/use-debounced-plan';
import type { PlanReader } from '../send-token/chain-access';
import type { ReadClient } from '../send-token/use-chain-access';
import { buildNftPlan, type NftPlan, type NftPlanRequest } from './nft-plan';

/** Every query of the tool starts with this, so one invalidation reads owners, balances and approval again. */
export const SEND_NFT_QUERY_KEY = 'send-nft';

/** ERC-721 or ERC-1155, name and symbol, read without a wallet. */
export function useNftContract(read: ReadClient | undefined, token: Address | undefined) {
  return useQuery({
    queryKey: [SEND_NFT_QUERY_KEY, 'contract', read?.chainId, read?.url, token?.toLowerCase()],
    queryFn: () => readNftContract((read as ReadClient).client, (read as ReadClient).chainId, token as Address),
    enabled: read !== undefined && token !== undefined,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** Owners (ERC-721) or the sender's balances (ERC-1155) of every id, and the approval: one multicall. */
export function useNftHoldings(
  read: ReadClient | undefined,
  request: { standard: NftStandard; token: Address; owner: Address; tokenIds: readonly bigint[] } | undefined,
) {
  const idsKey = useMemo(() => request?.tokenIds.map(String).join(',') ?? '', [request?.tokenIds]);
  return useQuery<NftHoldings>({
    queryKey: [
      SEND_NFT_QUERY_KEY,
      'holdings',
      read?.chainId,
      read?.url,
      request?.token.toLowerCase(),
      request?.owner.toLowerCase(),
      idsKey,
    ],
    queryFn: () =>
      readNftHoldings((read as ReadClient).client, (read as ReadClient).chainId, {
        ...(request as NonNullable<typeof request>),
        operator: MULTISEND_ADDRESS,
      }),
    enabled: read !== undefined && request !== undefined && request.tokenIds.length > 0,
    retry: false,
    staleTime: 15_000,
  });
}

/** The native balance of the sender (network fees). */
export function useNativeBalance(read: ReadClient | undefined, owner: Address | undefined) {
  return useQuery({
    queryKey: [SEND_NFT_QUERY_KEY, 'native', read?.chainId, read?.url, owner?.toLowerCase()],
    queryFn: () => (read as ReadClient).client.getBalance({ address: owner as Address }),
    enabled: read !== undefined && owner !== undefined,
    retry: false,
    staleTime: 15_000,
  });
}

export function useNftPlan(reader: PlanReader | undefined, request: NftPlanRequest | undefined) {
  const build = useMemo(() => reader && ((next: NftPlanRequest) => buildNftPlan(reader, next)), [reader]);
  return useDebouncedPlan<NftPlanRequest, NftPlan>(build, request);
}
