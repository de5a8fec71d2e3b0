import type { Locale } from '@/lib/i18n/config';
import { SOLANA_TOKEN_PATHS, TokenPageFrame, tokenToolProps } from '../shared/token-page-server';
import { UpdateClient } from './update-client';

export const SOLANA_TOKEN_UPDATE_PATH = SOLANA_TOKEN_PATHS.update;

/** The server half of /[locale]/solana/token/update. */
export async function SolanaTokenUpdatePageContent({ locale, search }: { locale: Locale; search: string }) {
  const props = await tokenToolProps('update', locale, search);
  return (
    <TokenPageFrame page="update" locale={locale}>
      <UpdateClient {...props} />
    </TokenPageFrame>
  );
}
