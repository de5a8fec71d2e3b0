import { tronApiUrl } from '@/chains/tron/api';
import { tronMulticall } from '@/chains/tron/balances';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { localizedHref } from '@/lib/catalog';
import { guardPage } from '@/lib/server/auth/page-guard';
import { TronCheckBalanceView } from './tron-check-balance-view';

/** The message namespaces the view uses: its own, the endpoint field's, the shared balance-check texts, the input's. */
export const TRON_CHECK_BALANCE_NAMESPACES = ['tronCheckBalance', 'tronApi', 'checkBalance', 'batch'] as const;

export const TRON_CHECK_BALANCE_PATH = 'tron/check-balance';

/**
 * The server half of the Tron balance pages: the catalogue's guard, then the client view with the server's
 * configuration (TRON_API_URL behind our relay, else TronGrid; TRON_MULTICALL_ADDRESS, else mainnet's Multicall3).
 */
export async function TronCheckBalancePageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return (
    <TronCheckBalanceView
      locale={locale}
      currentPath={localizedHref(locale, path)}
      upstream={tronApiUrl()}
      multicall={tronMulticall()}
    />
  );
}

/** /[locale]/tron/check-balance: TRX and TRC-20 balances of many Tron addresses. */
export const TRON_CHECK_BALANCE_PAGE: ToolPage = {
  path: TRON_CHECK_BALANCE_PATH,
  namespaces: TRON_CHECK_BALANCE_NAMESPACES,
  Content: TronCheckBalancePageContent,
};

/** /[locale]/check-balance/tron: the same checker under the generic address (its namespace first, as the route's). */
export const TRON_CHAIN_CHECK_BALANCE_PAGE: ToolPage = {
  path: 'check-balance/:chain',
  namespaces: ['checkBalance', 'tronCheckBalance', 'tronApi', 'batch'],
  Content: TronCheckBalancePageContent,
};
