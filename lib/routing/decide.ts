import { isServed, matchRoute } from '@/lib/catalog';
import type { RouteEntry, VipFeature } from '@/lib/catalog/types';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  localeFromAcceptLanguage,
  STORED_PREFERENCE_FALLBACK,
} from '@/lib/i18n/config';
import { localeOfPath, stripLocale } from '@/lib/i18n/paths';
import { isMobileUserAgent, MOBILE_PREFIX, mobilePathFor } from './mobile';

export interface RoutingRequest {
  pathname: string;
  /** Query string including '?', or ''. */
  search: string;
  userAgent: string | null;
  /** Value of the i18n_redirected cookie, if any. */
  savedLocale: string | null;
  acceptLanguage: string | null;
  /** The signed-in user, or null. Accounts and VIP fill this in. */
  session: RoutingSession | null;
}

export interface RoutingSession {
  activeVipFeatures: readonly VipFeature[];
}

export type RoutingDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  | { kind: 'render'; locale: Locale }
  | { kind: 'pass' };

const redirect = (location: string, status: 307 | 308 = 307): RoutingDecision => ({
  kind: 'redirect',
  location,
  status,
});

/** The locale for a visit to `/`: the saved preference (cn when it is neither cn nor en), else the browser's. */
export function preferredLocale(savedLocale: string | null, acceptLanguage: string | null): Locale {
  if (savedLocale !== null && savedLocale !== '')
    return isLocale(savedLocale) ? savedLocale : STORED_PREFERENCE_FALLBACK;
  return localeFromAcceptLanguage(acceptLanguage, DEFAULT_LOCALE);
}

/** Page guards (spec §4, §6): auth pages for signed-out users, login for protected pages, VIP for VIP pages. */
export function guardRoute(entry: RouteEntry, locale: Locale, request: RoutingRequest): RoutingDecision | null {
  const here = `/${locale}/${stripLocale(request.pathname).slice(1)}`.replace(/\/$/, '') + request.search;
  if (entry.isNeedLogin && !request.session) {
    return redirect(`/${locale}/login?lastPage=${encodeURIComponent(here)}`);
  }
  if (entry.isNeedVip && request.session) {
    const features = request.session.activeVipFeatures;
    const isAllowed =
      entry.needVipFeature === 'any' ? features.length > 0 : features.some((f) => f === entry.needVipFeature);
    if (!isAllowed) {
      const feature = entry.needVipFeature ?? 'any';
      return redirect(`/${locale}/vip?lastPage=${encodeURIComponent(here)}&feature=${encodeURIComponent(feature)}`);
    }
  }
  if (entry.isAuthPage && request.session) {
    const lastPage = new URLSearchParams(request.search).get('lastPage');
    const isSafeLastPage = !!lastPage && lastPage.startsWith('/') && !lastPage.startsWith('//');
    return redirect(isSafeLastPage ? lastPage : `/${locale}`);
  }
  return null;
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
    if (match && isServed(match.entry)) return redirect(`/${target}${bare}${search}`);
    return redirect(`/${DEFAULT_LOCALE}`);
  }

  const canonical = bare === '/' ? `/${locale}` : `/${locale}${bare}`;
  const match = matchRoute(bare);
  if (match?.entry.redirect) return redirect(`/${locale}/${match.entry.redirect}`, 308);
  if (!match || !isServed(match.entry)) return redirect(`/${DEFAULT_LOCALE}`);
  if (pathname !== canonical) return redirect(`${canonical}${search}`, 308);

  return guardRoute(match.entry, locale, request) ?? { kind: 'render', locale };
}
