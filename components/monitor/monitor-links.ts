import { routeHref } from '@/lib/catalog';
import { LAST_PAGE_QUERY_PARAMETER } from '@/lib/client/last-page';
import type { Locale } from '@/lib/i18n/config';

export type MonitorPage = 'list' | 'manage' | 'notify';

const ROUTE_NAMES: Readonly<Record<MonitorPage, string>> = {
  list: 'balance-monitor',
  manage: 'balance-monitor-manage',
  notify: 'balance-monitor-notify',
};

export function monitorHref(locale: Locale, page: MonitorPage): string {
  return routeHref(locale, ROUTE_NAMES[page]);
}

/**
 * The VIP page of a monitor feature (vip/balanceMonitor-30), which offers buying, renewing and expanding, with
 * this page as lastPage so it links back once the purchase is through.
 */
export function monitorVipHref(locale: Locale, feature: 'balanceMonitor' | 'monitorNotify', from: MonitorPage): string {
  const href = routeHref(locale, 'vip-feature-days', { feature, days: 30 });
  return `${href}?${LAST_PAGE_QUERY_PARAMETER}=${encodeURIComponent(monitorHref(locale, from))}`;
}
