import 'server-only';
import type { NextRequest } from 'next/server';
import { type Locale, localeFromAcceptLanguage } from '@/lib/i18n/config';
import { serverEnv } from '@/lib/server/env';

/** The user's language from Accept-Language (zh-CN → cn, else en). */
export function requestLocale(request: Request): Locale {
  return localeFromAcceptLanguage(request.headers.get('accept-language'), 'en');
}

/** True behind https, directly or through a proxy that says so. */
export function isSecureRequest(request: NextRequest): boolean {
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  return (forwarded ?? request.nextUrl.protocol.replace(':', '')) === 'https';
}

/** The client's address for rate limits (never for authentication): see lib/server/security/client-ip.ts. */
export { clientIp } from '@/lib/server/security/client-ip';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Browsers send Origin (and Sec-Fetch-Site) with every state-changing request: one from another site is a
 * cross-site request forgery attempt riding on the user's cookie. Requests without either header come from
 * non-browser clients, which cannot carry a victim's cookie.
 */
export function isForeignOrigin(request: NextRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** The host the browser used (SIWE's domain must match it). */
export function requestHost(request: NextRequest): string {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? request.nextUrl.host;
}

/** The origin the browser used (SIWE's uri). */
export function requestOrigin(request: NextRequest): string {
  return `${isSecureRequest(request) ? 'https' : 'http'}://${requestHost(request)}`;
}

/**
 * The domain and origin a Sign-In with Ethereum message must name. In production they come from SITE_URL, never
 * from the request: a phishing site relaying our API with its own Host header would otherwise get messages that
 * name its domain (which the wallet shows as matching) and that we would accept.
 */
export function signInOrigin(request: NextRequest): { domain: string; uri: string } {
  if (process.env.NODE_ENV === 'production') {
    const site = new URL(serverEnv().SITE_URL);
    return { domain: site.host, uri: site.origin };
  }
  return { domain: requestHost(request), uri: requestOrigin(request) };
}
