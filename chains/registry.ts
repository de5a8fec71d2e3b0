import type { ChainGroup } from '@/lib/catalog/types';
import { EVM_CHAIN_TABLE } from './evm/chain-table';

const BSC_CHAIN_ID = 56;

/**
 * The chains Chainkit knows. EVM chains carry their EIP-155 chain id; the others the SLIP-44 coin type
 * that wallets and aggregators use as their chain index (Solana 501, Tron 195, …), so every record has
 * a numeric chainId as the spec's chain record asks.
 */
export interface ChainRecord {
  chainId: number;
  symbol: string;
  name: string;
  /** The chain family folder under chains/ and the catalogue's chain group. */
  family: Exclude<ChainGroup, 'multi' | 'bsc'> | 'evm';
  /** The catalogue chain groups whose tools run on this chain. */
  groups: readonly ChainGroup[];
  decimals: number;
  explorerUrl: string;
}

/** The EVM chains of chains/evm/chains.ts, from its viem-free copy (BSC also runs the BSC-only tools). */
const EVM_RECORDS: readonly ChainRecord[] = EVM_CHAIN_TABLE.map((chain) => ({
  chainId: chain.chainId,
  symbol: chain.nativeSymbol,
  name: chain.name,
  family: 'evm',
  groups: chain.chainId === BSC_CHAIN_ID ? ['evm', 'bsc'] : ['evm'],
  decimals: chain.nativeDecimals,
  explorerUrl: chain.explorerUrl,
}));

export const CHAINS: readonly ChainRecord[] = [
  ...EVM_RECORDS,
  {
    chainId: 501,
    symbol: 'SOL',
    name: 'Solana',
    family: 'solana',
    groups: ['solana'],
    decimals: 9,
    explorerUrl: 'https://solscan.io',
  },
  {
    chainId: 784,
    symbol: 'SUI',
    name: 'Sui',
    family: 'sui',
    groups: ['sui'],
    decimals: 9,
    explorerUrl: 'https://suiscan.xyz',
  },
  {
    chainId: 607,
    symbol: 'TON',
    name: 'TON',
    family: 'ton',
    groups: ['ton'],
    decimals: 9,
    explorerUrl: 'https://tonviewer.com',
  },
  {
    chainId: 195,
    symbol: 'TRX',
    name: 'Tron',
    family: 'tron',
    groups: ['tron'],
    decimals: 6,
    explorerUrl: 'https://tronscan.org',
  },
  {
    chainId: 637,
    symbol: 'APT',
    name: 'Aptos',
    family: 'aptos',
    groups: ['aptos'],
    decimals: 8,
    explorerUrl: 'https://explorer.aptoslabs.com',
  },
  {
    chainId: 0,
    symbol: 'BTC',
    name: 'Bitcoin',
    family: 'btc',
    groups: ['btc'],
    decimals: 8,
    explorerUrl: 'https://mempool.space',
  },
  {
    chainId: 3,
    symbol: 'DOGE',
    name: 'Dogecoin',
    family: 'doge',
    groups: ['doge'],
    decimals: 8,
    explorerUrl: 'https://dogechain.info',
  },
];

export function findChain(chainId: number): ChainRecord | undefined {
  return CHAINS.find((chain) => chain.chainId === chainId);
}
