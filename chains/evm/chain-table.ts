import type { EvmChainSlug } from '@/lib/catalog/params';

/**
 * The registry chains' facts as plain data, for chains/registry.ts, which every family's pages read: importing
 * chains.ts there would bring viem's chain definitions (and the formatters some carry) to Solana or Tron pages too.
 * chains.ts stays the source, from viem; chain-table.test.ts fails when this copy drifts from it.
 */
export interface EvmChainFacts {
  chainId: number;
  slug: EvmChainSlug;
  name: string;
  nativeSymbol: string;
  nativeDecimals: number;
  /** Without a trailing slash. */
  explorerUrl: string;
}

export const EVM_CHAIN_TABLE: readonly EvmChainFacts[] = [
  {
    chainId: 1,
    slug: 'ethereum',
    name: 'Ethereum',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    explorerUrl: 'https://etherscan.io',
  },
  {
    chainId: 56,
    slug: 'bsc',
    name: 'BNB Smart Chain',
    nativeSymbol: 'BNB',
    nativeDecimals: 18,
    explorerUrl: 'https://bscscan.com',
  },
  {
    chainId: 8453,
    slug: 'base',
    name: 'Base',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    explorerUrl: 'https://basescan.org',
  },
  {
    chainId: 42161,
    slug: 'arbitrum',
    name: 'Arbitrum One',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    explorerUrl: 'https://arbiscan.io',
  },
  {
    chainId: 10,
    slug: 'optimism',
    name: 'OP Mainnet',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    explorerUrl: 'https://optimistic.etherscan.io',
  },
  {
    chainId: 137,
    slug: 'polygon',
    name: 'Polygon PoS',
    nativeSymbol: 'POL',
    nativeDecimals: 18,
    explorerUrl: 'https://polygonscan.com',
  },
  {
    chainId: 43114,
    slug: 'avalanche',
    name: 'Avalanche C-Chain',
    nativeSymbol: 'AVAX',
    nativeDecimals: 18,
    explorerUrl: 'https://snowtrace.io',
  },
  {
    chainId: 59144,
    slug: 'linea',
    name: 'Linea',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    explorerUrl: 'https://lineascan.build',
  },
  {
    chainId: 534352,
    slug: 'scroll',
    name: 'Scroll',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    explorerUrl: 'https://scrollscan.com',
  },
  {
    chainId: 324,
    slug: 'zksync',
    name: 'zkSync Era',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    explorerUrl: 'https://explorer.zksync.io',
  },
  {
    chainId: 5000,
    slug: 'mantle',
    name: 'Mantle',
    nativeSymbol: 'MNT',
    nativeDecimals: 18,
    explorerUrl: 'https://mantlescan.xyz',
  },
  {
    chainId: 81457,
    slug: 'blast',
    name: 'Blast',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    explorerUrl: 'https://blastscan.io',
  },
  {
    chainId: 204,
    slug: 'opbnb',
    name: 'opBNB',
    nativeSymbol: 'BNB',
    nativeDecimals: 18,
    explorerUrl: 'https://opbnb.bscscan.com',
  },
  {
    chainId: 146,
    slug: 'sonic',
    name: 'Sonic',
    nativeSymbol: 'S',
    nativeDecimals: 18,
    explorerUrl: 'https://sonicscan.org',
  },
  {
    chainId: 130,
    slug: 'unichain',
    name: 'Unichain',
    nativeSymbol: 'ETH',
    nativeDecimals: 18,
    explorerUrl: 'https://uniscan.xyz',
  },
  {
    chainId: 100,
    slug: 'gnosis',
    name: 'Gnosis',
    nativeSymbol: 'XDAI',
    nativeDecimals: 18,
    explorerUrl: 'https://gnosisscan.io',
  },
  {
    chainId: 42220,
    slug: 'celo',
    name: 'Celo',
    nativeSymbol: 'CELO',
    nativeDecimals: 18,
    explorerUrl: 'https://celoscan.io',
  },
];
