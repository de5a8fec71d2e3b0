import { SUI_MAINNET_GRAPHQL_URL } from '@/chains/sui/chain';
import { suiFeeReceiver } from '@/chains/sui/fee-receiver';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { SuiTokenPublishView } from './sui-token-publish-view';

export const SUI_TOKEN_PUBLISH_NAMESPACES = ['suiTokenPublish', 'suiWallet', 'suiGraphql'] as const;

/** The server half: the catalogue's guard, then the view with mainnet GraphQL and our fee receiver. */
export async function SuiTokenPublishPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <SuiTokenPublishView upstream={SUI_MAINNET_GRAPHQL_URL} feeReceiver={suiFeeReceiver()} />;
}

/** /[locale]/sui/token/publish. */
export const SUI_TOKEN_PUBLISH_PAGE: ToolPage = {
  path: 'sui/token/publish',
  namespaces: SUI_TOKEN_PUBLISH_NAMESPACES,
  Content: SuiTokenPublishPageContent,
};
