import { tronApiUrl } from '@/chains/tron/api';
import { tronFeeReceiver } from '@/chains/tron/batch-send';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { TronCollectionView } from './tron-collection-view';

export const TRON_COLLECTION_NAMESPACES = ['tronBatchCollectionToken', 'tronApi', 'keyBatch'] as const;

/** The server half: the catalogue's guard, then the view with the server's Tron configuration. */
export async function TronCollectionPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <TronCollectionView upstream={tronApiUrl()} feeRecipient={tronFeeReceiver()} />;
}

/** /[locale]/tron/batch-collection-token. */
export const TRON_COLLECTION_PAGE: ToolPage = {
  path: 'tron/batch-collection-token',
  namespaces: TRON_COLLECTION_NAMESPACES,
  Content: TronCollectionPageContent,
};
