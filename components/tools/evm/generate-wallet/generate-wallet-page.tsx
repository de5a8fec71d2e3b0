import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { GenerateWalletView } from './generate-wallet-view';

/** /[locale]/batch/generate-wallet: public, nothing on the server; wallets are generated in the browser only. */
export const EVM_GENERATE_WALLET_PAGE: ToolPage = {
  path: 'batch/generate-wallet',
  namespaces: ['batchGenerateWallet', 'walletTools'],
  Content: () => <GenerateWalletView />,
};
