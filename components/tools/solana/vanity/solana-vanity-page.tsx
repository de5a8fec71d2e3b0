import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { SolanaVanityView } from './solana-vanity-view';

/** /[locale]/solana/vanity-address: public; keys are searched in this tab's Web Workers and never leave it. */
export const SOLANA_VANITY_PAGE: ToolPage = {
  path: 'solana/vanity-address',
  namespaces: ['solanaVanityAddress', 'walletTools'],
  Content: () => <SolanaVanityView />,
};
