import { BRAND_SUFFIX, type RouteTexts } from '@/lib/catalog/define';
import type { RouteParams } from '@/lib/catalog/match';
import { CHECK_BALANCE_CHAIN_TEXTS } from '@/lib/catalog/routes/check-balance-chains';
import type { RouteEntry } from '@/lib/catalog/types';
import type { Locale } from '@/lib/i18n/config';

interface TextVariants {
  /** The route parameter whose value picks the copy. */
  param: string;
  texts: Readonly<Record<string, RouteTexts>>;
}

/** Parametric routes whose copy depends on a parameter value, keyed by routeName. */
export const ROUTE_TEXT_VARIANTS: Readonly<Record<string, TextVariants>> = {
  'check-balance-chain': { param: 'chain', texts: CHECK_BALANCE_CHAIN_TEXTS },
};

/** The gas title's live range; without numbers the whole range goes, leaving 'Gas Tracker | Chainkit'. */
const GWEI_RANGE = /\s*\{min\}\s*-\s*\{max\}\s*Gwei/;

function textsFor(entry: RouteEntry, params: RouteParams | undefined): RouteTexts {
  const variants = ROUTE_TEXT_VARIANTS[entry.routeName];
  const value = variants ? params?.[variants.param] : undefined;
  if (!variants || value === undefined) return entry;
  return variants.texts[String(value)] ?? entry;
}

function fillGweiRange(title: string, params: RouteParams | undefined): string {
  if (!GWEI_RANGE.test(title)) return title;
  const min = params?.min;
  const max = params?.max;
  if (min === undefined || max === undefined || min === '' || max === '') return title.replace(GWEI_RANGE, '');
  return title.replace('{min}', String(min)).replace('{max}', String(max));
}

/** The page title for a locale: the Gwei range filled from params.min/max, the chain's own title for a chain param. */
export function routeTitle(entry: RouteEntry, locale: Locale, params?: RouteParams): string {
  const texts = textsFor(entry, params);
  return fillGweiRange(locale === 'cn' ? texts.title : texts.titleEn, params);
}

export function routeDescription(entry: RouteEntry, locale: Locale, params?: RouteParams): string {
  const texts = textsFor(entry, params);
  return locale === 'cn' ? texts.description : texts.descriptionEn;
}

/** A fresh array, so callers (Next's Metadata) may keep or change it without touching the catalogue. */
export function routeKeywords(entry: RouteEntry, locale: Locale, params?: RouteParams): string[] {
  const texts = textsFor(entry, params);
  return [...(locale === 'cn' ? texts.keywords : texts.keywordsEn)];
}

/** The title without the brand suffix, for menus and breadcrumbs where the brand is already on screen. */
export function routeLabel(entry: RouteEntry, locale: Locale, params?: RouteParams): string {
  const title = routeTitle(entry, locale, params);
  return title.endsWith(BRAND_SUFFIX) ? title.slice(0, -BRAND_SUFFIX.length) : title;
}
