import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { Eip7702View } from './eip7702-view';

/**
 * /[locale]/eip7702: public, nothing to guard or fetch on the server; pasted keys sign in the browser only, never on
 * the server.
 */
export const EIP7702_PAGE: ToolPage = {
  path: 'eip7702',
  namespaces: ['eip7702', 'keyBatch', 'batch', 'checkBalance'],
  Content: () => <Eip7702View />,
};
