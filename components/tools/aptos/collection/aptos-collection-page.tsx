import { APTOS_MAINNET_FULLNODE_URL } from '@/chains/aptos/chain';
import { aptosFeeReceiver } from '@/chains/aptos/fee-receiver';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { AptosCollectionView } from './aptos-collection-view';

export const APTOS_COLLECTION_NAMESPACES = ['aptosBatchCollectionToken', 'aptosApi', 'keyBatch'] as const;

/** The server half: the catalogue's guard, then the view with Aptos Labs' mainnet (via our relay) and our fee receiver. */
export async function AptosCollectionPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <AptosCollectionView upstream={APTOS_MAINNET_FULLNODE_URL} feeReceiver={aptosFeeReceiver()} />;
}

/** /[locale]/aptos/batch-collection-token. */
export const APTOS_COLLECTION_PAGE: ToolPage = {
  path: 'aptos/batch-collection-token',
  namespaces: APTOS_COLLECTION_NAMESPACES,
  Content: AptosCollectionPageContent,
};
