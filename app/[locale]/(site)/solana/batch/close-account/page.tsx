import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import {
  SOLANA_BATCH_CLOSE_ACCOUNT_PATH,
  SolanaBatchCloseAccountPageContent,
} from '@/components/solana-close-account/solana-batch-close-account-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) =>
  accountMetadata(SOLANA_BATCH_CLOSE_ACCOUNT_PATH, params);

/** /[locale]/solana/batch/close-account: close the token accounts of many pasted wallets. */
export default async function SolanaBatchCloseAccountPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <SolanaBatchCloseAccountPageContent locale={locale} search={await searchString(searchParams)} />;
}
