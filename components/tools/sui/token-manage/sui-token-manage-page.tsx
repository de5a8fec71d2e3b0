import { SUI_MAINNET_GRAPHQL_URL } from '@/chains/sui/chain';
import { suiFeeReceiver } from '@/chains/sui/fee-receiver';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { SuiTokenManageView } from './sui-token-manage-view';

export const SUI_TOKEN_MANAGE_NAMESPACES = [
  'suiTokenManage',
  'suiTokenPublish',
  'suiWallet',
  'suiGraphql',
  'batch',
] as const;

/** The server half: the catalogue's guard, then the view with mainnet GraphQL, our fee receiver and ?coin=. */
export async function SuiTokenManagePageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  const coin = (await searchParams).coin;
  return (
    <SuiTokenManageView
      upstream={SUI_MAINNET_GRAPHQL_URL}
      feeReceiver={suiFeeReceiver()}
      initialCoinType={typeof coin === 'string' ? coin : ''}
    />
  );
}

/** /[locale]/sui/token/manage. */
export const SUI_TOKEN_MANAGE_PAGE: ToolPage = {
  path: 'sui/token/manage',
  namespaces: SUI_TOKEN_MANAGE_NAMESPACES,
  Content: SuiTokenManagePageContent,
};
