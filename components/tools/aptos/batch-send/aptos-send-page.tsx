import { APTOS_MAINNET_FULLNODE_URL } from '@/chains/aptos/chain';
import { aptosFeeReceiver } from '@/chains/aptos/fee-receiver';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { AptosSendView } from './aptos-send-view';

export const APTOS_SEND_NAMESPACES = ['aptosBatchSendToken', 'aptosWallet', 'aptosApi', 'batch'] as const;

/** The server half: the catalogue's guard, then the view with Aptos Labs' mainnet and our fee receiver. */
export async function AptosSendPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <AptosSendView upstream={APTOS_MAINNET_FULLNODE_URL} feeReceiver={aptosFeeReceiver()} />;
}

/** /[locale]/aptos/batch-send-token. */
export const APTOS_SEND_PAGE: ToolPage = {
  path: 'aptos/batch-send-token',
  namespaces: APTOS_SEND_NAMESPACES,
  Content: AptosSendPageContent,
};
