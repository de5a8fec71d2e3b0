import { APTOS_MAINNET_FULLNODE_URL } from '@/chains/aptos/chain';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { localizedHref } from '@/lib/catalog';
import { guardPage } from '@/lib/server/auth/page-guard';
import { AptosCheckBalanceView } from './aptos-check-balance-view';

/** The message namespaces the view uses: its own, the endpoint field's, the shared balance-check texts, the input's. */
export const APTOS_CHECK_BALANCE_NAMESPACES = ['aptosCheckBalance', 'aptosApi', 'checkBalance', 'batch'] as const;

export const APTOS_CHECK_BALANCE_PATH = 'aptos/check-balance';

/** The server half of the Aptos balance pages: the catalogue's guard, then the client view (Aptos Labs via our relay). */
export async function AptosCheckBalancePageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return (
    <AptosCheckBalanceView
      locale={locale}
      currentPath={localizedHref(locale, path)}
      upstream={APTOS_MAINNET_FULLNODE_URL}
    />
  );
}

/** /[locale]/aptos/check-balance: APT, coin and fungible-asset balances of many Aptos addresses. */
export const APTOS_CHECK_BALANCE_PAGE: ToolPage = {
  path: APTOS_CHECK_BALANCE_PATH,
  namespaces: APTOS_CHECK_BALANCE_NAMESPACES,
  Content: AptosCheckBalancePageContent,
};

/** /[locale]/check-balance/aptos: the same checker under the generic address (its namespace first, as the route's). */
export const APTOS_CHAIN_CHECK_BALANCE_PAGE: ToolPage = {
  path: 'check-balance/:chain',
  namespaces: ['checkBalance', 'aptosCheckBalance', 'aptosApi', 'batch'],
  Content: AptosCheckBalancePageContent,
};
