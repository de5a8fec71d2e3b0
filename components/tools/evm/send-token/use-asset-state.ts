'use client';

import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import { multisendDeploymentStatus } from '@/chains/evm/multisend/status';
import { type Holdings, readHoldings, readTokenMeta, type TokenMeta } from './read-chain';
import type { ReadClient } from './use-chain-access';

/** Every query of the tool starts with this, so one invalidation refreshes balances, allowance and deployment. */
export const SEND_TOKEN_QUERY_KEY = 'send-token';

/** The token's symbol and decimals, read without a wallet. */
export function useTokenMeta(read: ReadClient | undefined, token: Address | undefined) {
  return useQuery<TokenMeta>({
    queryKey: [SEND_TOKEN_QUERY_KEY, 'token', read?.chainId, read?.url, token?.toLowerCase()],
    queryFn: () => readTokenMeta((read as ReadClient).client, token as Address),
    enabled: read !== undefined && token !== undefined,
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The wallet's balances (native, and the token's with its allowance to Multisend), once a wallet is connected. */
export function useHoldings(read: ReadClient | undefined, owner: Address | undefined, token: Address | undefined) {
  return useQuery<Holdings>({
    queryKey: [SEND_TOKEN_QUERY_KEY, 'holdings', read?.chainId, read?.url, owner?.toLowerCase(), token?.toLowerCase()],
    queryFn: () => readHoldings((read as ReadClient).client, owner as Address, token),
    enabled: read !== undefined && owner !== undefined,
    retry: false,
    staleTime: 15_000,
  });
}

/**
 * Whether Multisend is on the chain ('deployed'), can be put there ('deployable'), or cannot ('no-deployer'); asked
 * only once there is something to send (or a wallet), so an untouched page reads nothing.
 */
export function useMultisendStatus(read: ReadClient | undefined, isWanted: boolean) {
  return useQuery({
    queryKey: [SEND_TOKEN_QUERY_KEY, 'multisend', read?.chainId, read?.url],
    queryFn: () => multisendDeploymentStatus((read as ReadClient).client),
    enabled: read !== undefined && isWanted,
    retry: false,
    staleTime: 60_000,
  });
}
