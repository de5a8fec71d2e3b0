import type { ToolContentProps } from '@/components/tools/catalog-tool-page';
import { SOLANA_TOKEN_PATHS, TokenPageContent, tokenToolPage } from '../shared/token-page-server';
import { PublishClient } from './publish-client';

export const SOLANA_TOKEN_PUBLISH_PATH = SOLANA_TOKEN_PATHS.publish;

/** The server half of /[locale]/solana/token/publish. */
export function SolanaTokenPublishPageContent(props: ToolContentProps) {
  return <TokenPageContent page="publish" Client={PublishClient} {...props} />;
}

/** /[locale]/solana/token/publish: a new SPL (Metaplex metadata) or Token-2022 token from the connected wallet. */
export const SOLANA_TOKEN_PUBLISH_PAGE = tokenToolPage('publish', SolanaTokenPublishPageContent);
