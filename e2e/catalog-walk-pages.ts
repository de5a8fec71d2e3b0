import { localizedHref, matchRoute, type RouteEntry, servedPaths, servedRoutes } from '@/lib/catalog';
import { LOCALES, type Locale } from '@/lib/i18n/config';

export interface WalkPage {
  entry: RouteEntry;
  locale: Locale;
  /** The catalogue path visited, parameters filled in ('check-balance/evm'). */
  path: string;
  /** Its parameters, for the copy of parametric routes (titles per chain). */
  params: Record<string, string>;
  href: string;
}

/**
 * What the catalogue walk visits: every served path of every served route (each served value of a parametric one),
 * in every locale. A unit test (lib/catalog/implemented-routes.test.ts) checks that no implemented route is left out.
 */
export function catalogWalkPages(): WalkPage[] {
  return servedRoutes().flatMap((entry) =>
    servedPaths(entry).flatMap((path) =>
      LOCALES.map((locale) => ({
        entry,
        locale,
        path,
        params: matchRoute(path)?.params ?? {},
        href: localizedHref(locale, path),
      })),
    ),
  );
}
