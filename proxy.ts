import { type NextRequest, NextResponse } from 'next/server';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/i18n/config';
import { decideRoute } from '@/lib/routing/decide';

/** Locale prefixes, the i18n_redirected cookie, mobile and legacy redirects, unknown paths and page guards. */
export function proxy(request: NextRequest): NextResponse {
  const savedLocale = request.cookies.get(LOCALE_COOKIE)?.value ?? null;
  const decision = decideRoute({
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    userAgent: request.headers.get('user-agent'),
    savedLocale,
    acceptLanguage: request.headers.get('accept-language'),
    session: null,
  });

  if (decision.kind === 'redirect') {
    return NextResponse.redirect(new URL(decision.location, request.url), decision.status);
  }
  const response = NextResponse.next();
  if (decision.kind === 'render' && savedLocale !== decision.locale) {
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
