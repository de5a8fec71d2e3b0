import type { Locale } from '@/lib/i18n/config';
import { SOLANA_TOKEN_PATHS, TokenPageFrame, tokenToolProps } from '../shared/token-page-server';
import { PublishClient } from './publish-client';

export const SOLANA_TOKEN_PUBLISH_PATH = SOLANA_TOKEN_PATHS.publish;

/** The server half of /[locale]/solana/token/publish. */
export async function SolanaTokenPublishPageContent({ locale, search }: { locale: Locale; search: string }) {
  const props = await tokenToolProps('publish', locale, search);
  return (
    <TokenPageFrame page="publish" locale={locale}>
      <PublishClient {...props} />
    </TokenPageFrame>
  );
}
