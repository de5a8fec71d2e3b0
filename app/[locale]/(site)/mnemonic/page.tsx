import { MnemonicView } from '@/components/tools/evm/mnemonic/mnemonic-view';
import {
  WalletToolPage,
  type WalletToolPageProps,
  walletToolMetadata,
} from '@/components/tools/evm/wallet-generation/wallet-tool-page';

export const generateMetadata = ({ params }: WalletToolPageProps) => walletToolMetadata('mnemonic', params);

/** /[locale]/mnemonic: public; mnemonics are generated, checked and derived in the browser only. */
export default function Page({ params }: WalletToolPageProps) {
  return (
    <WalletToolPage params={params}>
      <MnemonicView />
    </WalletToolPage>
  );
}
