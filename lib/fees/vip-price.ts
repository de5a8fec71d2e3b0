import { divideRoundingUp, formatDecimal, parseDecimal } from './decimal';
import {
  EXPAND_RATE_PLAN_DAYS,
  isVipPlanDays,
  type PurchaseKind,
  VIP_PLANS,
  VIP_PRICE_DECIMALS,
  type VipPaymentFamily,
  type VipPlanDays,
} from './vip-plans';

const DAY_MS = 86_400_000;

export type VipPriceInput =
  | { family: VipPaymentFamily; kind: Exclude<PurchaseKind, 'expand'>; days: VipPlanDays; credit?: number }
  | { family: VipPaymentFamily; kind: 'expand'; credit: number; remainingMs: number; days?: VipPlanDays };

/**
 * The price of a purchase, as an exact decimal string in stablecoin units (at most 6 decimals).
 *
 * - buy / renew: the plan's price × credit units (default 1 unit, the plan's base allowance). A renewal covers all
 *   the units one holds, so the caller passes the current credit.
 * - expand: `credit` extra units for the time left, pro rata on the 30-day plan's rate:
 *     price = price(30 days) × credit × remainingDays / 30, rounded UP to 6 decimals,
 *   where remainingDays = remaining time in whole days, a started day counting in full (ceil). The expiry does not
 *   move. Ceil on days keeps the quote stable within a day and the price only falls as time passes, so the server's
 *   recomputation at prepay time is never above what the user was shown.
 *   E.g. EVM, 1 unit, 10 days left: 99 × 10 / 30 = 33; 1 day left: 3.3; 7 days: 23.1.
 */
export function vipPrice(input: VipPriceInput): string {
  const planPrices = VIP_PLANS[input.family];
  if (!planPrices) throw new RangeError(`unknown payment family ${String(input.family)}`);
  const credit = input.credit ?? 1;
  if (!Number.isSafeInteger(credit) || credit < 1) throw new RangeError(`credit must be a positive integer`);

  if (input.kind === 'expand') {
    const { remainingMs } = input;
    if (!Number.isFinite(remainingMs) || remainingMs <= 0) {
      throw new RangeError('expand needs an active subscription (remaining time > 0)');
    }
    const remainingDays = BigInt(Math.ceil(remainingMs / DAY_MS));
    const monthly = parseDecimal(planPrices[EXPAND_RATE_PLAN_DAYS], VIP_PRICE_DECIMALS);
    const units = divideRoundingUp(monthly * BigInt(credit) * remainingDays, BigInt(EXPAND_RATE_PLAN_DAYS));
    return formatDecimal(units, VIP_PRICE_DECIMALS);
  }
  if (input.kind !== 'buy' && input.kind !== 'renew') {
    throw new RangeError(`unknown purchase kind ${String((input as { kind: unknown }).kind)}`);
  }
  if (!isVipPlanDays(input.days)) throw new RangeError(`no ${String(input.days)}-day plan`);
  const units = parseDecimal(planPrices[input.days], VIP_PRICE_DECIMALS) * BigInt(credit);
  return formatDecimal(units, VIP_PRICE_DECIMALS);
}
