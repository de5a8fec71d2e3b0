import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { ApproveCheckView } from './check-view';

/**
 * /[locale]/approve/check: public, nothing to guard or fetch on the server; the scan reads the chain from the
 * browser, and revokes are signed by the owner's own wallet (loaded at signing).
 */
export const APPROVE_CHECK_PAGE: ToolPage = {
  path: 'approve/check',
  namespaces: ['approveCheck', 'approveWallet', 'batch', 'checkBalance'],
  Content: () => <ApproveCheckView />,
};
