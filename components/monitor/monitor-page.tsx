import { servedHref } from '@/components/account/account-page';
import { ClientMessages } from '@/components/providers/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import type { MonitorPage } from './monitor-links';
import { MonitorManageView } from './monitor-manage-view';
import { MonitorNotifyView } from './monitor-notify-view';
import { MonitorView } from './monitor-view';

/** The catalogue path of each monitor page, for the guard and the metadata. */
export const MONITOR_PATHS: Readonly<Record<MonitorPage, string>> = {
  list: 'balance/monitor',
  manage: 'balance/monitor/manage',
  notify: 'balance/monitor/notify',
};

/**
 * The server half of the three balance monitor pages: the guard (signed out → login; no balanceMonitor, or no
 * monitorNotify on the notify page → the VIP page with lastPage and feature), then the page's client view with the
 * messages it uses (vip for the feature names, account for the signed-out notice).
 */
export async function MonitorPageContent({
  locale,
  page,
  search,
}: {
  locale: Locale;
  page: MonitorPage;
  search: string;
}) {
  await guardPage(MONITOR_PATHS[page], locale, search);
  return (
    <ClientMessages namespaces={['monitor', 'vip', 'account']}>
      {page === 'list' ? <MonitorView locale={locale} /> : null}
      {page === 'manage' ? <MonitorManageView locale={locale} /> : null}
      {page === 'notify' ? (
        <MonitorNotifyView locale={locale} bindEmailHref={servedHref(locale, 'bind-email')} />
      ) : null}
    </ClientMessages>
  );
}
