import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { solanaToolConfig } from '@/lib/server/solana/config';
import { SolanaCloseAccountClient } from './solana-close-account-client';

/** The message namespaces of the wallet page: its own, the RPC field's, the wallet panel's, and the batch engine's. */
export const SOLANA_CLOSE_ACCOUNT_NAMESPACES = ['solanaCloseAccount', 'solanaRpc', 'solanaWallet', 'batch'] as const;

export const SOLANA_CLOSE_ACCOUNT_PATH = 'solana/close-account';

/** The server half of /[locale]/solana/close-account: guard, title (rendered here for SEO), fee receiver, view. */
export async function SolanaCloseAccountPageContent({ locale, search }: { locale: Locale; search: string }) {
  await guardPage(SOLANA_CLOSE_ACCOUNT_PATH, locale, search);
  const { feeReceiver } = solanaToolConfig();
  const t = await getTranslations({ locale, namespace: 'solanaCloseAccount' });
  return (
    <div className="check-balance">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <ClientMessages namespaces={SOLANA_CLOSE_ACCOUNT_NAMESPACES}>
        <SolanaCloseAccountClient feeReceiver={feeReceiver} />
      </ClientMessages>
    </div>
  );
}
