import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { currentSolanaFeeTarget } from '@/lib/server/solana/fee-target';
import { BatchCloseView } from './batch-close-view';

/**
 * Message namespaces: the page's own, the RPC field's, the key tools' (notice, key field), the batch engine's, and the
 * inviter's share line.
 */
export const SOLANA_BATCH_CLOSE_ACCOUNT_NAMESPACES = [
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
export async function SolanaBatchCloseAccountPageContent({ locale, search }: { locale: Locale; search: string }) {
  await guardPage(SOLANA_BATCH_CLOSE_ACCOUNT_PATH, locale, search);
  const { receiver, referrer } = await currentSolanaFeeTarget();
  const t = await getTranslations({ locale, namespace: 'solanaCloseAccount.batch' });
  return (
    <div className="key-batch">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <ClientMessages namespaces={SOLANA_BATCH_CLOSE_ACCOUNT_NAMESPACES}>
        <BatchCloseView feeReceiver={receiver} referrer={referrer} />
      </ClientMessages>
    </div>
  );
}
