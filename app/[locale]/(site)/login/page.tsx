import {
  accountMetadata,
  authPageContext,
  type LocaleParams,
  type SearchParams,
} from '@/components/account/account-page';
import { LoginForm } from '@/components/account/login-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { authHrefWithLastPage } from '@/lib/client/last-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('login', params);

export default async function LoginPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const { locale, lastPage } = await authPageContext('login', params, searchParams);
  return (
    <ClientMessages namespaces={['auth', 'wallet']}>
      <LoginForm
        locale={locale}
        lastPage={lastPage}
        signupHref={authHrefWithLastPage(locale, 'signup', lastPage)}
        forgetPasswordHref={authHrefWithLastPage(locale, 'forget/password', lastPage)}
      />
    </ClientMessages>
  );
}
