import type { Locale } from '@/lib/i18n/config';
import { localeOfPath } from '@/lib/i18n/paths';

/** Phones and small tablets; the mobile version serves their users (spec §2). */
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPod|iPad|Windows Phone|BlackBerry|Opera Mini|IEMobile|HarmonyOS|webOS/i;

export function isMobileUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && MOBILE_USER_AGENT.test(userAgent);
}

/**
 * Paths (without locale, without trailing slash) that have a mobile page under /m, and whether that page
 * is served yet. A visit from a phone goes to the mobile page only once it exists, so nobody lands on a 404.
 */
export const MOBILE_PAGES: Readonly<Record<string, boolean>> = {
  '/': true,
  '/batch/check-balance': true,
  '/solana/check-balance': true,
  '/solana/close-account': true,
};

export const MOBILE_PREFIX = '/m';

/** The /m address of a locale-less path, or null when it has no served mobile page. */
export function mobilePathFor(pathWithoutLocale: string): string | null {
  if (!MOBILE_PAGES[pathWithoutLocale]) return null;
  return pathWithoutLocale === '/' ? `${MOBILE_PREFIX}/` : `${MOBILE_PREFIX}${pathWithoutLocale}`;
}

/**
 * The language a redirect to the mobile version must carry: mobile addresses have no locale prefix (spec §2), so a
 * phone sent from `/cn` (or `/cn/batch/check-balance`) to `/m/…` keeps its language through the i18n_redirected
 * cookie set on the redirect. Null when the redirect does not go to /m/ or the path had no prefix (then the saved
 * preference or Accept-Language decides, as on any visit to /m/).
 */
export function localeCarriedToMobile(pathname: string, location: string): Locale | null {
  if (!location.startsWith(`${MOBILE_PREFIX}/`)) return null;
  return localeOfPath(pathname);
}
