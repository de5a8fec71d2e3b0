import { ClientMessages } from '@/components/providers/client-messages';
import { localizedHref } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { guardPage } from '@/lib/server/auth/page-guard';
import { SolanaCheckBalanceView } from './solana-check-balance-view';

/** The message namespaces the view uses: its own, the RPC field's, the shared balance-check texts, the batch input's. */
export const SOLANA_CHECK_BALANCE_NAMESPACES = ['solanaCheckBalance', 'solanaRpc', 'checkBalance', 'batch'] as const;

export const SOLANA_CHECK_BALANCE_PATH = 'solana/check-balance';

/** The server half of the Solana balance page: the catalogue's guard, then the client view with its messages. */
export async function SolanaCheckBalancePageContent({ locale, search }: { locale: Locale; search: string }) {
  await guardPage(SOLANA_CHECK_BALANCE_PATH, locale, search);
  return (
    <ClientMessages namespaces={SOLANA_CHECK_BALANCE_NAMESPACES}>
      <SolanaCheckBalanceView locale={locale} currentPath={localizedHref(locale, SOLANA_CHECK_BALANCE_PATH)} />
    </ClientMessages>
  );
}
