import type { ToolPage } from '@/components/tools/catalog-tool-page';
import { MnemonicView } from './mnemonic-view';

/** /[locale]/mnemonic: public, nothing on the server; mnemonics are generated, checked and derived in the browser. */
export const EVM_MNEMONIC_PAGE: ToolPage = {
  path: 'mnemonic',
  namespaces: ['mnemonic', 'walletTools'],
  Content: () => <MnemonicView />,
};
