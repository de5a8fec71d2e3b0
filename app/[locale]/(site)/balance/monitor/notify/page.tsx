import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { MONITOR_PATHS, MonitorPageContent } from '@/components/monitor/monitor-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata(MONITOR_PATHS.notify, params);

/** /[locale]/balance/monitor/notify: the change mails' settings (monitorNotify VIP). */
export default async function BalanceMonitorNotifyPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <MonitorPageContent locale={locale} page="notify" search={await searchString(searchParams)} />;
}
