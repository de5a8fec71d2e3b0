import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { VanityView } from './vanity-view';

/** /[locale]/vanity-address: public; keys are searched in this tab's Web Workers and never leave it. */
export const EVM_VANITY_PAGE: ToolPage = {
  path: 'vanity-address',
  namespaces: ['vanityAddress', 'walletTools'],
  Content: () => <VanityView />,
};
