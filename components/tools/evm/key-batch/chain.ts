import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem';
import { evmChainInfo, evmExplorerLink } from '@/chains/evm/chain-info';
import { KNOWN_EVM_CHAINS } from '@/chains/evm/public-client';

/** Where a run reads and sends: the chain id the RPC answered and the URL the browser talks to directly. */
export interface ChainTarget {
  chainId: number;
  rpcUrl: string;
  name: string;
  nativeSymbol: string;
  nativeDecimals: number;
  /** True when the user typed the RPC. */
  isCustom: boolean;
}

export const RPC_TIMEOUT_MS = 15_000;
/** How often receipts are polled: a second suits BSC's and Ethereum's block times alike. */
export const RECEIPT_POLLING_MS = 1_000;

/** Names and symbols of known chains; a custom chain is "EVM chain <id>" paying in ETH (18 decimals). */
export function targetFor(chainId: number, rpcUrl: string, isCustom: boolean): ChainTarget {
  const known = KNOWN_EVM_CHAINS[chainId];
  const info = evmChainInfo(chainId);
  return {
    chainId,
    rpcUrl,
    name: info?.name ?? known?.name ?? `EVM chain ${chainId}`,
    nativeSymbol: info?.nativeSymbol ?? known?.nativeCurrency.symbol ?? 'ETH',
    nativeDecimals: info?.nativeDecimals ?? known?.nativeCurrency.decimals ?? 18,
    isCustom,
  };
}

export function viemChain(target: ChainTarget): Chain {
  const known = KNOWN_EVM_CHAINS[target.chainId];
  const rpcUrls = { default: { http: [target.rpcUrl] } };
  if (known) return { ...known, rpcUrls };
  return defineChain({
    id: target.chainId,
    name: target.name,
    nativeCurrency: { name: target.nativeSymbol, symbol: target.nativeSymbol, decimals: target.nativeDecimals },
    rpcUrls,
  });
}

/**
 * The client of a run, straight from the browser to the chosen RPC: calls made together go in one JSON-RPC batch,
 * nothing is cached (balances and nonces must be fresh), receipts are polled every second.
 */
export function createRpcClient(target: ChainTarget): PublicClient {
  return createPublicClient({
    chain: viemChain(target),
    transport: http(target.rpcUrl, { batch: { wait: 10 }, retryCount: 2, timeout: RPC_TIMEOUT_MS }),
    cacheTime: 0,
    pollingInterval: RECEIPT_POLLING_MS,
  }) as PublicClient;
}

/** The explorer page of a transaction, or undefined on chains without a known explorer. */
export function txUrl(chainId: number, txHash: string): string | undefined {
  return evmExplorerLink(chainId, 'tx', txHash);
}
