import { CATALOG, getRoute } from '@/lib/catalog/catalog';
import { CATEGORY_LABELS, CHAIN_LABELS } from '@/lib/catalog/labels';
import { buildPath, localizedHref, matchRoute } from '@/lib/catalog/match';
import { isServed, isTool } from '@/lib/catalog/navigation';
import { isEvmChainSlug } from '@/lib/catalog/params';
import { ROUTE_TEXT_VARIANTS, routeLabel } from '@/lib/catalog/text';
import { CATEGORIES, type Category, CHAIN_GROUPS, type ChainGroup, type RouteEntry } from '@/lib/catalog/types';
import type { Locale } from '@/lib/i18n/config';
import { localeOfPath, stripLocale } from '@/lib/i18n/paths';

/**
 * A tool anyone can use right now, once: served, no sign-in or VIP needed. A parametric route gives one tool per
 * served value of its copy variants (check-balance/:chain → check-balance/evm).
 */
export interface LiveTool {
  routeName: string;
  /** Path relative to the locale, parameters filled, no leading slash: 'batch/send-token', 'check-balance/evm'. */
  path: string;
  /** The parameters of a parametric route's page ({ chain: 'evm' }), else null. */
  params: Readonly<Record<string, string>> | null;
  category: Category;
  /** The chain the tool works on ('multi' across chains, null for a chain-less tool). */
  chain: ChainGroup | null;
}

/** A tool of the catalogue that is not live (yet): on the roadmap, or only for signed-in members. */
export interface PlannedTool {
  routeName: string;
  path: string;
  category: Category;
  chain: ChainGroup | null;
}

/** A parameter value as a chain group: an EVM chain's slug (check-balance/base) is the EVM group's. */
function asChainGroup(value: string): ChainGroup | null {
  if (isEvmChainSlug(value)) return 'evm';
  return (CHAIN_GROUPS as readonly string[]).includes(value) ? (value as ChainGroup) : null;
}

function isMemberOnly(entry: RouteEntry): boolean {
  return entry.isNeedLogin || entry.isNeedVip;
}

/** In CATEGORIES order, catalogue order within a category (the order of the menus). */
function byCategory<T extends { category: Category }>(items: T[]): T[] {
  return CATEGORIES.flatMap((category) => items.filter((item) => item.category === category));
}

function variantTools(entry: RouteEntry): LiveTool[] {
  const variants = ROUTE_TEXT_VARIANTS[entry.routeName];
  if (!variants) return [];
  return Object.keys(variants.texts)
    .filter((value) => isServed(entry, { [variants.param]: value }))
    .map((value) => {
      const params = { [variants.param]: value };
      return {
        routeName: entry.routeName,
        path: buildPath(entry.routeName, params),
        params,
        category: entry.category,
        chain: asChainGroup(value) ?? entry.chain,
      };
    });
}

/**
 * The live tools, each once. Left out: pages behind sign-in or VIP (the balance monitor), and a generic page's
 * value that another live page of the same category already serves for that chain (check-balance/evm renders the
 * same EVM checker as batch/check-balance, so the EVM checker counts once, as batch/check-balance).
 */
export function liveTools(entries: readonly RouteEntry[] = CATALOG): LiveTool[] {
  const usable = entries.filter((entry) => isTool(entry) && isServed(entry) && !isMemberOnly(entry));
  const literal: LiveTool[] = usable
    .filter((entry) => !entry.path.includes(':'))
    .map((entry) => ({
      routeName: entry.routeName,
      path: entry.path,
      params: null,
      category: entry.category,
      chain: entry.chain,
    }));
  const isCovered = (tool: LiveTool) =>
    literal.some((other) => other.category === tool.category && other.chain === tool.chain);
  const tools = usable.flatMap((entry) =>
    entry.path.includes(':')
      ? variantTools(entry).filter((tool) => !isCovered(tool))
      : literal.filter((tool) => tool.routeName === entry.routeName),
  );
  return byCategory(tools);
}

/** The chains with at least one live tool, in CHAIN_GROUPS order; 'multi' is not a chain and is left out. */
export function liveChains(tools: readonly LiveTool[] = liveTools()): ChainGroup[] {
  return CHAIN_GROUPS.filter((chain) => chain !== 'multi' && tools.some((tool) => tool.chain === chain));
}

/** Served tool pages that need sign-in or VIP, top-level ones only (the monitor, not its settings pages). */
export function memberTools(entries: readonly RouteEntry[] = CATALOG): PlannedTool[] {
  return byCategory(
    entries
      .filter((entry) => isTool(entry) && isServed(entry) && isMemberOnly(entry) && entry.parent === null)
      .map(plannedOf),
  );
}

function plannedOf(entry: RouteEntry): PlannedTool {
  return { routeName: entry.routeName, path: entry.path, category: entry.category, chain: entry.chain };
}

/** Tools of the catalogue not built yet (the roadmap), in menu order. */
export function roadmapTools(entries: readonly RouteEntry[] = CATALOG): PlannedTool[] {
  return byCategory(entries.filter((entry) => isTool(entry) && !entry.implemented).map(plannedOf));
}

/** A tool (live or not) with its copy in one language, for lists and links. */
export interface ToolLink {
  routeName: string;
  /** The localised address, e.g. '/en/batch/send-token'. */
  href: string;
  title: string;
  category: Category;
  categoryLabel: string;
  chain: ChainGroup | null;
  chainLabel: string | null;
}

/** A live or planned tool's title, address and labels in a locale. */
export function toolLink(tool: LiveTool | PlannedTool, locale: Locale): ToolLink {
  const params = 'params' in tool && tool.params ? tool.params : undefined;
  return {
    routeName: tool.routeName,
    href: localizedHref(locale, tool.path),
    title: routeLabel(getRoute(tool.routeName), locale, params),
    category: tool.category,
    categoryLabel: CATEGORY_LABELS[tool.category][locale],
    chain: tool.chain,
    chainLabel: tool.chain === null ? null : CHAIN_LABELS[tool.chain][locale],
  };
}

/** What a site path that is not served was: the catalogued tool it names (not live yet) and the live tools nearest. */
export interface MissingPage {
  /** The locale prefix of the path, or null when it had none. */
  locale: Locale | null;
  /** The catalogued tool, with its title in `titleLocale`; null for a path that names no tool. */
  tool: (PlannedTool & { params: Readonly<Record<string, string>> | null }) | null;
  /** Live tools of the same category and chain first, then same category, then same chain; at most `limit`. */
  nearest: LiveTool[];
}

const NEAREST_LIMIT = 4;

/** Live tools nearest to a tool: same category and chain, then same category, then same chain ('multi' matches none). */
export function nearestLiveTools(
  target: { routeName: string; category: Category; chain: ChainGroup | null },
  tools: readonly LiveTool[] = liveTools(),
  limit = NEAREST_LIMIT,
): LiveTool[] {
  const isRealChain = target.chain !== null && target.chain !== 'multi';
  const sameChain = (tool: LiveTool) => isRealChain && tool.chain === target.chain;
  const sameCategory = (tool: LiveTool) => tool.category === target.category;
  const others = tools.filter((tool) => tool.routeName !== target.routeName);
  const ranked = [
    ...others.filter((tool) => sameCategory(tool) && sameChain(tool)),
    ...others.filter((tool) => sameCategory(tool) && !sameChain(tool)),
    ...others.filter((tool) => !sameCategory(tool) && sameChain(tool)),
  ];
  return ranked.slice(0, limit);
}

/**
 * A site path (with or without locale prefix) that the router sent home as unknown: the tool it names when it is a
 * catalogued tool that is not live, and the live tools nearest to it. A live tool's own path gives tool null.
 */
export function missingPage(pathname: string, tools: readonly LiveTool[] = liveTools()): MissingPage {
  const locale = localeOfPath(pathname);
  const match = matchRoute(stripLocale(pathname));
  const entry = match?.entry;
  const isLive = tools.some(
    (tool) => tool.routeName === entry?.routeName && tool.path === stripLocale(pathname).slice(1),
  );
  if (!match || !entry || !isTool(entry) || isLive) return { locale, tool: null, nearest: [] };
  const variants = ROUTE_TEXT_VARIANTS[entry.routeName];
  const value = variants ? match.params[variants.param] : undefined;
  const params = variants && value !== undefined ? { [variants.param]: value } : null;
  const chain = (value !== undefined ? asChainGroup(value) : null) ?? entry.chain;
  const tool = { ...plannedOf(entry), chain, params, path: buildPath(entry.routeName, params ?? {}) };
  return { locale, tool, nearest: nearestLiveTools(tool, tools) };
}
