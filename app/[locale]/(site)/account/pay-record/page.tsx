import { accountMetadata, accountPageLocale, type LocaleParams, servedHref } from '@/components/account/account-page';
import { PayRecordView } from '@/components/account/pay-record-view';
import { ClientMessages } from '@/components/providers/client-messages';
import { guardPage } from '@/lib/server/auth/page-guard';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('account/pay-record', params);

export default async function PayRecordPage({ params }: { params: LocaleParams }) {
  const locale = await accountPageLocale(params);
  const user = await guardPage('account/pay-record', locale);
  return (
    <ClientMessages namespaces={['account']}>
      <PayRecordView locale={locale} vipHref={servedHref(locale, 'vip')} initialUser={user} />
    </ClientMessages>
  );
}
