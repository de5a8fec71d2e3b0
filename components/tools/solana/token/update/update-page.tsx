import type { ToolContentProps } from '@/components/tools/catalog-tool-page';
import { SOLANA_TOKEN_PATHS, TokenPageContent, tokenToolPage } from '../shared/token-page-server';
import { UpdateClient } from './update-client';

export const SOLANA_TOKEN_UPDATE_PATH = SOLANA_TOKEN_PATHS.update;

/** The server half of /[locale]/solana/token/update. */
export function SolanaTokenUpdatePageContent(props: ToolContentProps) {
  return <TokenPageContent page="update" Client={UpdateClient} {...props} />;
}

/** /[locale]/solana/token/update: change a token's metadata, hand over or give up its update authority. */
export const SOLANA_TOKEN_UPDATE_PAGE = tokenToolPage('update', SolanaTokenUpdatePageContent);
