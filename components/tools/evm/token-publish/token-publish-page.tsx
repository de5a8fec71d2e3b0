import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { tokenPublishFeeConfig } from '@/lib/server/evm/token-publish-config';
import { TokenPublishView } from './token-publish-view';

/** The tool's texts, the batch components' RPC texts and the chain picker's. */
export const TOKEN_PUBLISH_NAMESPACES = ['tokenPublish', 'batch', 'checkBalance'] as const;

/** The server half of token/publish: the catalogue's guard, the fee settings (server-side env), then the client view. */
export async function TokenPublishPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <TokenPublishView locale={locale} feeConfig={tokenPublishFeeConfig()} />;
}

/** /[locale]/token/publish: an ERC-20 launched from the connected wallet, on any registry or custom EVM chain. */
export const EVM_TOKEN_PUBLISH_PAGE: ToolPage = {
  path: 'token/publish',
  namespaces: TOKEN_PUBLISH_NAMESPACES,
  Content: TokenPublishPageContent,
};
