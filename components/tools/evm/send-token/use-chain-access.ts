'use client';

import { useMemo } from 'react';
import type { Address, PublicClient } from 'viem';
import { useRpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { createRpcClient, targetFor } from '../key-batch/chain';
import { type ChainAccess, createChainAccess } from './chain-access';
import type { EvmWallet } from './wallet-handle';

/** A chain's reads, straight from the browser to the endpoint picked (the user's RPC or the public one). */
export interface ReadClient {
  chainId: number;
  url: string;
  client: PublicClient;
}

/** The read-only client of a chain and endpoint; reads need no wallet. */
export function useReadClient(chainId: number | undefined, url: string | undefined): ReadClient | undefined {
  return useMemo(() => {
    if (chainId === undefined || !url) return undefined;
    return { chainId, url, client: createRpcClient(targetFor(chainId, url, false)) };
  }, [chainId, url]);
}

/** The chain picked (kept under `choiceStorageKey`) and its reads, once its endpoint is ready. */
export function useEndpointRead(choiceStorageKey: string) {
  const endpoint = useRpcEndpoint({ choiceStorageKey });
  const chainId = endpoint.status.kind === 'ready' ? endpoint.status.chainId : undefined;
  const read = useReadClient(chainId, chainId === undefined ? undefined : endpoint.url);
  return { endpoint, chainId, read };
}

/**
 * The chain with the connected wallet: reads through `read`, transactions signed by the wallet (which assigns the
 * nonce). Only while the wallet is on that very chain: wagmi would refuse a send on another one anyway.
 */
export function useWalletAccess(wallet: EvmWallet | null, read: ReadClient | undefined): ChainAccess | undefined {
  const from: Address | undefined = wallet?.status === 'connected' ? wallet.address : undefined;
  const isOnChain = read !== undefined && wallet?.chainId === read.chainId;
  const send = wallet?.send;
  return useMemo(() => {
    if (!read || !from || !isOnChain || !send) return undefined;
    return createChainAccess({
      publicClient: read.client,
      chainId: read.chainId,
      from,
      send: (request) => send(read.chainId, request),
    });
  }, [read, from, isOnChain, send]);
}
