import { GenerateWalletView } from '@/components/tools/evm/generate-wallet/generate-wallet-view';
import {
  WalletToolPage,
  type WalletToolPageProps,
  walletToolMetadata,
} from '@/components/tools/evm/wallet-generation/wallet-tool-page';

export const generateMetadata = ({ params }: WalletToolPageProps) =>
  walletToolMetadata('batch/generate-wallet', params);

/** /[locale]/batch/generate-wallet: public; wallets are generated in the browser only. */
export default function Page({ params }: WalletToolPageProps) {
  return (
    <WalletToolPage params={params}>
      <GenerateWalletView />
    </WalletToolPage>
  );
}
