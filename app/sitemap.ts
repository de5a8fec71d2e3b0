import type { MetadataRoute } from 'next';
import { servedPaths, servedRoutes } from '@/lib/catalog';
import { LOCALES } from '@/lib/i18n/config';
import { languageAlternates, siteUrl } from '@/lib/seo/metadata';

/**
 * Every served page in every locale, each with its hreflang alternates. A parametric route contributes each value it
 * is served for (check-balance/ethereum, check-balance/base, …): each is its own landing page with its own copy.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return servedRoutes()
    .flatMap((entry) => servedPaths(entry))
    .flatMap((path) =>
      LOCALES.map((locale) => ({
        url: siteUrl(locale, path),
        changeFrequency: path === '' ? ('daily' as const) : ('weekly' as const),
        priority: path === '' ? 1 : 0.7,
        alternates: { languages: languageAlternates(path) },
      })),
    );
}
