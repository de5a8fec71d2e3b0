import type { Locale } from '@/lib/i18n/config';
import { SOLANA_TOKEN_PATHS, TokenPageFrame, tokenToolProps } from '../shared/token-page-server';
import { AccountClient } from './account-client';

export const SOLANA_ACCOUNT_PATH = SOLANA_TOKEN_PATHS.account;

/** The server half of /[locale]/solana/account. */
export async function SolanaAccountPageContent({ locale, search }: { locale: Locale; search: string }) {
  const props = await tokenToolProps('account', locale, search);
  return (
    <TokenPageFrame page="account" locale={locale}>
      <AccountClient {...props} />
    </TokenPageFrame>
  );
}
