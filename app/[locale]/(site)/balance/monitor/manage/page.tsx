import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { MONITOR_PATHS, MonitorPageContent } from '@/components/monitor/monitor-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata(MONITOR_PATHS.manage, params);

/** /[locale]/balance/monitor/manage: add, rename and remove watched balances (balanceMonitor VIP). */
export default async function BalanceMonitorManagePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <MonitorPageContent locale={locale} page="manage" search={await searchString(searchParams)} />;
}
