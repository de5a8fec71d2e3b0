import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { localizedHref } from '@/lib/catalog';
import { guardPage } from '@/lib/server/auth/page-guard';
import { SolanaCheckBalanceView } from './solana-check-balance-view';

/** The message namespaces the view uses: its own, the RPC field's, the shared balance-check texts, the batch input's. */
export const SOLANA_CHECK_BALANCE_NAMESPACES = ['solanaCheckBalance', 'solanaRpc', 'checkBalance', 'batch'] as const;

export const SOLANA_CHECK_BALANCE_PATH = 'solana/check-balance';

/** The server half of the Solana balance page: the catalogue's guard, then the client view. */
export async function SolanaCheckBalancePageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <SolanaCheckBalanceView locale={locale} currentPath={localizedHref(locale, path)} />;
}

/** /[locale]/solana/check-balance: SOL and SPL / Token-2022 balances of many Solana addresses. */
export const SOLANA_CHECK_BALANCE_PAGE: ToolPage = {
  path: SOLANA_CHECK_BALANCE_PATH,
  namespaces: SOLANA_CHECK_BALANCE_NAMESPACES,
  Content: SolanaCheckBalancePageContent,
};
