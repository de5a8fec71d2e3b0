import { SUI_MAINNET_GRAPHQL_URL } from '@/chains/sui/chain';
import { suiFeeReceiver } from '@/chains/sui/fee-receiver';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { SuiSendView } from './sui-send-view';

export const SUI_SEND_NAMESPACES = ['suiBatchSendToken', 'suiWallet', 'suiGraphql', 'batch'] as const;

/** The server half: the catalogue's guard, then the view with mainnet GraphQL and our fee receiver. */
export async function SuiSendPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <SuiSendView upstream={SUI_MAINNET_GRAPHQL_URL} feeReceiver={suiFeeReceiver()} />;
}

/** /[locale]/sui/batch-send-token. */
export const SUI_SEND_PAGE: ToolPage = {
  path: 'sui/batch-send-token',
  namespaces: SUI_SEND_NAMESPACES,
  Content: SuiSendPageContent,
};
