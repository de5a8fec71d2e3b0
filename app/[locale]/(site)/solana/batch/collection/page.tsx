import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import {
  SOLANA_COLLECTION_PATH,
  SolanaCollectionPageContent,
} from '@/components/solana-collection/solana-collection-page';

export const generateMetadata = ({ params }: { params: LocaleParams }) =>
  accountMetadata(SOLANA_COLLECTION_PATH, params);

/** /[locale]/solana/batch/collection: public; pasted keys sign in the browser only. */
export default async function SolanaCollectionPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: SearchParams;
}) {
  const locale = await accountPageLocale(params);
  return <SolanaCollectionPageContent locale={locale} search={await searchString(searchParams)} />;
}
