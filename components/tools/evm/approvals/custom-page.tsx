import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { ApproveCustomView } from './custom-view';

/** /[locale]/approve/custom: public; the wallet kit loads when the owner's wallet is asked for (at review). */
export const APPROVE_CUSTOM_PAGE: ToolPage = {
  path: 'approve/custom',
  namespaces: ['approveCustom', 'approveWallet', 'approveCheck', 'batch', 'checkBalance'],
  Content: () => <ApproveCustomView />,
};
