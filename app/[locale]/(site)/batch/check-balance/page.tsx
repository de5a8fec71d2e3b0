import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { CheckBalancePageContent } from '@/components/tools/evm/check-balance/check-balance-page';

const PATH = 'batch/check-balance';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata(PATH, params);

/** /[locale]/batch/check-balance: native and ERC-20 balances of many addresses on an EVM chain. */
export default async function BatchCheckBalancePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <CheckBalancePageContent locale={locale} path={PATH} search={await searchString(searchParams)} />;
}
