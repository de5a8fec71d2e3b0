import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { solanaToolConfig } from '@/lib/server/solana/config';
import { BatchCloseView } from './batch-close-view';

/** Message namespaces: the page's own, the RPC field's, the key tools' (notice, key field), the batch engine's. */
export const SOLANA_BATCH_CLOSE_ACCOUNT_NAMESPACES = ['solanaCloseAccount', 'solanaRpc', 'keyBatch', 'batch'] as const;

export const SOLANA_BATCH_CLOSE_ACCOUNT_PATH = 'solana/batch/close-account';

/** The server half of /[locale]/solana/batch/close-account. Keys are pasted and used in the client view only. */
export async function SolanaBatchCloseAccountPageContent({ locale, search }: { locale: Locale; search: string }) {
  await guardPage(SOLANA_BATCH_CLOSE_ACCOUNT_PATH, locale, search);
  const { feeReceiver } = solanaToolConfig();
  const t = await getTranslations({ locale, namespace: 'solanaCloseAccount.batch' });
  return (
    <div className="key-batch">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <ClientMessages namespaces={SOLANA_BATCH_CLOSE_ACCOUNT_NAMESPACES}>
        <BatchCloseView feeReceiver={feeReceiver} />
      </ClientMessages>
    </div>
  );
}
