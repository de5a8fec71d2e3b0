import { MobileToolPage, mobileToolMetadata } from '@/components/mobile/mobile-tool-page';
import { SOLANA_CHECK_BALANCE_NAMESPACES } from '@/components/tools/solana/check-balance/solana-check-balance-page';
import { SolanaCheckBalanceView } from '@/components/tools/solana/check-balance/solana-check-balance-view';

const DESKTOP_PATH = '/solana/check-balance';
const ROUTE_NAME = 'solana-check-balance';

export const generateMetadata = () => mobileToolMetadata(DESKTOP_PATH, ROUTE_NAME);

/** /m/solana/check-balance: the Solana balance checker laid out for a phone. */
export default function MobileSolanaCheckBalancePage() {
  return (
    <MobileToolPage
      desktopPath={DESKTOP_PATH}
      routeName={ROUTE_NAME}
      clientNamespaces={SOLANA_CHECK_BALANCE_NAMESPACES}
      renderView={(locale, mobilePath) => <SolanaCheckBalanceView locale={locale} currentPath={mobilePath} isCompact />}
    />
  );
}
