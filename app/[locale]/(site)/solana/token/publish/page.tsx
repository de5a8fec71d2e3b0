import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import {
  SOLANA_TOKEN_PUBLISH_PATH,
  SolanaTokenPublishPageContent,
} from '@/components/solana-token/publish/publish-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) =>
  accountMetadata(SOLANA_TOKEN_PUBLISH_PATH, params);

/** /[locale]/solana/token/publish: a new SPL (Metaplex metadata) or Token-2022 token from the connected wallet. */
export default async function SolanaTokenPublishPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <SolanaTokenPublishPageContent locale={locale} search={await searchString(searchParams)} />;
}
