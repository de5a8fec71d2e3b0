import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import {
  SOLANA_TOKEN_NAMESPACES,
  SOLANA_TOKEN_PAGE_NAMESPACES,
  SOLANA_TOKEN_PATHS,
  TokenPageFrame,
  tokenToolProps,
} from '../shared/token-page-server';
import { AccountClient } from './account-client';

export const SOLANA_ACCOUNT_PATH = SOLANA_TOKEN_PATHS.account;

/** The server half of /[locale]/solana/account. */
export async function SolanaAccountPageContent({ locale, searchParams }: ToolContentProps) {
  const props = await tokenToolProps('account', locale, await searchString(searchParams));
  return (
    <TokenPageFrame page="account" locale={locale}>
      <AccountClient {...props} />
    </TokenPageFrame>
  );
}

/** /[locale]/solana/account: burn, mint more, revoke authorities, freeze / thaw holders of one token. */
export const SOLANA_ACCOUNT_PAGE: ToolPage = {
  path: SOLANA_ACCOUNT_PATH,
  namespaces: [SOLANA_TOKEN_PAGE_NAMESPACES.account, ...SOLANA_TOKEN_NAMESPACES],
  Content: SolanaAccountPageContent,
};
