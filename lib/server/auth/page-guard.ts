import 'server-only';
import { redirect } from 'next/navigation';
import { matchRoute } from '@/lib/catalog';
import type { VipFeature } from '@/lib/catalog/types';
import type { Locale } from '@/lib/i18n/config';
import { guardRoute } from '@/lib/routing/decide';
import type { UserInfo } from '@/lib/server/accounts/user-info';
import { getCurrentUser } from './current-user';

/**
 * The page-side guard of a catalogue route, checked against the database (a revoked session, VIP features):
 * redirects like the proxy would, and returns the signed-in user (null on public and auth pages when signed out).
 */
export async function guardPage(path: string, locale: Locale, search = ''): Promise<UserInfo | null> {
  const match = matchRoute(path);
  if (!match) throw new Error(`No catalogue route at ${path}`);
  const user = await getCurrentUser();
  const activeVipFeatures = (user?.vipFeatures ?? [])
    .filter((vipFeature) => vipFeature.isVip)
    .map((vipFeature) => vipFeature.feature as VipFeature);
  const decision = guardRoute(match.entry, locale, {
    pathname: `/${locale}/${path}`,
    search,
    userAgent: null,
    savedLocale: null,
    acceptLanguage: null,
    session: user ? { activeVipFeatures } : null,
  });
  if (decision?.kind === 'redirect') redirect(decision.location);
  return user;
}
