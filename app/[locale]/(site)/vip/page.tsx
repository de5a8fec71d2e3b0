import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  queryValue,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { VipPageContent } from '@/components/vip/vip-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata('vip', params);

/** /[locale]/vip: public; `?feature=` (sent by the page guards with `lastPage`) preselects a feature. */
export default async function VipPage({ params, searchParams }: { params: LocaleParams; searchParams: SearchParams }) {
  const locale = await accountPageLocale(params);
  return (
    <VipPageContent
      locale={locale}
      path="vip"
      search={await searchString(searchParams)}
      feature={await queryValue(searchParams, 'feature')}
      days={await queryValue(searchParams, 'days')}
      lastPage={await queryValue(searchParams, 'lastPage')}
    />
  );
}
