import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { tonServerApi } from '../check-balance/ton-check-balance-page';
import { TonCollectionView } from './ton-collection-view';

export const TON_COLLECTION_NAMESPACES = ['tonBatchCollectionToken', 'tonApi', 'keyBatch'] as const;

/** The server half: the catalogue's guard, then the view with the server's TON relays. */
export async function TonCollectionPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  const { upstream, hasV3Relay } = tonServerApi();
  return <TonCollectionView upstream={upstream} hasV3Relay={hasV3Relay} />;
}

/** /[locale]/ton/batch-collection-token. */
export const TON_COLLECTION_PAGE: ToolPage = {
  path: 'ton/batch-collection-token',
  namespaces: TON_COLLECTION_NAMESPACES,
  Content: TonCollectionPageContent,
};
