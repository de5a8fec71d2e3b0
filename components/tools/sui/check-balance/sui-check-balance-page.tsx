import { SUI_MAINNET_GRAPHQL_URL } from '@/chains/sui/chain';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { localizedHref } from '@/lib/catalog';
import { guardPage } from '@/lib/server/auth/page-guard';
import { SuiCheckBalanceView } from './sui-check-balance-view';

/** The message namespaces the view uses: its own, the endpoint field's, the shared balance-check texts, the input's. */
export const SUI_CHECK_BALANCE_NAMESPACES = ['suiCheckBalance', 'suiGraphql', 'checkBalance', 'batch'] as const;

export const SUI_CHECK_BALANCE_PATH = 'sui/check-balance';

/** The server half of the Sui balance pages: the catalogue's guard, then the client view (mainnet GraphQL via our relay). */
export async function SuiCheckBalancePageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return (
    <SuiCheckBalanceView locale={locale} currentPath={localizedHref(locale, path)} upstream={SUI_MAINNET_GRAPHQL_URL} />
  );
}

/** /[locale]/sui/check-balance: SUI and coin balances of many Sui addresses. */
export const SUI_CHECK_BALANCE_PAGE: ToolPage = {
  path: SUI_CHECK_BALANCE_PATH,
  namespaces: SUI_CHECK_BALANCE_NAMESPACES,
  Content: SuiCheckBalancePageContent,
};

/** /[locale]/check-balance/sui: the same checker under the generic address (its namespace first, as the route's). */
export const SUI_CHAIN_CHECK_BALANCE_PAGE: ToolPage = {
  path: 'check-balance/:chain',
  namespaces: ['checkBalance', 'suiCheckBalance', 'suiGraphql', 'batch'],
  Content: SuiCheckBalancePageContent,
};
