import { getTranslations } from 'next-intl/server';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { guardPage } from '@/lib/server/auth/page-guard';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';
import { BatchCloseView } from './batch-close-view';

/**
 * Message namespaces: the page's own, the closing texts it shares with the wallet page (cells, summary, run), the RPC
 * field's, the key tools' (notice, key field), the batch engine's, and the inviter's share line.
 */
export const SOLANA_BATCH_CLOSE_ACCOUNT_NAMESPACES = [
  'solanaBatchCloseAccount',
  'solanaCloseAccount',
  'solanaRpc',
  'keyBatch',
  'batch',
  'solanaReferral',
] as const;

export const SOLANA_BATCH_CLOSE_ACCOUNT_PATH = 'solana/batch/close-account';

/**
 * The server half of /[locale]/solana/batch/close-account: guard, fee receiver and the signed-in user's inviter (their
 * share of each fee). Keys are pasted and used in the client view only.
 */
export async function SolanaBatchCloseAccountPageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  const { receiver, referrer } = await currentSolanaFeeTarget();
  const t = await getTranslations({ locale, namespace: 'solanaBatchCloseAccount' });
  return (
    <div className="key-batch">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <BatchCloseView feeReceiver={receiver} referrer={referrer} />
    </div>
  );
}

/** /[locale]/solana/batch/close-account: close the token accounts of many pasted wallets. */
export const SOLANA_BATCH_CLOSE_ACCOUNT_PAGE: ToolPage = {
  path: SOLANA_BATCH_CLOSE_ACCOUNT_PATH,
  namespaces: SOLANA_BATCH_CLOSE_ACCOUNT_NAMESPACES,
  Content: SolanaBatchCloseAccountPageContent,
};
