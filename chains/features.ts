import { isServed, matchRoute } from '@/lib/catalog';
import type { ChainGroup } from '@/lib/catalog/types';
import { CHAINS, type ChainRecord } from './registry';

/** Features a chain can support, each with the catalogue path of its tool per chain group. */
const FEATURE_ROUTES = {
  checkBalance: {
    evm: 'batch/check-balance',
    solana: 'solana/check-balance',
    sui: 'sui/check-balance',
    ton: 'ton/check-balance',
    tron: 'tron/check-balance',
    aptos: 'aptos/check-balance',
    btc: 'check-balance/btc',
    doge: 'check-balance/doge',
  },
  batchSend: {
    evm: 'batch/send-token',
    solana: 'solana/batch/send',
    sui: 'sui/batch-send-token',
    ton: 'ton/batch-send-token',
    tron: 'tron/batch-send-token',
    aptos: 'aptos/batch-send-token',
  },
  batchCollection: {
    evm: 'batch/collection',
    solana: 'solana/batch/collection',
    sui: 'sui/batch-collection-token',
    ton: 'ton/batch-collection-token',
    tron: 'tron/batch-collection-token',
    aptos: 'aptos/batch-collection-token',
  },
  tokenPublish: {
    evm: 'token/publish',
    bsc: 'bsc/fourmeme/publish',
    solana: 'solana/token/publish',
    sui: 'sui/token/publish',
    ton: 'ton/token/publish',
  },
  vanityAddress: { evm: 'vanity-address', solana: 'solana/vanity-address', tron: 'tron/vanity-address' },
  batchTrade: { evm: 'batch/trade', bsc: 'bsc/batch/trade', solana: 'solana/batch/trade' },
  closeAccount: { solana: 'solana/close-account' },
} as const satisfies Record<string, Partial<Record<ChainGroup, string>>>;

export type ChainFeature = keyof typeof FEATURE_ROUTES;
export const CHAIN_FEATURES = Object.keys(FEATURE_ROUTES) as [ChainFeature, ...ChainFeature[]];

/** The path of the feature's tool on a chain group, if the catalogue has one. */
export function featureRoute(feature: ChainFeature, group: ChainGroup): string | undefined {
  return (FEATURE_ROUTES[feature] as Partial<Record<ChainGroup, string>>)[group];
}

function isFeatureServed(feature: ChainFeature, chain: ChainRecord): boolean {
  return chain.groups.some((group) => {
    const path = featureRoute(feature, group);
    const match = path ? matchRoute(path) : null;
    return !!match && isServed(match.entry, match.params);
  });
}

/** Chain records (chainId, symbol, name, decimals); with a feature, only chains whose tool for it is served. */
export function chainsWithFeature(
  feature?: ChainFeature,
): Pick<ChainRecord, 'chainId' | 'symbol' | 'name' | 'decimals'>[] {
  return CHAINS.filter((chain) => !feature || isFeatureServed(feature, chain)).map(
    ({ chainId, symbol, name, decimals }) => ({ chainId, symbol, name, decimals }),
  );
}
