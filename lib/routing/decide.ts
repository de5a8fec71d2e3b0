import { isServed, matchRoute } from '@/lib/catalog';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  localeFromAcceptLanguage,
  STORED_PREFERENCE_FALLBACK,
} from '@/lib/i18n/config';
import { localeOfPath, stripLocale } from '@/lib/i18n/paths';
import { carryQuery, guardRoute } from './guards';
import { missingPathQuery } from './missing-path';
import { type RoutingDecision, type RoutingRequest, redirect } from './types';

export { guardRoute } from './guards';
export { MISSING_PATH_MAX_LENGTH, MISSING_PATH_PARAM } from './missing-path';
export type { RoutingDecision, RoutingRequest, RoutingSession } from './types';

import { isMobileUserAgent, MOBILE_PREFIX, mobilePathFor } from './mobile';

/** The locale for a visit to `/`: the saved preference (cn when it is neither cn nor en), else the browser's. */
export function preferredLocale(savedLocale: string | null, acceptLanguage: string | null): Locale {
  if (savedLocale !== null && savedLocale !== '')
    return isLocale(savedLocale) ? savedLocale : STORED_PREFERENCE_FALLBACK;
  return localeFromAcceptLanguage(acceptLanguage, DEFAULT_LOCALE);
}

/**
 * Unknown paths go to home in the first locale (spec §2), carrying the path so the home page can say that it does
 * not exist and offer the nearest live tools.
 */
export function unknownPathRedirect(pathname: string): RoutingDecision {
  return redirect(`/${DEFAULT_LOCALE}${missingPathQuery(pathname)}`);
}

/**
 * Every rule of spec §2 and §4 that the server applies before a page renders, as one pure function
 * (proxy.ts feeds it the request; the table tests feed it cases).
 */
export function decideRoute(request: RoutingRequest): RoutingDecision {
  const { pathname, search } = request;
  if (pathname === MOBILE_PREFIX) return redirect(`${MOBILE_PREFIX}/${search}`, 308);
  if (pathname.startsWith(`${MOBILE_PREFIX}/`)) return { kind: 'pass' };

  const locale = localeOfPath(pathname);
  const bare = stripLocale(pathname);

  if (isMobileUserAgent(request.userAgent)) {
    const mobilePath = mobilePathFor(bare);
    if (mobilePath) return redirect(`${mobilePath}${search}`);
  }

  if (!locale) {
    const target = preferredLocale(request.savedLocale, request.acceptLanguage);
    if (bare === '/') return redirect(`/${target}${search}`);
    const match = matchRoute(bare);
    // A served route typed without its prefix gets one; anything else is an unknown path.
    if (match && isServed(match.entry, match.params)) return redirect(`/${target}${bare}${search}`);
    return unknownPathRedirect(pathname);
  }

  const canonical = bare === '/' ? `/${locale}` : `/${locale}${bare}`;
  const match = matchRoute(bare);
  if (match?.entry.redirect) return redirect(`/${locale}/${match.entry.redirect}`, 308);
  if (!match || !isServed(match.entry, match.params)) return unknownPathRedirect(pathname);
  if (pathname !== canonical) return redirect(`${canonical}${search}`, 308);

  return guardRoute(match.entry, locale, request) ?? carryQuery(match.entry, request) ?? { kind: 'render', locale };
}
