import { type NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/i18n/config';
import { decideRoute } from '@/lib/routing/decide';
import { decodeSessionToken, SESSION_COOKIE_NAMES } from '@/lib/server/auth/session';

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

/**
 * Locale prefixes, the i18n_redirected cookie, mobile and legacy redirects, unknown paths and page guards.
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
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }
  const response = NextResponse.next();
  if (decision.kind === 'render' && savedLocale !== decision.locale && isPageLoad(request)) {
    response.cookies.set(LOCALE_COOKIE, decision.locale, {
      maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
      path: '/',
      sameSite: 'lax',
    });
  }
  return response;
}

export const config = {
  // Pages only: not the API, not Next's assets, not files with an extension (robots.txt, version.txt, images).
  matcher: ['/((?!api/|_next/|.*\\.[a-zA-Z0-9]+$).*)'],
};
