import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  queryValue,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { SignupForm } from '@/components/account/signup-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { authHrefWithLastPage, LAST_PAGE_QUERY_PARAMETER } from '@/lib/client/last-page';
import { guardPage } from '@/lib/server/auth/page-guard';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('signup', params);

export default async function SignupPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  await guardPage('signup', locale, await searchString(searchParams));
  const lastPage = await queryValue(searchParams, LAST_PAGE_QUERY_PARAMETER);
  return (
    <ClientMessages namespaces={['auth']}>
      <SignupForm locale={locale} lastPage={lastPage} loginHref={authHrefWithLastPage(locale, 'login', lastPage)} />
    </ClientMessages>
  );
}
