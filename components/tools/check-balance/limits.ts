/**
 * How many addresses one balance check may read (spec §6, §9): 100 signed out, 2,000 signed in, 10,000 with the
 * fastRPC VIP. Checked in the browser before any request; the reads go from the browser to the RPC, so there is no
 * server call to enforce it on.
 */
export const SIGNED_OUT_ADDRESS_LIMIT = 100;
export const SIGNED_IN_ADDRESS_LIMIT = 2_000;
export const FAST_RPC_VIP_ADDRESS_LIMIT = 10_000;

/** The VIP plan the limit notice links to: fastRPC for 30 days. */
export const FAST_RPC_VIP_LINK = { feature: 'fastRPC', days: '30' } as const;

/**
 * That plan's page (the catalogue's vip-feature-days route, /{locale}/vip/fastRPC-30), written out so the checkers do
 * not ship the route catalogue (≈ 24 KiB gzip) to the browser for one link; limits.test.ts holds it to the catalogue.
 */
export function fastRpcVipHref(locale: string): string {
  return `/${locale}/vip/${FAST_RPC_VIP_LINK.feature}-${FAST_RPC_VIP_LINK.days}`;
}

export interface LimitAccess {
  isLoggedIn: boolean;
  isFastRpcVip: boolean;
}

export function addressLimit({ isLoggedIn, isFastRpcVip }: LimitAccess): number {
  if (!isLoggedIn) return SIGNED_OUT_ADDRESS_LIMIT;
  return isFastRpcVip ? FAST_RPC_VIP_ADDRESS_LIMIT : SIGNED_IN_ADDRESS_LIMIT;
}
