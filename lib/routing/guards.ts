import { getRoute, isServed, matchRoute } from '@/lib/catalog';
import type { RouteEntry } from '@/lib/catalog/types';
import type { Locale } from '@/lib/i18n/config';
import { stripLocale } from '@/lib/i18n/paths';
import { type RoutingDecision, type RoutingRequest, redirect } from './types';

/** A same-site path (not `//host`, not a URL): the only kind of lastPage we ever send anyone to. */
export function isSafeLocalPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

function routeOfPath(pathWithQuery: string): RouteEntry | undefined {
  return matchRoute(stripLocale(pathWithQuery.split(/[?#]/)[0]).slice(1))?.entry;
}

/** Where VIP-gated pages send users without the feature: /vip once it is served, else the benefits page, else home. */
function vipLandingPath(locale: Locale): string {
  for (const routeName of ['vip', 'account-benefits']) {
    const entry = getRoute(routeName);
    if (isServed(entry)) return `/${locale}/${entry.path}`;
  }
  return `/${locale}`;
}

/** Page guards (spec §4, §6): login for protected pages, VIP for VIP pages, auth pages for signed-out users. */
export function guardRoute(entry: RouteEntry, locale: Locale, request: RoutingRequest): RoutingDecision | null {
  const here = `/${locale}${stripLocale(request.pathname).replace(/^\/$/, '')}${request.search}`;
  if (entry.isNeedLogin && !request.session) {
    return redirect(`/${locale}/login?lastPage=${encodeURIComponent(here)}`);
  }
  const features = request.session?.activeVipFeatures;
  if (entry.isNeedVip && features) {
    const isAllowed =
      entry.needVipFeature === 'any'
        ? features.length > 0
        : features.some((feature) => feature === entry.needVipFeature);
    if (!isAllowed) {
      const feature = encodeURIComponent(entry.needVipFeature ?? 'any');
      return redirect(`${vipLandingPath(locale)}?lastPage=${encodeURIComponent(here)}&feature=${feature}`);
    }
  }
  if (entry.isAuthPage && request.session) {
    const lastPage = new URLSearchParams(request.search).get('lastPage');
    if (isSafeLocalPath(lastPage)) return redirect(lastPage);
    // Otherwise back where the user came from, unless that was an auth page too.
    const previous = request.previousPage;
    const isPreviousUsable = isSafeLocalPath(previous) && !routeOfPath(previous)?.isAuthPage;
    return redirect(isPreviousUsable ? previous : `/${locale}`);
  }
  return null;
}

/**
 * Query carried from the previous page (spec §4): a signed-out user opening an auth page gets lastPage = the
 * previous page, or that page's own lastPage when it was an auth page too; pages with isInheritQuery merge the
 * previous page's query into theirs. Parameters already present win. Null when nothing changes.
 */
export function carryQuery(entry: RouteEntry, request: RoutingRequest): RoutingDecision | null {
  const previous = request.previousPage;
  if (!isSafeLocalPath(previous)) return null;
  const current = new URLSearchParams(request.search);
  const additions = new URLSearchParams();
  const previousQuery = new URLSearchParams(previous.split('?')[1]?.split('#')[0] ?? '');
  if (entry.isAuthPage && !request.session && !current.has('lastPage')) {
    const isPreviousAuthPage = !!routeOfPath(previous)?.isAuthPage;
    const lastPage = isPreviousAuthPage ? previousQuery.get('lastPage') : previous;
    if (isSafeLocalPath(lastPage)) additions.set('lastPage', lastPage);
  }
  if (entry.isInheritQuery) {
    for (const [name, value] of previousQuery)
      if (!current.has(name) && !additions.has(name)) additions.append(name, value);
  }
  if ([...additions].length === 0) return null;
  for (const [name, value] of additions) current.append(name, value);
  return redirect(`${request.pathname}?${current.toString()}`);
}
