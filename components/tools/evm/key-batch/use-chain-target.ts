'use client';

import { useMemo } from 'react';
import { publicRpcUrl, type RpcEndpoint, useRpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { type ChainTarget, targetFor } from './chain';

export interface ChainTargetState {
  /** The chain and RPC picked (ChainPicker shows it): the same endpoint state as every EVM tool's. */
  endpoint: RpcEndpoint;
  /** Where a run reads and sends, once the endpoint is ready. */
  target: ChainTarget | undefined;
}

/**
 * The network of a run: Ethereum or BSC over their public RPCs or the user's own (kept for every EVM tool), or any
 * chain behind the user's RPC, whose chain id is read from it. The picked chain is kept per tool.
 */
export function useChainTarget(tool: string, initialChainId?: number): ChainTargetState {
  const endpoint = useRpcEndpoint({ choiceStorageKey: `chainkit:${tool}:chain`, initialChainId });
  const { status } = endpoint;
  const chainId = status.kind === 'ready' ? status.chainId : undefined;
  const rpcUrl = status.kind === 'ready' ? (status.rpcUrl ?? publicRpcUrl(status.chainId)) : undefined;
  const isCustom = status.kind === 'ready' && status.rpcUrl !== undefined;
  const target = useMemo(
    () => (chainId !== undefined && rpcUrl ? targetFor(chainId, rpcUrl, isCustom) : undefined),
    [chainId, rpcUrl, isCustom],
  );
  return { endpoint, target };
}
