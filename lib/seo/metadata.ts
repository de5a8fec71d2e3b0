import type { Metadata } from 'next';
import { localizedHref, matchRoute, routeDescription, routeKeywords, routeTitle } from '@/lib/catalog';
import { htmlLang, LOCALES, type Locale } from '@/lib/i18n/config';
import { serverEnv } from '@/lib/server/env';

/** Absolute URL of a locale-relative path on this site. */
export function siteUrl(locale: Locale, path: string): string {
  return new URL(localizedHref(locale, path), serverEnv().SITE_URL).toString();
}

/** hreflang alternates of a path in every locale, plus x-default (the first locale). */
export function languageAlternates(path: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of LOCALES) alternates[htmlLang(locale)] = siteUrl(locale, path);
  alternates['x-default'] = siteUrl(LOCALES[0], path);
  return alternates;
}

/** Page metadata from the catalogue: title, description, keywords, canonical, hreflang and Open Graph. */
export function buildMetadata(path: string, locale: Locale, titleParams?: Record<string, string>): Metadata {
  const match = matchRoute(path);
  if (!match) throw new Error(`No catalogue route at ${path}`);
  const params = { ...match.params, ...titleParams };
  const title = routeTitle(match.entry, locale, params);
  const description = routeDescription(match.entry, locale, params);
  const url = siteUrl(locale, path);
  return {
    metadataBase: new URL(serverEnv().SITE_URL),
    title,
    description,
    keywords: routeKeywords(match.entry, locale),
    alternates: { canonical: url, languages: languageAlternates(path) },
    openGraph: {
      type: 'website',
      siteName: 'Chainkit',
      title,
      description,
      url,
      locale: locale === 'cn' ? 'zh_CN' : 'en_US',
      alternateLocale: LOCALES.filter((other) => other !== locale).map((other) => (other === 'cn' ? 'zh_CN' : 'en_US')),
    },
    twitter: { card: 'summary', title, description },
  };
}
