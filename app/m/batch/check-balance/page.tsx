import { MobileToolPage, mobileToolMetadata } from '@/components/mobile/mobile-tool-page';
import { CHECK_BALANCE_NAMESPACES } from '@/components/tools/evm/check-balance/check-balance-page';
import { CheckBalanceView } from '@/components/tools/evm/check-balance/check-balance-view';

const DESKTOP_PATH = '/batch/check-balance';
const ROUTE_NAME = 'batch-check-balance';

export const generateMetadata = () => mobileToolMetadata(DESKTOP_PATH, ROUTE_NAME);

/** /m/batch/check-balance: the EVM balance checker laid out for a phone. */
export default function MobileCheckBalancePage() {
  return (
    <MobileToolPage
      desktopPath={DESKTOP_PATH}
      routeName={ROUTE_NAME}
      clientNamespaces={CHECK_BALANCE_NAMESPACES}
      renderView={(locale, mobilePath) => <CheckBalanceView locale={locale} currentPath={mobilePath} isCompact />}
    />
  );
}
