import type { Locale } from '@/lib/i18n/config';

export const LAST_PAGE_QUERY_PARAMETER = 'lastPage';

/** Auth pages relative to the locale: never a destination after sign-in, and their lastPage is carried over. */
const AUTH_PATHS: ReadonlySet<string> = new Set(['/login', '/signup', '/forget/password']);
const PROBE_ORIGIN = 'https://same-site.invalid';

/** The path without its locale prefix and trailing slash ('/en/login/' → '/login'). */
function pathWithoutLocale(pathname: string): string {
  const bare = pathname.replace(/^\/(en|cn)(?=\/|$)/, '').replace(/\/+$/, '');
  return bare === '' ? '/' : bare;
}

export function isAuthPath(pathname: string): boolean {
  return AUTH_PATHS.has(pathWithoutLocale(pathname));
}

/**
 * `value` as a same-site path (path, query, hash), or null. Refuses anything that would leave the site once the
 * browser resolves it: other origins, protocol-relative '//host', backslash tricks, schemes like javascript:.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** Where to go after signing in: the lastPage query when it is a same-site page other than an auth page. */
export function afterSignInPath(lastPage: string | null | undefined, locale: Locale): string {
  const path = sameSitePath(lastPage);
  if (path && !isAuthPath(path.split(/[?#]/)[0])) return path;
  return `/${locale}/account/usercenter`;
}

/**
 * The lastPage to give an auth page opened from `currentHref` (path + query) — spec §4: the current page, or,
 * when that is an auth page itself, the lastPage it carries (null when it carries none).
 */
export function lastPageFrom(currentHref: string): string | null {
  const [pathname, query = ''] = currentHref.split('?');
  if (!isAuthPath(pathname)) return sameSitePath(currentHref);
  return sameSitePath(new URLSearchParams(query.split('#')[0]).get(LAST_PAGE_QUERY_PARAMETER));
}

/** A link to an auth page (login, signup, forget/password) that keeps where the user came from. */
export function authPageHref(locale: Locale, authPath: string, currentHref: string): string {
  return authHrefWithLastPage(locale, authPath, lastPageFrom(currentHref));
}

/** A link to an auth page carrying `lastPage` when it is a same-site path (used by the server pages). */
export function authHrefWithLastPage(locale: Locale, authPath: string, lastPage: string | null | undefined): string {
  const safe = sameSitePath(lastPage);
  const base = `/${locale}/${authPath}`;
  return safe ? `${base}?${LAST_PAGE_QUERY_PARAMETER}=${encodeURIComponent(safe)}` : base;
}
