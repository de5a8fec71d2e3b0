'use client';

import { useMemo } from 'react';
import type { PublicClient } from 'viem';
import { publicRpcUrl, type RpcEndpoint, useRpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import type { Locale } from '@/lib/i18n/config';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { type ChainTarget, createRpcClient, targetFor } from './chain';

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

export interface ChainClientState extends ChainTargetState {
  locale: Locale;
  /** The chain and RPC as text: one client per pair, and part of a plan's inputs (a plan of another chain is none). */
  targetKey: string;
  /** Reads of the chain picked, once its endpoint is ready. */
  client: PublicClient | undefined;
}

/** What an EVM tool page starts with: the page's locale, the chain picked (kept per tool) and a client reading it. */
export function useChainClient(tool: string): ChainClientState {
  const locale = useSiteLocale();
  const { endpoint, target } = useChainTarget(tool);
  const targetKey = target ? `${target.chainId} ${target.rpcUrl}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: one client per chain and URL, not per target object.
  const client = useMemo(() => (target ? createRpcClient(target) : undefined), [targetKey]);
  return { locale, endpoint, target, targetKey, client };
}
