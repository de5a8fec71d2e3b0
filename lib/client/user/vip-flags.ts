import type { VipFeatureInfo } from './types';

/** The derived flags of spec §3; `isFaskRPCVIP` keeps the spec's spelling. */
export interface VipFlags {
  isDexBulkTradeVIP: boolean;
  isBalanceMonitorVIP: boolean;
  isBalanceMonitorNotifyVIP: boolean;
  isFaskRPCVIP: boolean;
  isTwitterMonitorVIP: boolean;
  isNFTCollectionVIP: boolean;
  isCEXWithdrawVIP: boolean;
}

/** A feature is active only while its expiry is in the future (spec §4); an unreadable date is never active. */
export function isVipActive(vipExpireTime: string, now: number): boolean {
  const expiresAt = Date.parse(vipExpireTime);
  return Number.isFinite(expiresAt) && expiresAt > now;
}

function hasActive(vipFeatures: readonly VipFeatureInfo[], feature: string, now: number): boolean {
  return vipFeatures.some((entry) => entry.feature === feature && isVipActive(entry.vipExpireTime, now));
}

/** The VIP flags at `now` (ms). The server's own isVip is ignored: it was true when it answered, maybe not now. */
export function vipFlags(vipFeatures: readonly VipFeatureInfo[] | null | undefined, now: number): VipFlags {
  const features = vipFeatures ?? [];
  return {
    isDexBulkTradeVIP: hasActive(features, 'dexBulkTrade', now),
    isBalanceMonitorVIP: hasActive(features, 'balanceMonitor', now),
    isBalanceMonitorNotifyVIP: hasActive(features, 'monitorNotify', now),
    isFaskRPCVIP: hasActive(features, 'fastRPC', now),
    isTwitterMonitorVIP: hasActive(features, 'twitterMonitor', now),
    isNFTCollectionVIP: hasActive(features, 'nftCollection', now),
    isCEXWithdrawVIP: hasActive(features, 'cexWithdraw', now),
  };
}
