import { routeHref } from '@/lib/catalog';
import { LOCALES } from '@/lib/i18n/config';
import { FAST_RPC_VIP_LINK, fastRpcVipHref } from './limits';

describe('fastRpcVipHref', () => {
  // Written out so the checker pages load no route catalogue; it must stay the catalogue's address of the plan.
  it.each(LOCALES)('is the catalogue’s page of the fastRPC plan in %s', (locale) => {
    expect(fastRpcVipHref(locale)).toBe(routeHref(locale, 'vip-feature-days', FAST_RPC_VIP_LINK));
  });
});
