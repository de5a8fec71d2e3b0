import { SUI_MAINNET_GRAPHQL_URL } from '@/chains/sui/chain';
import { suiFeeReceiver } from '@/chains/sui/fee-receiver';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { SuiCollectionView } from './sui-collection-view';

export const SUI_COLLECTION_NAMESPACES = ['suiBatchCollectionToken', 'suiGraphql', 'keyBatch'] as const;

/** The server half: the catalogue's guard, then the view with mainnet GraphQL (via our relay) and our fee receiver. */
export async function SuiCollectionPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <SuiCollectionView upstream={SUI_MAINNET_GRAPHQL_URL} feeReceiver={suiFeeReceiver()} />;
}

/** /[locale]/sui/batch-collection-token. */
export const SUI_COLLECTION_PAGE: ToolPage = {
  path: 'sui/batch-collection-token',
  namespaces: SUI_COLLECTION_NAMESPACES,
  Content: SuiCollectionPageContent,
};
