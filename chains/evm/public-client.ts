import { type Chain, createPublicClient, defineChain, http, type PublicClient } from 'viem';
import { EVM_CHAINS } from './chains';
import { chainRpcOverride } from './rpc-overrides';

/** The EVM chains we know without configuration (chains.ts); any other id works once CHAIN_RPC_<id> names its RPC. */
export const KNOWN_EVM_CHAINS: Readonly<Record<number, Chain>> = Object.fromEntries(
  EVM_CHAINS.map((chain) => [chain.chainId, chain.chain]),
);

/** viem retries 429, 5xx, timeouts and rate-limit RPC codes itself; these bound how long a reader waits. */
export const EVM_RPC_RETRY_COUNT = 3;
export const EVM_RPC_RETRY_DELAY_MS = 300;
export const EVM_RPC_TIMEOUT_MS = 15_000;

const clients = new Map<string, PublicClient>();

export class UnknownEvmChainError extends Error {
  constructor(readonly chainId: number) {
    super(`EVM chain ${chainId} is not known: set CHAIN_RPC_${chainId} to its RPC URL`);
    this.name = 'UnknownEvmChainError';
  }
}

function chainFor(chainId: number, rpcUrl: string): Chain {
  return (
    KNOWN_EVM_CHAINS[chainId] ??
    defineChain({
      id: chainId,
      name: `EVM chain ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    })
  );
}

/** The RPC URL used for a chain: CHAIN_RPC_<chainId> when set, else viem's default public endpoint. */
export function evmRpcUrl(chainId: number): string {
  const url = chainRpcOverride(chainId) ?? KNOWN_EVM_CHAINS[chainId]?.rpcUrls.default.http[0];
  if (!url) throw new UnknownEvmChainError(chainId);
  return url;
}

/**
 * One cached PublicClient per chain and URL. The URL is looked up at every call, so changing CHAIN_RPC_<id> (tests
 * do) gives a fresh client instead of a stale one; the cache key includes it for that reason.
 */
export function evmPublicClient(chainId: number): PublicClient {
  if (!Number.isSafeInteger(chainId) || chainId <= 0) throw new UnknownEvmChainError(chainId);
  const rpcUrl = evmRpcUrl(chainId);
  const key = `${chainId} ${rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createPublicClient({
      chain: chainFor(chainId, rpcUrl),
      transport: http(rpcUrl, {
        retryCount: EVM_RPC_RETRY_COUNT,
        retryDelay: EVM_RPC_RETRY_DELAY_MS,
        timeout: EVM_RPC_TIMEOUT_MS,
      }),
      // Confirmations are counted from the latest block: a cached block number would under-count them.
      cacheTime: 0,
    }) as PublicClient;
    clients.set(key, client);
  }
  return client;
}
