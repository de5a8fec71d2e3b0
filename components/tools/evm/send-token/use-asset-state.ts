'use client';

import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { multisendDeploymentStatus } from '@/chains/evm/multisend/status';
import { type AssetState, readAssetState } from './read-chain';
import { useReadClient } from './use-chain-access';

/** Every query of the tool starts with this, so one invalidation refreshes balances, allowance and deployment. */
export const SEND_TOKEN_QUERY_KEY = 'send-token';

/** The wallet's balances (native, and the token's with its symbol, decimals and allowance to Multisend). */
export function useAssetState(chainId: number | undefined, owner: Address | undefined, token: Address | undefined) {
  const publicClient = useReadClient(chainId);
  return useQuery<AssetState>({
    queryKey: [SEND_TOKEN_QUERY_KEY, 'asset', chainId, owner?.toLowerCase(), token?.toLowerCase() ?? 'native'],
    queryFn: () => readAssetState(publicClient as NonNullable<typeof publicClient>, owner as Address, token),
    enabled: chainId !== undefined && owner !== undefined && publicClient !== undefined,
    retry: false,
    staleTime: 15_000,
  });
}

/** Whether Multisend is on the chain ('deployed'), can be put there ('deployable'), or cannot ('no-deployer'). */
export function useMultisendStatus(chainId: number | undefined) {
  const publicClient = useReadClient(chainId);
  return useQuery({
    queryKey: [SEND_TOKEN_QUERY_KEY, 'multisend', chainId],
    queryFn: () => multisendDeploymentStatus(publicClient as NonNullable<typeof publicClient>),
    enabled: chainId !== undefined && publicClient !== undefined,
    retry: 1,
    staleTime: 60_000,
  });
}
