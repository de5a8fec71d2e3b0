import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { MultiSendView } from './multi-send-view';

/**
 * /[locale]/batch/multi-send: public, with nothing to guard or fetch on the server; pasted keys sign in the browser
 * only, never on the server.
 */
export const EVM_MULTI_SEND_PAGE: ToolPage = {
  path: 'batch/multi-send',
  namespaces: ['batchMultiSend', 'keyBatch', 'batch', 'checkBalance'],
  Content: () => <MultiSendView />,
};
