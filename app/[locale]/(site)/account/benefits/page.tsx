import { accountMetadata, accountPageLocale, type LocaleParams, servedHref } from '@/components/account/account-page';
import { BenefitsView } from '@/components/account/benefits-view';
import { ClientMessages } from '@/components/providers/client-messages';
import { guardPage } from '@/lib/server/auth/page-guard';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('account/benefits', params);

export default async function BenefitsPage({ params }: { params: LocaleParams }) {
  const locale = await accountPageLocale(params);
  const user = await guardPage('account/benefits', locale);
  return (
    <ClientMessages namespaces={['account']}>
      <BenefitsView locale={locale} vipHref={servedHref(locale, 'vip')} initialUser={user} />
    </ClientMessages>
  );
}
