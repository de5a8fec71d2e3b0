/**
 * VIP plans of spec §9. Every VIP feature costs the same per plan; the price depends on the chain family paid on
 * (Tron is dearer, as in the spec). Prices are in stablecoin units as exact decimal strings, never numbers.
 */
export const VIP_PLAN_DAYS = [7, 30, 365] as const;
export type VipPlanDays = (typeof VIP_PLAN_DAYS)[number];

/** The chain families VIP can be paid on: EVM (Ethereum, BSC) and Tron. */
export const VIP_PAYMENT_FAMILIES = ['evm', 'tron'] as const;
export type VipPaymentFamily = (typeof VIP_PAYMENT_FAMILIES)[number];

export const VIP_PLANS: Readonly<Record<VipPaymentFamily, Readonly<Record<VipPlanDays, string>>>> = {
  evm: { 7: '27.9', 30: '99', 365: '999' },
  tron: { 7: '28.9', 30: '100', 365: '1000' },
};

/** Extra days given with a fastRPC purchase, by plan (spec §9: 1, 5, 65). */
export const FAST_RPC_GIFT_DAYS: Readonly<Record<VipPlanDays, number>> = { 7: 1, 30: 5, 365: 65 };

/**
 * buy: first purchase of a feature; renew: more time for what one has; expand: more credit (units of allowance,
 * e.g. monitored addresses) for the time one has left.
 */
export const PURCHASE_KINDS = ['buy', 'renew', 'expand'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** Prices are quoted at USDT's 6 decimals; an 18-decimal token (BSC USDT) gets them scaled up exactly. */
export const VIP_PRICE_DECIMALS = 6;

/** The plan whose daily rate prices an expansion (see vipPrice). */
export const EXPAND_RATE_PLAN_DAYS: VipPlanDays = 30;

export function isVipPlanDays(days: unknown): days is VipPlanDays {
  return VIP_PLAN_DAYS.includes(days as VipPlanDays);
}

export function isPurchaseKind(kind: unknown): kind is PurchaseKind {
  return PURCHASE_KINDS.includes(kind as PurchaseKind);
}
