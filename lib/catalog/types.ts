import type { Locale } from '@/lib/i18n/config';

export const VIP_FEATURES = [
  'cexWithdraw',
  'twitterMonitor',
  'nftCollection',
  'fastRPC',
  'balanceMonitor',
  'monitorNotify',
  'dexBulkTrade',
] as const;
export type VipFeature = (typeof VIP_FEATURES)[number];

/** Groups of the header navigation and of the home directory. */
export const CATEGORIES = [
  'batch',
  'balance',
  'token',
  'wallet',
  'monitor',
  'trade',
  'airdrop',
  'utility',
  'account',
  'vip',
  'content',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** The chain family a tool works on; 'multi' for tools across chains, null for non-chain pages. */
export const CHAIN_GROUPS = ['evm', 'bsc', 'solana', 'sui', 'ton', 'tron', 'aptos', 'btc', 'doge', 'multi'] as const;
export type ChainGroup = (typeof CHAIN_GROUPS)[number];

export interface RouteEntry {
  /** Path relative to the locale prefix, no leading slash; '' is home. Params as `:name` (e.g. `check-balance/:chain`). */
  path: string;
  /** Unique, kebab-case, stable. */
  routeName: string;
  /** routeName of the parent entry (breadcrumb / menu nesting), null at the top. */
  parent: string | null;
  category: Category;
  chain: ChainGroup | null;
  /** Chinese title (the spec's `title`). May contain `{min}` / `{max}` placeholders (gas page). */
  title: string;
  titleEn: string;
  description: string;
  descriptionEn: string;
  keywords: string[];
  keywordsEn: string[];
  /** Translation namespace of the page (messages/<locale>.json top-level key). */
  namespace: string;
  isAuthPage: boolean;
  isNeedLogin: boolean;
  isNeedVip: boolean;
  /** Required VIP feature when isNeedVip; 'any' accepts any active VIP feature. */
  needVipFeature: VipFeature | 'any' | null;
  needWallet: boolean;
  isInheritQuery: boolean;
  /** Spelling kept from the spec. */
  isKeedScrollPosition: boolean;
  /** For redirect entries: target path relative to the locale, may carry a #hash. */
  redirect: string | null;
  /** Only implemented routes are served, listed and put in the sitemap; others are unknown paths. */
  implemented: boolean;
  /**
   * A parametric route built for some values only (check-balance/:chain while only `evm` has a checker): the other
   * values are unknown paths and stay out of the menus. null: every allowed value is served.
   */
  implementedValues: Readonly<Record<string, readonly string[]>> | null;
}

export interface RouteMatch {
  entry: RouteEntry;
  params: Record<string, string>;
}

export type LocalizedText = Record<Locale, string>;
