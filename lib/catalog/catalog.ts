import { defineRedirect } from '@/lib/catalog/define';
import { ACCOUNT_ROUTES } from '@/lib/catalog/routes/account';
import { AIRDROP_ROUTES } from '@/lib/catalog/routes/airdrop';
import { APTOS_ROUTES } from '@/lib/catalog/routes/aptos';
import { AUTH_ROUTES } from '@/lib/catalog/routes/auth';
import { CHECK_BALANCE_ROUTES } from '@/lib/catalog/routes/check-balance';
import { EVM_BATCH_ROUTES } from '@/lib/catalog/routes/evm-batch';
import { EVM_LAUNCH_ROUTES } from '@/lib/catalog/routes/evm-launch';
import { EXCHANGE_ROUTES } from '@/lib/catalog/routes/exchange';
import { INSIGHT_ROUTES } from '@/lib/catalog/routes/insights';
import { MONITOR_ROUTES } from '@/lib/catalog/routes/monitor';
import { REDIRECT_SEEDS } from '@/lib/catalog/routes/redirects';
import { SITE_ROUTES } from '@/lib/catalog/routes/site';
import { SOLANA_ROUTES } from '@/lib/catalog/routes/solana';
import { SOLANA_TOKEN_ROUTES } from '@/lib/catalog/routes/solana-token';
import { SUI_ROUTES } from '@/lib/catalog/routes/sui';
import { TON_ROUTES } from '@/lib/catalog/routes/ton';
import { TRON_ROUTES } from '@/lib/catalog/routes/tron';
import { TWITTER_ROUTES } from '@/lib/catalog/routes/twitter';
import { UTILITY_ROUTES } from '@/lib/catalog/routes/utility';
import { VIP_ROUTES } from '@/lib/catalog/routes/vip';
import { WALLET_ROUTES } from '@/lib/catalog/routes/wallet';
import type { RouteEntry } from '@/lib/catalog/types';

/** Order matters only for display: menus list tools in this order within each category. */
const PAGE_ROUTES: readonly RouteEntry[] = [
  ...SITE_ROUTES,
  ...EVM_BATCH_ROUTES,
  ...CHECK_BALANCE_ROUTES,
  ...SOLANA_ROUTES,
  ...SOLANA_TOKEN_ROUTES,
  ...SUI_ROUTES,
  ...TON_ROUTES,
  ...TRON_ROUTES,
  ...APTOS_ROUTES,
  ...EVM_LAUNCH_ROUTES,
  ...WALLET_ROUTES,
  ...UTILITY_ROUTES,
  ...MONITOR_ROUTES,
  ...TWITTER_ROUTES,
  ...EXCHANGE_ROUTES,
  ...AIRDROP_ROUTES,
  ...ACCOUNT_ROUTES,
  ...AUTH_ROUTES,
  ...VIP_ROUTES,
  ...INSIGHT_ROUTES,
];

/** Frozen down to the keyword lists: the catalogue is shared by every request, so no caller may edit it in place. */
function freezeEntry(entry: RouteEntry): RouteEntry {
  Object.freeze(entry.keywords);
  Object.freeze(entry.keywordsEn);
  return Object.freeze(entry);
}

/** Every route of the product, served or not; see isServed for what users can reach. */
export const CATALOG: readonly RouteEntry[] = Object.freeze(
  [...PAGE_ROUTES, ...REDIRECT_SEEDS.map((seed) => defineRedirect(seed, PAGE_ROUTES))].map(freezeEntry),
);

const ROUTE_BY_NAME: ReadonlyMap<string, RouteEntry> = new Map(CATALOG.map((entry) => [entry.routeName, entry]));

/** Throws on an unknown name: a typo in a routeName is a programming error, not a missing page. */
export function getRoute(routeName: string): RouteEntry {
  const entry = ROUTE_BY_NAME.get(routeName);
  if (!entry) throw new Error(`Unknown route name: ${routeName}`);
  return entry;
}
