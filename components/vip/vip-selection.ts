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

/** buy for a lapsed or new feature, renew for an active one (the server prices both the same). */
export function purchaseKind(isActive: boolean): PurchaseKind {
  return isActive ? 'renew' : 'buy';
}

/**
 * The exact price the server will recompute: a plan covers one unit plus the extra units (`credit`) held while the
 * feature is active (lib/server/vip/pricing.ts).
 */
export function selectionPrice(chain: PayChain, days: VipPlanDays, activeCredit: number | null): string {
  const units = 1 + (activeCredit ?? 0);
  return vipPrice({ family: chain.family, kind: activeCredit === null ? 'buy' : 'renew', days, credit: units });
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
