import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { BatchApproveView } from './batch-approve-view';

/**
 * /[locale]/batch/approve: public, nothing to guard or fetch on the server; pasted keys sign in the browser only,
 * never on the server.
 */
export const BATCH_APPROVE_PAGE: ToolPage = {
  path: 'batch/approve',
  namespaces: ['batchApprove', 'approveCheck', 'keyBatch', 'batch', 'checkBalance'],
  Content: () => <BatchApproveView />,
};
