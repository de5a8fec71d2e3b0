import { matchRoute } from '@/lib/catalog';
import type { VipFeature } from '@/lib/catalog/types';
import type { VipFeatureInfo } from '@/lib/client/user/types';
import type { Locale } from '@/lib/i18n/config';
import { guardRoute } from '@/lib/routing/decide';

/**
 * Where a visitor without the page's VIP feature goes, or null to open the page. The catalogue's guard (the one the
 * proxy and guardPage apply: the VIP page with lastPage and feature) decides; a signed-out visitor counts as a user
 * with no feature, since a VIP tool that runs wholly in the browser has no server call to refuse later.
 */
export function vipRefusal(
  path: string,
  locale: Locale,
  search: string,
  vipFeatures: readonly Pick<VipFeatureInfo, 'feature' | 'isVip'>[] | null,
): string | null {
  const match = matchRoute(path);
  if (!match) throw new Error(`No catalogue route at ${path}`);
  const activeVipFeatures = (vipFeatures ?? [])
    .filter((vipFeature) => vipFeature.isVip)
    .map((vipFeature) => vipFeature.feature as VipFeature);
  const decision = guardRoute(match.entry, locale, {
    pathname: `/${locale}/${path}`,
    search,
    userAgent: null,
    savedLocale: null,
    acceptLanguage: null,
    session: { activeVipFeatures },
  });
  return decision?.kind === 'redirect' ? decision.location : null;
}
