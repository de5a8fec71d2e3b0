import type { VipFeature } from '@/lib/catalog/types';
import type { VipFeatureInfo } from '@/lib/client/user/types';
import { isVipActive } from '@/lib/client/user/vip-flags';
import { type PurchaseKind, type VipPlanDays, vipPrice } from '@/lib/fees';
import type { PayChain, PayToken } from './vip-api';

/** The user's state of a feature, if they ever had it. */
export function featureState(vipFeatures: readonly VipFeatureInfo[] | undefined, feature: VipFeature) {
  const info = vipFeatures?.find((entry) => entry.feature === feature);
  if (!info) return null;
  return { ...info, isActive: isVipActive(info.vipExpireTime, Date.now()) };
}

/** buy for a lapsed or new feature; renew or expand (as the user picks) for an active one. */
export function purchaseKind(isActive: boolean, wantsExpand = false): PurchaseKind {
  if (!isActive) return 'buy';
  return wantsExpand ? 'expand' : 'renew';
}

/** The most extra units one expand may add from the page (the server takes more; a larger need is a support case). */
export const MAX_EXPAND_UNITS = 100;

export type PriceSelection =
  | { kind: 'buy' }
  | { kind: 'renew'; activeCredit: number }
  | { kind: 'expand'; extraUnits: number; expiresAt: string };

/**
 * The exact price the server will recompute (lib/server/vip/pricing.ts): buy covers the base unit; renew covers the
 * base unit plus the extra units (`credit`) held; expand prices the extra units for the time left. `now` is the
 * quote's time: the server's price only falls as time passes, so this quote is never below it.
 */
export function selectionPrice(
  chain: PayChain,
  days: VipPlanDays,
  selection: PriceSelection,
  now = Date.now(),
): string {
  if (selection.kind === 'expand') {
    const remainingMs = new Date(selection.expiresAt).getTime() - now;
    return vipPrice({ family: chain.family, kind: 'expand', credit: selection.extraUnits, remainingMs });
  }
  const units = 1 + (selection.kind === 'renew' ? selection.activeCredit : 0);
  return vipPrice({ family: chain.family, kind: selection.kind, days, credit: units });
}

/** A chain and token picked from the pay info. */
export interface PayTarget {
  chain: PayChain;
  token: PayToken;
}

export function findTarget(chains: readonly PayChain[], chainId: number, tokenAddress: string): PayTarget | null {
  const chain = chains.find((candidate) => candidate.chainId === chainId);
  const token = chain?.tokens.find((candidate) => candidate.address === tokenAddress);
  return chain && token ? { chain, token } : null;
}

export function targetKey(chainId: number, tokenAddress: string): string {
  return `${chainId}:${tokenAddress}`;
}
