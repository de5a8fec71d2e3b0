import { accountMetadata, accountPageLocale, type LocaleParams, servedHref } from '@/components/account/account-page';
import { UsercenterView } from '@/components/account/usercenter-view';
import { ClientMessages } from '@/components/providers/client-messages';
import { guardPage } from '@/lib/server/auth/page-guard';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('account/usercenter', params);

export default async function UsercenterPage({ params }: { params: LocaleParams }) {
  const locale = await accountPageLocale(params);
  const user = await guardPage('account/usercenter', locale);
  const links = {
    bindEmailHref: servedHref(locale, 'bind-email'),
    bindAddressHref: servedHref(locale, 'bind-address'),
    benefitsHref: servedHref(locale, 'account-benefits'),
  };
  return (
    <ClientMessages namespaces={['account']}>
      <UsercenterView locale={locale} links={links} initialUser={user} />
    </ClientMessages>
  );
}
