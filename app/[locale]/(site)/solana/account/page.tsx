import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { SOLANA_ACCOUNT_PATH, SolanaAccountPageContent } from '@/components/solana-token/account/account-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) => accountMetadata(SOLANA_ACCOUNT_PATH, params);

/** /[locale]/solana/account: burn, mint more, revoke authorities, freeze / thaw holders of one token. */
export default async function SolanaAccountPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <SolanaAccountPageContent locale={locale} search={await searchString(searchParams)} />;
}
