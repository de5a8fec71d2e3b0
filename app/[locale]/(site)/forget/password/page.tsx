import {
  accountMetadata,
  authPageContext,
  type LocaleParams,
  type SearchParams,
} from '@/components/account/account-page';
import { ForgetPasswordForm } from '@/components/account/forget-password-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { authHrefWithLastPage } from '@/lib/client/last-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('forget/password', params);

export default async function ForgetPasswordPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const { locale, lastPage } = await authPageContext('forget/password', params, searchParams);
  return (
    <ClientMessages namespaces={['auth']}>
      <ForgetPasswordForm locale={locale} loginHref={authHrefWithLastPage(locale, 'login', lastPage)} />
    </ClientMessages>
  );
}
