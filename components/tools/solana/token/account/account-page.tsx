import type { ToolContentProps } from '@/components/tools/catalog-tool-page';
import { SOLANA_TOKEN_PATHS, TokenPageContent, tokenToolPage } from '../shared/token-page-server';
import { AccountClient } from './account-client';

export const SOLANA_ACCOUNT_PATH = SOLANA_TOKEN_PATHS.account;

/** The server half of /[locale]/solana/account. */
export function SolanaAccountPageContent(props: ToolContentProps) {
  return <TokenPageContent page="account" Client={AccountClient} {...props} />;
}

/** /[locale]/solana/account: burn, mint more, revoke authorities, freeze / thaw holders of one token. */
export const SOLANA_ACCOUNT_PAGE = tokenToolPage('account', SolanaAccountPageContent);
