import { CATALOG } from '@/lib/catalog/catalog';
import { CATEGORY_LABELS, CHAIN_LABELS } from '@/lib/catalog/labels';
import { buildPath, routeHref } from '@/lib/catalog/match';
import { isEvmChainSlug, PARAM_ALLOWED_VALUES, segmentParamNames } from '@/lib/catalog/params';
import { ROUTE_TEXT_VARIANTS, routeLabel } from '@/lib/catalog/text';
import { CATEGORIES, type Category, CHAIN_GROUPS, type ChainGroup, type RouteEntry } from '@/lib/catalog/types';
import type { Locale } from '@/lib/i18n/config';

/**
 * Served means users can reach it: implemented, and a page rather than a redirect. With `params` (a matched path),
 * also a value the route is built for (implementedValues); without, whether any page of the route is served.
 */
export function isServed(entry: RouteEntry, params?: Readonly<Record<string, string>>): boolean {
  if (!entry.implemented || entry.redirect !== null) return false;
  if (!params || !entry.implementedValues) return true;
  return Object.entries(entry.implementedValues).every(([name, values]) => values.includes(params[name]));
}

export function servedRoutes(entries: readonly RouteEntry[] = CATALOG): RouteEntry[] {
  return entries.filter((entry) => isServed(entry));
}

/**
 * Every path of a served route users can reach: its path, or one per served value of its parameters
 * (`check-balance/:chain` gives `check-balance/evm`). Empty for a route that is not served.
 */
export function servedPaths(entry: RouteEntry): string[] {
  if (!isServed(entry)) return [];
  const names = entry.path.split('/').flatMap((segment) => segmentParamNames(segment) ?? []);
  let combinations: Record<string, string>[] = [{}];
  for (const name of names) {
    const values = entry.implementedValues?.[name] ?? PARAM_ALLOWED_VALUES[name] ?? [];
    combinations = combinations.flatMap((params) => values.map((value) => ({ ...params, [name]: value })));
  }
  return combinations.map((params) => buildPath(entry.routeName, params));
}

/** Account, VIP and editorial pages have their own links in header and footer; menus list tools only. */
const NON_TOOL_CATEGORIES: ReadonlySet<Category> = new Set(['account', 'vip', 'content']);

export interface NavigationItem {
  routeName: string;
  /** Unique within the navigation, also for the per-chain items of one parametric route. */
  href: string;
  title: string;
  chain: ChainGroup | null;
  chainLabel: string | null;
  isImplemented: boolean;
}

export interface NavigationGroup {
  category: Category;
  label: string;
  items: NavigationItem[];
}

export interface NavigationOptions {
  /** Also list tools not yet built (the home page roadmap), marked isImplemented false. */
  includeUnimplemented?: boolean;
}

/** A tool page of the catalogue: not home, not a redirect, not an auth, account, VIP or editorial page. */
export function isTool(entry: RouteEntry): boolean {
  return entry.path !== '' && entry.redirect === null && !entry.isAuthPage && !NON_TOOL_CATEGORIES.has(entry.category);
}

/** A parameter value as a chain group: an EVM chain's slug (check-balance/base) is the EVM group's. */
function asChainGroup(value: string): ChainGroup | null {
  if (isEvmChainSlug(value)) return 'evm';
  return (CHAIN_GROUPS as readonly string[]).includes(value) ? (value as ChainGroup) : null;
}

function toItem(entry: RouteEntry, locale: Locale, chain: ChainGroup | null, chainParam?: string): NavigationItem {
  const params = chainParam === undefined ? undefined : { [ROUTE_TEXT_VARIANTS[entry.routeName].param]: chainParam };
  return {
    routeName: entry.routeName,
    href: routeHref(locale, entry.routeName, params),
    title: routeLabel(entry, locale, params),
    chain,
    chainLabel: chain === null ? null : CHAIN_LABELS[chain][locale],
    isImplemented: isServed(entry, params),
  };
}

/**
 * Parametric tools appear once per value of their text variants (check-balance: one item per chain), and only when
 * served, since the roadmap already lists each chain's own balance checker.
 */
function itemsOf(entry: RouteEntry, locale: Locale, isIncludingUnimplemented: boolean): NavigationItem[] {
  if (!entry.path.includes(':')) {
    return isServed(entry) || isIncludingUnimplemented ? [toItem(entry, locale, entry.chain)] : [];
  }
  const variants = ROUTE_TEXT_VARIANTS[entry.routeName];
  if (!variants || !isServed(entry)) return [];
  return Object.keys(variants.texts)
    .filter((value) => isServed(entry, { [variants.param]: value }))
    .map((value) => toItem(entry, locale, asChainGroup(value) ?? entry.chain, value));
}

/** Tools grouped by category in CATEGORIES order; empty categories are left out. */
export function buildNavigationGroups(
  entries: readonly RouteEntry[],
  locale: Locale,
  options: NavigationOptions = {},
): NavigationGroup[] {
  const isIncludingUnimplemented = options.includeUnimplemented ?? false;
  const tools = entries.filter(isTool);
  // A parametric page's value that a literal served tool of the same category already covers for that chain is
  // left out (check-balance/evm is the EVM checker of batch/check-balance): each tool once, as on the home page.
  const literal = new Set(
    tools.filter((entry) => !entry.path.includes(':') && isServed(entry)).map((e) => `${e.category}:${e.chain}`),
  );
  const isCovered = (entry: RouteEntry, item: NavigationItem) =>
    entry.path.includes(':') && literal.has(`${entry.category}:${item.chain}`);
  return CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category][locale],
    items: tools
      .filter((entry) => entry.category === category)
      .flatMap((entry) => itemsOf(entry, locale, isIncludingUnimplemented).filter((item) => !isCovered(entry, item))),
  })).filter((group) => group.items.length > 0);
}

export function navigationGroups(locale: Locale, options: NavigationOptions = {}): NavigationGroup[] {
  return buildNavigationGroups(CATALOG, locale, options);
}

/** The spec's menu item: routeUrl is the localised href, present only on served routes. */
export interface MenuItem {
  name: string;
  routeUrl?: string;
  menus?: MenuItem[];
}

export interface MenuTree {
  menus: MenuItem[];
}

/** Served pages of the content category (about us, policies) besides home: the menu's last group. */
function contentMenu(entries: readonly RouteEntry[], locale: Locale): MenuItem[] {
  const pages = entries.filter((entry) => entry.category === 'content' && entry.path !== '' && isServed(entry));
  if (pages.length === 0) return [];
  const menus = pages.map((entry) => ({
    name: routeLabel(entry, locale),
    routeUrl: routeHref(locale, entry.routeName),
  }));
  return [{ name: CATEGORY_LABELS.content[locale], menus }];
}

export function buildMenuTree(entries: readonly RouteEntry[], locale: Locale): MenuTree {
  const toolMenus = buildNavigationGroups(entries, locale).map((group) => ({
    name: group.label,
    menus: group.items.map((item) => ({ name: item.title, routeUrl: item.href })),
  }));
  return { menus: [...toolMenus, ...contentMenu(entries, locale)] };
}

/** The menu of spec §3 / §7 (`GET /api/v1/menu`): categories on top, served tools below, then the content pages. */
export function menuTree(locale: Locale): MenuTree {
  return buildMenuTree(CATALOG, locale);
}
