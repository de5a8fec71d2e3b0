import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import {
  SOLANA_TOKEN_NAMESPACES,
  SOLANA_TOKEN_PAGE_NAMESPACES,
  SOLANA_TOKEN_PATHS,
  TokenPageFrame,
  tokenToolProps,
} from '../shared/token-page-server';
import { UpdateClient } from './update-client';

export const SOLANA_TOKEN_UPDATE_PATH = SOLANA_TOKEN_PATHS.update;

/** The server half of /[locale]/solana/token/update. */
export async function SolanaTokenUpdatePageContent({ locale, searchParams }: ToolContentProps) {
  const props = await tokenToolProps('update', locale, await searchString(searchParams));
  return (
    <TokenPageFrame page="update" locale={locale}>
      <UpdateClient {...props} />
    </TokenPageFrame>
  );
}

/** /[locale]/solana/token/update: change a token's metadata, hand over or give up its update authority. */
export const SOLANA_TOKEN_UPDATE_PAGE: ToolPage = {
  path: SOLANA_TOKEN_UPDATE_PATH,
  namespaces: [SOLANA_TOKEN_PAGE_NAMESPACES.update, ...SOLANA_TOKEN_NAMESPACES],
  Content: SolanaTokenUpdatePageContent,
};
