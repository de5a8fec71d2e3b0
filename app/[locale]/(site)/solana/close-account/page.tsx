import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import {
  SOLANA_CLOSE_ACCOUNT_PATH,
  SolanaCloseAccountPageContent,
} from '@/components/solana-close-account/solana-close-account-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) =>
  accountMetadata(SOLANA_CLOSE_ACCOUNT_PATH, params);

/** /[locale]/solana/close-account: close the connected wallet's token accounts and reclaim their rent. */
export default async function SolanaCloseAccountPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <SolanaCloseAccountPageContent locale={locale} search={await searchString(searchParams)} />;
}
