import type { VipFeature } from '@/lib/catalog/types';
import type { Locale } from '@/lib/i18n/config';

export interface RoutingRequest {
  pathname: string;
  /** Query string including '?', or ''. */
  search: string;
  userAgent: string | null;
  /** Value of the i18n_redirected cookie, if any. */
  savedLocale: string | null;
  acceptLanguage: string | null;
  /** The signed-in user, or null. */
  session: RoutingSession | null;
  /** The previous page on this site (path + query, from Referer), or null. */
  previousPage?: string | null;
}

export interface RoutingSession {
  /** Unknown in the proxy (the cookie does not carry them): VIP is then checked by the page on the server. */
  activeVipFeatures?: readonly VipFeature[];
}

export type RoutingDecision =
  | { kind: 'redirect'; location: string; status: 307 | 308 }
  | { kind: 'render'; locale: Locale }
  | { kind: 'pass' };

export const redirect = (location: string, status: 307 | 308 = 307): RoutingDecision => ({
  kind: 'redirect',
  location,
  status,
});
