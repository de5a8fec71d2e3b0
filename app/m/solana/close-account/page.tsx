import { MobileToolPage, mobileToolMetadata } from '@/components/mobile/mobile-tool-page';
import { SolanaCloseAccountClient } from '@/components/tools/solana/close-account/solana-close-account-client';
import { SOLANA_CLOSE_ACCOUNT_NAMESPACES } from '@/components/tools/solana/close-account/solana-close-account-page';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';

const DESKTOP_PATH = '/solana/close-account';
const ROUTE_NAME = 'solana-close-account';

export const generateMetadata = () => mobileToolMetadata(DESKTOP_PATH, ROUTE_NAME);

/** /m/solana/close-account: the rent reclaimer laid out for a phone (the inviter's share as on the desktop page). */
export default async function MobileSolanaCloseAccountPage() {
  const { receiver, referrer } = await currentSolanaFeeTarget();
  return (
    <MobileToolPage
      desktopPath={DESKTOP_PATH}
      routeName={ROUTE_NAME}
      clientNamespaces={SOLANA_CLOSE_ACCOUNT_NAMESPACES}
      renderView={() => <SolanaCloseAccountClient feeReceiver={receiver} referrer={referrer} isCompact />}
    />
  );
}
