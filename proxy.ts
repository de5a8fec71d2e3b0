import { type NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, type Locale } from '@/lib/i18n/config';
import { decideRoute } from '@/lib/routing/decide';
import { localeCarriedToMobile } from '@/lib/routing/mobile';
import { decodeSessionToken, SESSION_COOKIE_NAMES } from '@/lib/server/auth/session';
import { createNonce, hstsHeader, pageCspForRequest } from '@/lib/server/security/csp';
import { staticPageHashes } from '@/lib/server/security/static-page-hashes';

/** The previous page on this site, from Referer: path and query, or null for another site or none. */
function previousPage(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.origin === request.nextUrl.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * Only a page the user opens records its language: a prefetch of another locale's link that is still in flight when
 * the user switches language must not write the old language back.
 */
function isPageLoad(request: NextRequest): boolean {
  // Browsers mark fetch() requests (the router's RSC fetches and prefetches) with Sec-Fetch-Dest: empty; Next
  // also tags them with an _rsc query parameter.
  if (request.nextUrl.searchParams.has('_rsc')) return false;
  return (request.headers.get('sec-fetch-dest') ?? 'document') === 'document';
}

/** Records the language preference (spec §3: i18n_redirected, about 1000 days), as the language switch does. */
function setLocaleCookie(response: NextResponse, locale: Locale): void {
  response.cookies.set(LOCALE_COOKIE, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS, path: '/', sameSite: 'lax' });
}

/** HSTS when the site is served over https in production (lib/server/security/csp.ts). */
function withHsts(response: NextResponse): NextResponse {
  const hsts = hstsHeader();
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

/**
 * Locale prefixes, the i18n_redirected cookie, mobile and legacy redirects, unknown paths and page guards; and the
 * Content-Security-Policy of every page, with its nonce.
 * The session check here is optimistic (the cookie decrypts and has not expired); pages and API calls check
 * the session against the database, and VIP features there too.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const savedLocale = request.cookies.get(LOCALE_COOKIE)?.value ?? null;
  const token = SESSION_COOKIE_NAMES.map((name) => request.cookies.get(name)?.value).find(Boolean);
  const claims = await decodeSessionToken(token);
  const decision = decideRoute({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    userAgent: request.headers.get('user-agent'),
    savedLocale,
    acceptLanguage: request.headers.get('accept-language'),
    session: claims ? {} : null,
    previousPage: previousPage(request),
  });

  if (decision.kind === 'redirect') {
    const response = withHsts(NextResponse.redirect(new URL(decision.location, request.url), decision.status));
    // A phone sent from /cn to /m/ keeps Chinese: the mobile address has no prefix, the cookie carries it.
    const carried = localeCarriedToMobile(request.nextUrl.pathname, decision.location);
    if (carried && carried !== savedLocale && isPageLoad(request)) setLocaleCookie(response, carried);
    return response;
  }
  // A fresh nonce per page: Next.js reads it from the request's policy and puts it on every script it renders. A
  // page prerendered at build time is served without it, so its inline scripts are allowed by their hashes.
  const nonce = createNonce();
  const policy = pageCspForRequest(nonce, staticPageHashes(request.nextUrl.pathname));
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', policy);
  const response = withHsts(NextResponse.next({ request: { headers: requestHeaders } }));
  response.headers.set('Content-Security-Policy', policy);
  if (decision.kind === 'render' && savedLocale !== decision.locale && isPageLoad(request)) {
    setLocaleCookie(response, decision.locale);
  }
  return response;
}

export const config = {
  // Pages only: not the API, not Next's assets, not files with an extension (robots.txt, version.txt, images).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
