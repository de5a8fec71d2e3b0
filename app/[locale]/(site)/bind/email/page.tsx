import { accountMetadata, accountPageLocale, type LocaleParams } from '@/components/account/account-page';
import { BindEmailForm } from '@/components/account/bind-email-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { guardPage } from '@/lib/server/auth/page-guard';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('bind/email', params);

export default async function BindEmailPage({ params }: { params: LocaleParams }) {
  const locale = await accountPageLocale(params);
  const user = await guardPage('bind/email', locale);
  return (
    <ClientMessages namespaces={['auth', 'account']}>
      <BindEmailForm locale={locale} initialUser={user} />
    </ClientMessages>
  );
}
