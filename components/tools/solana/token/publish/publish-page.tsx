import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import {
  SOLANA_TOKEN_NAMESPACES,
  SOLANA_TOKEN_PAGE_NAMESPACES,
  SOLANA_TOKEN_PATHS,
  TokenPageFrame,
  tokenToolProps,
} from '../shared/token-page-server';
import { PublishClient } from './publish-client';

export const SOLANA_TOKEN_PUBLISH_PATH = SOLANA_TOKEN_PATHS.publish;

/** The server half of /[locale]/solana/token/publish. */
export async function SolanaTokenPublishPageContent({ locale, searchParams }: ToolContentProps) {
  const props = await tokenToolProps('publish', locale, await searchString(searchParams));
  return (
    <TokenPageFrame page="publish" locale={locale}>
      <PublishClient {...props} />
    </TokenPageFrame>
  );
}

/** /[locale]/solana/token/publish: a new SPL (Metaplex metadata) or Token-2022 token from the connected wallet. */
export const SOLANA_TOKEN_PUBLISH_PAGE: ToolPage = {
  path: SOLANA_TOKEN_PUBLISH_PATH,
  namespaces: [SOLANA_TOKEN_PAGE_NAMESPACES.publish, ...SOLANA_TOKEN_NAMESPACES],
  Content: SolanaTokenPublishPageContent,
};
