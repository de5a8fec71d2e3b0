import { MnemonicView } from '@/components/wallet-tools/mnemonic-view';
import {
  WalletToolPage,
  type WalletToolPageProps,
  walletToolMetadata,
} from '@/components/wallet-tools/wallet-tool-page';

export const generateMetadata = ({ params }: WalletToolPageProps) => walletToolMetadata('mnemonic', params);

/** /[locale]/mnemonic: public; mnemonics are generated, checked and derived in the browser only. */
export default function Page({ params }: WalletToolPageProps) {
  return (
    <WalletToolPage params={params}>
      <MnemonicView />
    </WalletToolPage>
  );
}
