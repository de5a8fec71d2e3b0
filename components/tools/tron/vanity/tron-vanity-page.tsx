import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { TronVanityView } from './tron-vanity-view';

/** /[locale]/tron/vanity-address: public; keys are searched in this tab's Web Workers and never leave it. */
export const TRON_VANITY_PAGE: ToolPage = {
  path: 'tron/vanity-address',
  namespaces: ['tronVanityAddress', 'vanityAddress', 'walletTools'],
  Content: () => <TronVanityView />,
};
