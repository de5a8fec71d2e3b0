import type { MetadataRoute } from 'next';
import { servedRoutes } from '@/lib/catalog';
import { LOCALES } from '@/lib/i18n/config';
import { languageAlternates, siteUrl } from '@/lib/seo/metadata';

/** Every served route in every locale, each with its hreflang alternates. Parametric routes are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return servedRoutes()
    .filter((entry) => !entry.path.includes(':'))
    .flatMap((entry) =>
      LOCALES.map((locale) => ({
        url: siteUrl(locale, entry.path),
        changeFrequency: entry.path === '' ? ('daily' as const) : ('weekly' as const),
        priority: entry.path === '' ? 1 : 0.7,
        alternates: { languages: languageAlternates(entry.path) },
      })),
    );
}
