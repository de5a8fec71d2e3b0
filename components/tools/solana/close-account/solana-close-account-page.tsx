import { getTranslations } from 'next-intl/server';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';
import { SolanaCloseAccountClient } from './solana-close-account-client';

/**
 * The message namespaces of the wallet page: its own, the RPC field's, the wallet panel's, the batch engine's, and the
 * inviter's share line.
 */
export const SOLANA_CLOSE_ACCOUNT_NAMESPACES = [
  'solanaCloseAccount',
  'solanaRpc',
  'solanaWallet',
  'batch',
  'solanaReferral',
] as const;

export const SOLANA_CLOSE_ACCOUNT_PATH = 'solana/close-account';

/**
 * The server half of /[locale]/solana/close-account: guard, title (rendered here for SEO), fee receiver and the
 * signed-in user's inviter (their share of each fee), view.
 */
export async function SolanaCloseAccountPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  const { receiver, referrer } = await currentSolanaFeeTarget();
  const t = await getTranslations({ locale, namespace: 'solanaCloseAccount' });
  return (
    <div className="check-balance">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <SolanaCloseAccountClient feeReceiver={receiver} referrer={referrer} />
    </div>
  );
}

/** /[locale]/solana/close-account: close the connected wallet's token accounts and reclaim their rent. */
export const SOLANA_CLOSE_ACCOUNT_PAGE: ToolPage = {
  path: SOLANA_CLOSE_ACCOUNT_PATH,
  namespaces: SOLANA_CLOSE_ACCOUNT_NAMESPACES,
  Content: SolanaCloseAccountPageContent,
};
