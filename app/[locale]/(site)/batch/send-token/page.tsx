import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { SendTokenPageContent } from '@/components/tools/evm/send-token/send-token-page';

const PATH = 'batch/send-token';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata(PATH, params);

/** /[locale]/batch/send-token: native coin or an ERC-20 from the connected wallet to many recipients. */
export default async function BatchSendTokenPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <SendTokenPageContent locale={locale} path={PATH} search={await searchString(searchParams)} />;
}
