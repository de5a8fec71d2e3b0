import { MobileToolPage, mobileToolMetadata } from '@/components/mobile/mobile-tool-page';
import { SolanaCloseAccountClient } from '@/components/solana-close-account/solana-close-account-client';
import { SOLANA_CLOSE_ACCOUNT_NAMESPACES } from '@/components/solana-close-account/solana-close-account-page';
import { solanaToolConfig } from '@/lib/server/solana/config';

const DESKTOP_PATH = '/solana/close-account';
const ROUTE_NAME = 'solana-close-account';

export const generateMetadata = () => mobileToolMetadata(DESKTOP_PATH, ROUTE_NAME);

/** /m/solana/close-account: the rent reclaimer laid out for a phone. */
export default function MobileSolanaCloseAccountPage() {
  const { feeReceiver } = solanaToolConfig();
  return (
    <MobileToolPage
      desktopPath={DESKTOP_PATH}
      routeName={ROUTE_NAME}
      namespace="solanaCloseAccount"
      clientNamespaces={SOLANA_CLOSE_ACCOUNT_NAMESPACES}
      renderView={() => <SolanaCloseAccountClient feeReceiver={feeReceiver} isCompact />}
    />
  );
}
