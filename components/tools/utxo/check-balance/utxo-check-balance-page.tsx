import type { UtxoChain } from '@/chains/utxo/networks';
import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { localizedHref } from '@/lib/catalog';
import { guardPage } from '@/lib/server/auth/page-guard';
import { UtxoCheckBalanceView } from './utxo-check-balance-view';

/** The message namespaces the view uses: the shared balance-check texts first (the route's), its own, the input's. */
export const UTXO_CHECK_BALANCE_NAMESPACES = ['checkBalance', 'utxoCheckBalance', 'batch'] as const;

async function utxoContent(chain: UtxoChain, { locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  return <UtxoCheckBalanceView chain={chain} locale={locale} currentPath={localizedHref(locale, path)} />;
}

/** The server half of check-balance/btc: the catalogue's guard, then the client view. */
export async function BtcCheckBalancePageContent(props: ToolContentProps) {
  return utxoContent('btc', props);
}

/** The server half of check-balance/doge. */
export async function DogeCheckBalancePageContent(props: ToolContentProps) {
  return utxoContent('doge', props);
}

/** /[locale]/check-balance/btc: Bitcoin balances of many addresses and extended keys (the catalogue's check-balance/:chain). */
export const BTC_CHAIN_CHECK_BALANCE_PAGE: ToolPage = {
  path: 'check-balance/:chain',
  namespaces: UTXO_CHECK_BALANCE_NAMESPACES,
  Content: BtcCheckBalancePageContent,
};

/** /[locale]/check-balance/doge: the same for Dogecoin. */
export const DOGE_CHAIN_CHECK_BALANCE_PAGE: ToolPage = {
  path: 'check-balance/:chain',
  namespaces: UTXO_CHECK_BALANCE_NAMESPACES,
  Content: DogeCheckBalancePageContent,
};
