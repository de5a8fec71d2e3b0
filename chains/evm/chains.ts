import type { Address, Chain } from 'viem';
import {
  arbitrum,
  avalanche,
  base,
  blast,
  bsc,
  celo,
  gnosis,
  linea,
  mainnet,
  mantle,
  opBNB,
  optimism,
  polygon,
  scroll,
  sonic,
  unichain,
  zksync,
} from 'viem/chains';
import type { EvmChainSlug } from '@/lib/catalog/params';

/**
 * The mainstream EVM chains every EVM tool offers without configuration. Each one's chain id, native currency, default
 * public RPC, explorer and Multicall3 come from viem's own chain definition (kept current by viem's releases); we add
 * the URL slug (`check-balance/<slug>`) and the name users know the chain by. Any other chain works as a custom chain
 * (the user's RPC, or CHAIN_RPC_<chainId> on the server).
 */
export interface EvmChainDefinition {
  /** Lower-case URL segment: `check-balance/base` (the catalogue's list, lib/catalog/params.ts). */
  slug: EvmChainSlug;
  /** The name wallets and explorers use (viem's is sometimes longer, "Linea Mainnet", or shorter, "Polygon"). */
  name: string;
  chain: Chain;
}

export const EVM_CHAIN_DEFINITIONS = [
  { slug: 'ethereum', name: 'Ethereum', chain: mainnet },
  { slug: 'bsc', name: 'BNB Smart Chain', chain: bsc },
  { slug: 'base', name: 'Base', chain: base },
  { slug: 'arbitrum', name: 'Arbitrum One', chain: arbitrum },
  { slug: 'optimism', name: 'OP Mainnet', chain: optimism },
  { slug: 'polygon', name: 'Polygon PoS', chain: polygon },
  { slug: 'avalanche', name: 'Avalanche C-Chain', chain: avalanche },
  { slug: 'linea', name: 'Linea', chain: linea },
  { slug: 'scroll', name: 'Scroll', chain: scroll },
  { slug: 'zksync', name: 'zkSync Era', chain: zksync },
  { slug: 'mantle', name: 'Mantle', chain: mantle },
  { slug: 'blast', name: 'Blast', chain: blast },
  { slug: 'opbnb', name: 'opBNB', chain: opBNB },
  { slug: 'sonic', name: 'Sonic', chain: sonic },
  { slug: 'unichain', name: 'Unichain', chain: unichain },
  { slug: 'gnosis', name: 'Gnosis', chain: gnosis },
  { slug: 'celo', name: 'Celo', chain: celo },
] as const satisfies readonly EvmChainDefinition[];

export type { EvmChainSlug };

/** Multicall3's address on nearly every chain (CREATE2 from the same deployer); zkSync Era's differs. */
export const CANONICAL_MULTICALL3_ADDRESS: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';

export interface EvmRegistryChain {
  chainId: number;
  slug: EvmChainSlug;
  name: string;
  nativeSymbol: string;
  nativeDecimals: number;
  /** Without a trailing slash, so links are `${explorerUrl}/tx/…`. */
  explorerUrl: string;
  multicall3Address: Address;
  /** viem's default public endpoint; CHAIN_RPC_<chainId> overrides it on the server, the user's RPC in the browser. */
  defaultRpcUrl: string;
  chain: Chain;
}

function registryChain({ slug, name, chain }: (typeof EVM_CHAIN_DEFINITIONS)[number]): EvmRegistryChain {
  const explorer = chain.blockExplorers?.default.url;
  const multicall3 = chain.contracts?.multicall3?.address;
  const rpcUrl = chain.rpcUrls.default.http[0];
  // viem's definitions carry all three for these chains; a future one without them must not slip in half-configured.
  if (!explorer || !multicall3 || !rpcUrl) throw new Error(`viem's ${name} lacks an explorer, Multicall3 or RPC`);
  return {
    chainId: chain.id,
    slug,
    name,
    nativeSymbol: chain.nativeCurrency.symbol,
    nativeDecimals: chain.nativeCurrency.decimals,
    explorerUrl: explorer.replace(/\/+$/, ''),
    multicall3Address: multicall3,
    defaultRpcUrl: rpcUrl,
    chain,
  };
}

export const EVM_CHAINS: readonly EvmRegistryChain[] = EVM_CHAIN_DEFINITIONS.map(registryChain);

const BY_ID = new Map(EVM_CHAINS.map((chain) => [chain.chainId, chain]));
const BY_SLUG = new Map<string, EvmRegistryChain>(EVM_CHAINS.map((chain) => [chain.slug, chain]));

export function evmRegistryChain(chainId: number): EvmRegistryChain | undefined {
  return BY_ID.get(chainId);
}

export function evmChainBySlug(slug: string): EvmRegistryChain | undefined {
  return BY_SLUG.get(slug);
}

/** The chain's Multicall3 (viem's address for registry chains), else the canonical address custom chains mostly have. */
export function multicall3Address(chainId: number): Address {
  return BY_ID.get(chainId)?.multicall3Address ?? CANONICAL_MULTICALL3_ADDRESS;
}
