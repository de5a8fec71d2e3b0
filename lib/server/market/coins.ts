import { findChain } from '@/chains/registry';

/**
 * Symbols we price, with their CoinGecko coin ids (https://api.coingecko.com/api/v3/coins/list). Wrapped natives
 * follow their coin one to one, so they share its id.
 */
export const COIN_IDS: Readonly<Record<string, string>> = {
  ETH: 'ethereum',
  WETH: 'ethereum',
  BNB: 'binancecoin',
  WBNB: 'binancecoin',
  SOL: 'solana',
  TRX: 'tron',
  TON: 'the-open-network',
  SUI: 'sui',
  APT: 'aptos',
  BTC: 'bitcoin',
  DOGE: 'dogecoin',
  USDT: 'tether',
  USDC: 'usd-coin',
  DAI: 'dai',
  POL: 'polygon-ecosystem-token',
  AVAX: 'avalanche-2',
};

/** Native coins of EVM chains outside chains/registry.ts that users add as custom chains. */
const EXTRA_NATIVE_SYMBOLS: Readonly<Record<number, string>> = {
  10: 'ETH', // OP Mainnet
  137: 'POL', // Polygon PoS
  204: 'BNB', // opBNB
  8453: 'ETH', // Base
  42161: 'ETH', // Arbitrum One
  43114: 'AVAX', // Avalanche C-Chain
  59144: 'ETH', // Linea
};

/** Every coin id in the table, each once: one upstream call prices them all. */
export const ALL_COIN_IDS: readonly string[] = [...new Set(Object.values(COIN_IDS))];

export function coinIdForSymbol(symbol: string): string | undefined {
  const key = symbol.toUpperCase();
  return Object.hasOwn(COIN_IDS, key) ? COIN_IDS[key] : undefined;
}

/** The native coin's symbol of a chain (registry chains, then the table above). */
export function nativeSymbol(chainId: number): string | undefined {
  const symbol =
    findChain(chainId)?.symbol ??
    (Object.hasOwn(EXTRA_NATIVE_SYMBOLS, chainId) ? EXTRA_NATIVE_SYMBOLS[chainId] : undefined);
  return symbol && coinIdForSymbol(symbol) ? symbol : undefined;
}
