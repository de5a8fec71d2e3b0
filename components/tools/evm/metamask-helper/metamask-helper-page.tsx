import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { MetamaskHelperView } from './metamask-helper-view';

/** The tool's texts, the wallet bar's, the chain picker's and the RPC error's. */
export const METAMASK_HELPER_NAMESPACES = ['metamaskHelper', 'evmWallet', 'checkBalance', 'batch'] as const;

function MetamaskHelperPageContent({ locale }: ToolContentProps) {
  return <MetamaskHelperView locale={locale} />;
}

/** /[locale]/metamask/helper: add chains and tokens to the wallet, switch chain, see nonces, unstick a queue. */
export const METAMASK_HELPER_PAGE: ToolPage = {
  path: 'metamask/helper',
  namespaces: METAMASK_HELPER_NAMESPACES,
  Content: MetamaskHelperPageContent,
};
