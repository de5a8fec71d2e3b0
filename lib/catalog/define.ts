import type { Category, ChainGroup, RouteEntry, VipFeature } from '@/lib/catalog/types';

/** Every title ends with the brand, so browser tabs and search results name the product; menus strip it. */
export const BRAND_SUFFIX = ' | Chainkit';

export type RouteTexts = Pick<
  RouteEntry,
  'title' | 'titleEn' | 'description' | 'descriptionEn' | 'keywords' | 'keywordsEn'
>;

/** What an entry states; flags default to off so each entry lists only the rules that apply to it. */
export interface RouteSeed extends RouteTexts {
  path: string;
  routeName: string;
  parent: string | null;
  category: Category;
  chain: ChainGroup | null;
  namespace: string;
  implemented: boolean;
  /** See RouteEntry.implementedValues. */
  implementedValues?: Readonly<Record<string, readonly string[]>>;
  isAuthPage?: boolean;
  isNeedLogin?: boolean;
  /** Setting a feature is what makes a page VIP-gated, so isNeedVip and needVipFeature cannot disagree. */
  needVipFeature?: VipFeature | 'any';
  needWallet?: boolean;
  isInheritQuery?: boolean;
  isKeedScrollPosition?: boolean;
}

export function defineRoute(seed: RouteSeed): RouteEntry {
  const needVipFeature = seed.needVipFeature ?? null;
  return {
    path: seed.path,
    routeName: seed.routeName,
    parent: seed.parent,
    category: seed.category,
    chain: seed.chain,
    title: seed.title,
    titleEn: seed.titleEn,
    description: seed.description,
    descriptionEn: seed.descriptionEn,
    keywords: seed.keywords,
    keywordsEn: seed.keywordsEn,
    namespace: seed.namespace,
    isAuthPage: seed.isAuthPage ?? false,
    isNeedLogin: seed.isNeedLogin ?? false,
    isNeedVip: needVipFeature !== null,
    needVipFeature,
    needWallet: seed.needWallet ?? false,
    isInheritQuery: seed.isInheritQuery ?? false,
    isKeedScrollPosition: seed.isKeedScrollPosition ?? false,
    redirect: null,
    implemented: seed.implemented,
    implementedValues: seed.implementedValues ?? null,
  };
}

export interface RedirectSeed {
  path: string;
  routeName: string;
  /** Target path relative to the locale, may carry a #hash. */
  redirect: string;
  implemented: boolean;
}

/**
 * A legacy path takes its target's copy and guards: a visitor meets the same login rule before and after the
 * redirect, and metadata stays meaningful if a crawler reads the old address.
 */
export function defineRedirect(seed: RedirectSeed, pages: readonly RouteEntry[]): RouteEntry {
  const [targetPath] = seed.redirect.split('#');
  const target = pages.find((page) => page.path === targetPath);
  if (!target) throw new Error(`Redirect ${seed.routeName} points to ${seed.redirect}, which is not in the catalogue`);
  return { ...target, ...seed, parent: target.parent };
}
