import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import {
  SOLANA_CHECK_BALANCE_PATH,
  SolanaCheckBalancePageContent,
} from '@/components/check-balance/solana/solana-check-balance-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) =>
  accountMetadata(SOLANA_CHECK_BALANCE_PATH, params);

/** /[locale]/solana/check-balance: SOL and SPL / Token-2022 balances of many Solana addresses. */
export default async function SolanaCheckBalancePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <SolanaCheckBalancePageContent locale={locale} search={await searchString(searchParams)} />;
}
