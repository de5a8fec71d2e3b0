import { type ChainGroup, VIP_FEATURES } from '@/lib/catalog/types';

/**
 * The EVM chains of the registry (chains/evm/chains.ts), by URL slug. Written out here rather than imported, so the
 * catalogue (read by every page, the header included) does not pull viem's chain definitions; a test ties both lists.
 */
export const EVM_CHAIN_SLUGS = [
  'ethereum',
  'bsc',
  'base',
  'arbitrum',
  'optimism',
  'polygon',
  'avalanche',
  'linea',
  'scroll',
  'zksync',
  'mantle',
  'blast',
  'opbnb',
  'sonic',
  'unichain',
  'gnosis',
  'celo',
] as const;
export type EvmChainSlug = (typeof EVM_CHAIN_SLUGS)[number];

export function isEvmChainSlug(value: string): value is EvmChainSlug {
  return (EVM_CHAIN_SLUGS as readonly string[]).includes(value);
}

/** Chains the generic balance checker accepts in `check-balance/:chain`: `evm` (any EVM chain), each EVM chain, … */
export const CHECK_BALANCE_CHAINS = [
  'evm',
  ...EVM_CHAIN_SLUGS,
  'solana',
  'sui',
  'ton',
  'tron',
  'aptos',
  'btc',
  'doge',
] as const satisfies readonly (ChainGroup | EvmChainSlug)[];
export type CheckBalanceChain = (typeof CHECK_BALANCE_CHAINS)[number];

/** VIP plan lengths in days; spec §9 prices exactly these three. */
export const VIP_PLAN_DAYS = ['7', '30', '365'] as const;
export type VipPlanDays = (typeof VIP_PLAN_DAYS)[number];

/**
 * Allowed values per route parameter name. A value outside its list makes the path unknown, so `vip/foo-30`
 * or `check-balance/xyz` fall through to the not-found redirect instead of rendering a broken page.
 */
export const PARAM_ALLOWED_VALUES: Readonly<Record<string, readonly string[]>> = {
  chain: CHECK_BALANCE_CHAINS,
  feature: VIP_FEATURES,
  days: VIP_PLAN_DAYS,
};

/** Values of a segment holding several parameters (`:feature:days`) are joined by '-' or ':'. */
export const COMPOSITE_VALUE_SEPARATOR = /[-:]/;
/** buildPath writes the dash form, which needs no escaping in a URL. */
export const COMPOSITE_BUILD_SEPARATOR = '-';

/** Parameter names of a path segment: `:chain` gives ['chain'], `:feature:days` gives ['feature', 'days']. */
export function segmentParamNames(segment: string): string[] | null {
  if (!segment.startsWith(':')) return null;
  return segment.slice(1).split(':');
}

export function isAllowedParamValue(name: string, value: string): boolean {
  if (value === '') return false;
  const allowed = PARAM_ALLOWED_VALUES[name];
  return allowed === undefined || allowed.includes(value);
}
