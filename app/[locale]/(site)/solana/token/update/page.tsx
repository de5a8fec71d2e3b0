import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { SOLANA_TOKEN_UPDATE_PATH, SolanaTokenUpdatePageContent } from '@/components/solana-token/update/update-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) =>
  accountMetadata(SOLANA_TOKEN_UPDATE_PATH, params);

/** /[locale]/solana/token/update: change a token's metadata, hand over or give up its update authority. */
export default async function SolanaTokenUpdatePage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <SolanaTokenUpdatePageContent locale={locale} search={await searchString(searchParams)} />;
}
