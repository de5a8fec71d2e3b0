import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  queryValue,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { LoginForm } from '@/components/account/login-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { authHrefWithLastPage, LAST_PAGE_QUERY_PARAMETER } from '@/lib/client/last-page';
import { guardPage } from '@/lib/server/auth/page-guard';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('login', params);

export default async function LoginPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  await guardPage('login', locale, await searchString(searchParams));
  const lastPage = await queryValue(searchParams, LAST_PAGE_QUERY_PARAMETER);
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
