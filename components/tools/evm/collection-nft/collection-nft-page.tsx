import { redirect } from 'next/navigation';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { vipRefusal } from '@/components/tools/vip-access';
import { guardPage } from '@/lib/server/auth/page-guard';
import { NftCollectionView } from './collection-nft-view';

/**
 * The server half: the catalogue's guard (guardPage: a signed-in user without nftCollection goes to the VIP page
 * with lastPage and feature), and the same refusal for a signed-out visitor; then the view, whose pasted keys sign
 * in the browser only, never on the server.
 */
export async function NftCollectionPageContent({ locale, path, searchParams }: ToolContentProps) {
  const search = await searchString(searchParams);
  const user = await guardPage(path, locale, search);
  const refusal = vipRefusal(path, locale, search, user?.vipFeatures ?? null);
  if (refusal) redirect(refusal);
  return <NftCollectionView />;
}

/** /[locale]/batch/collection-nft (VIP feature nftCollection). */
export const EVM_NFT_COLLECTION_PAGE: ToolPage = {
  path: 'batch/collection-nft',
  namespaces: ['batchCollectionNft', 'keyBatch', 'batch', 'checkBalance'],
  Content: NftCollectionPageContent,
};
