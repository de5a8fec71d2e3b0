import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { CallContractView } from './call-contract-view';

/**
 * /[locale]/batch/call-contract: public, nothing to guard or fetch on the server; pasted keys sign in the browser only,
 * never on the server.
 */
export const CALL_CONTRACT_PAGE: ToolPage = {
  path: 'batch/call-contract',
  namespaces: ['batchCallContract', 'keyBatch', 'batch', 'checkBalance', 'batchSendToken'],
  Content: () => <CallContractView />,
};
