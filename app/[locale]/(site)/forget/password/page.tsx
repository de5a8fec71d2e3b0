import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  queryValue,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { ForgetPasswordForm } from '@/components/account/forget-password-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { authHrefWithLastPage, LAST_PAGE_QUERY_PARAMETER } from '@/lib/client/last-page';
import { guardPage } from '@/lib/server/auth/page-guard';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('forget/password', params);

export default async function ForgetPasswordPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  await guardPage('forget/password', locale, await searchString(searchParams));
  const lastPage = await queryValue(searchParams, LAST_PAGE_QUERY_PARAMETER);
  return (
    <ClientMessages namespaces={['auth']}>
      <ForgetPasswordForm locale={locale} loginHref={authHrefWithLastPage(locale, 'login', lastPage)} />
    </ClientMessages>
  );
}
