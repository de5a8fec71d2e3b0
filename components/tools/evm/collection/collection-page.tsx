import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { CollectionView } from './collection-view';

/**
 * /[locale]/batch/collection: public, with nothing to guard or fetch on the server; pasted keys sign in the browser
 * only, never on the server.
 */
export const EVM_COLLECTION_PAGE: ToolPage = {
  path: 'batch/collection',
  namespaces: ['batchCollection', 'keyBatch', 'batch', 'checkBalance'],
  Content: () => <CollectionView />,
};
