import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { MONITOR_PATHS, MonitorPageContent } from '@/components/monitor/monitor-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata(MONITOR_PATHS.list, params);

/** /[locale]/balance/monitor: the watched balances and their changes (balanceMonitor VIP). */
export default async function BalanceMonitorPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <MonitorPageContent locale={locale} page="list" search={await searchString(searchParams)} />;
}
