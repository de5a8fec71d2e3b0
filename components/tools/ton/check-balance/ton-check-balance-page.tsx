import { searchString } from '@/components/account/account-page';
import type { ToolContentProps, ToolPage } from '@/components/tools/catalog-tool-page';
import { localizedHref } from '@/lib/catalog';
import { guardPage } from '@/lib/server/auth/page-guard';
import { netConfig } from '@/lib/server/net/config';
import { TonCheckBalanceView } from './ton-check-balance-view';

/** The message namespaces the view uses: its own, the endpoint field's, the shared balance-check texts, the input's. */
export const TON_CHECK_BALANCE_NAMESPACES = ['tonCheckBalance', 'tonApi', 'checkBalance', 'batch'] as const;

export const TON_CHECK_BALANCE_PATH = 'ton/check-balance';

/**
 * What the TON pages say about our passthrough: the host it relays to (never the URL: it may hold an API key), and
 * whether the v3 accountStates relay has an upstream.
 */
export function tonServerApi(): { upstream: string; hasV3Relay: boolean } {
  const config = netConfig();
  const first = config.upstreams.ton[0];
  return {
    upstream: URL.canParse(first) ? new URL(first).host : 'toncenter',
    hasV3Relay: config.tonV3Upstreams.length > 0,
  };
}

/** The server half of the TON balance pages: the catalogue's guard, then the client view with the server's relays. */
export async function TonCheckBalancePageContent({ locale, path, searchParams }: ToolContentProps) {
  await guardPage(path, locale, await searchString(searchParams));
  const { upstream, hasV3Relay } = tonServerApi();
  return (
    <TonCheckBalanceView
      locale={locale}
      currentPath={localizedHref(locale, path)}
      upstream={upstream}
      hasV3Relay={hasV3Relay}
    />
  );
}

/** /[locale]/ton/check-balance: TON and jetton balances of many TON addresses. */
export const TON_CHECK_BALANCE_PAGE: ToolPage = {
  path: TON_CHECK_BALANCE_PATH,
  namespaces: TON_CHECK_BALANCE_NAMESPACES,
  Content: TonCheckBalancePageContent,
};

/** /[locale]/check-balance/ton: the same checker under the generic address (its namespace first, as the route's). */
export const TON_CHAIN_CHECK_BALANCE_PAGE: ToolPage = {
  path: 'check-balance/:chain',
  namespaces: ['checkBalance', 'tonCheckBalance', 'tonApi', 'batch'],
  Content: TonCheckBalancePageContent,
};
