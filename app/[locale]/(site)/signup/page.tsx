import {
  accountMetadata,
  authPageContext,
  type LocaleParams,
  type SearchParams,
} from '@/components/account/account-page';
import { SignupForm } from '@/components/account/signup-form';
import { ClientMessages } from '@/components/providers/client-messages';
import { authHrefWithLastPage } from '@/lib/client/last-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('signup', params);

export default async function SignupPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const { locale, lastPage } = await authPageContext('signup', params, searchParams);
  return (
    <ClientMessages namespaces={['auth']}>
      <SignupForm locale={locale} lastPage={lastPage} loginHref={authHrefWithLastPage(locale, 'login', lastPage)} />
    </ClientMessages>
  );
}
