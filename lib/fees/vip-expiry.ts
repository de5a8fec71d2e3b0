import type { VipFeature } from '@/lib/catalog/types';
import { FAST_RPC_GIFT_DAYS, isVipPlanDays, type PurchaseKind, type VipPlanDays } from './vip-plans';

const DAY_MS = 86_400_000;

export interface NewExpiryInput {
  /** The feature's current expiry, or null when it was never bought. */
  currentExpiry: Date | null;
  now: Date;
  days: VipPlanDays;
  feature: VipFeature;
  /** Default 'buy'. */
  kind?: PurchaseKind;
}

/**
 * The expiry after a purchase. buy and renew add the plan's days (plus the fastRPC gift days) to the current expiry
 * while it is still in the future, so paying early loses nothing, and to `now` once it has lapsed. expand only buys
 * credit for the time already paid, so the expiry stays where it is.
 */
export function newExpiry({ currentExpiry, now, days, feature, kind = 'buy' }: NewExpiryInput): Date {
  if (kind === 'expand') {
    if (!currentExpiry || currentExpiry.getTime() <= now.getTime()) {
      throw new RangeError('expand needs an active subscription');
    }
    return new Date(currentExpiry.getTime());
  }
  if (!isVipPlanDays(days)) throw new RangeError(`no ${String(days)}-day plan`);
  const giftDays = feature === 'fastRPC' ? FAST_RPC_GIFT_DAYS[days] : 0;
  const isActive = currentExpiry !== null && currentExpiry.getTime() > now.getTime();
  const start = isActive ? currentExpiry.getTime() : now.getTime();
  return new Date(start + (days + giftDays) * DAY_MS);
}

/** Milliseconds of a subscription left at `now` (0 when lapsed): the input of an expansion's price. */
export function remainingMs(expiry: Date | null, now: Date): number {
  return expiry ? Math.max(0, expiry.getTime() - now.getTime()) : 0;
}
