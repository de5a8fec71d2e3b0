'use client';

import { useMemo } from 'react';
import { type Address, createPublicClient, custom, type PublicClient } from 'viem';
import { useConfig, usePublicClient } from 'wagmi';
import { sendTransaction } from 'wagmi/actions';
import { type ChainAccess, createChainAccess } from './chain-access';

/**
 * A public client for the tool's reads over wagmi's transport for the chain (components/wallet/evm/wagmi-config.ts:
 * the connected wallet's own RPC, else the public one), without wagmi's Multicall3 batching: the tool reads little,
 * and chains without Multicall3 (a fresh local node) must answer too.
 */
export function useReadClient(chainId: number | undefined): PublicClient | undefined {
  const wagmiClient = usePublicClient({ chainId });
  return useMemo(() => {
    if (!wagmiClient || chainId === undefined || wagmiClient.chain.id !== chainId) return undefined;
    return createPublicClient({
      chain: wagmiClient.chain,
      // wagmi's transport already retries and falls back; this layer only forwards.
      transport: custom({ request: wagmiClient.request }, { retryCount: 0 }),
      cacheTime: 0,
    }) as PublicClient;
  }, [wagmiClient, chainId]);
}

/**
 * The chain through the connected wallet: reads with useReadClient, transactions signed by the wallet, which also
 * assigns the nonce. wagmi refuses a send when the wallet is on another chain or holds another account.
 */
export function useChainAccess(chainId: number | undefined, from: Address | undefined): ChainAccess | undefined {
  const config = useConfig();
  const publicClient = useReadClient(chainId);
  return useMemo(() => {
    if (!publicClient || !from || chainId === undefined) return undefined;
    return createChainAccess({
      publicClient,
      chainId,
      from,
      send: ({ to, data, value, gas, nonce }) =>
        sendTransaction(config, { account: from, chainId, to, data, value, gas, nonce }),
    });
  }, [config, publicClient, from, chainId]);
}
