import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db';
import { type PaymentKind, userVipFeatures } from '@/db/schema';
import {
  formatDecimal,
  isVipPlanDays,
  parseDecimal,
  remainingMs,
  rescaleUnits,
  VIP_PRICE_DECIMALS,
  vipPrice,
} from '@/lib/fees';
import { paymentRefused } from './rejections';
import type { AcceptedToken, ChainFamily } from './types';

/**
 * Allowance units (lib/fees' `credit` of a price): a plan includes one; `user_vip_features.credit` counts the extra
 * units bought with expand. Extras belong to the subscription they were bought for: they count while it is active
 * and end when it lapses, so buying or renewing an active feature is priced for every unit held, and buying or
 * renewing a lapsed one for the base unit.
 */
export const BASE_UNITS = 1;

export interface PriceRequest {
  userId: number;
  feature: string;
  kind: PaymentKind;
  vipDays: number;
  credit: number;
}

export interface ServerPrice {
  /** Exact decimal in token units ("27.9"). */
  amount: string;
  units: bigint;
}

/** The server's price of a prepay, from the user's current feature state; never from the client's amount. */
export async function priceOf(
  db: Database,
  request: PriceRequest,
  family: ChainFamily,
  token: AcceptedToken,
  now: Date,
): Promise<ServerPrice> {
  const [state] = await db
    .select()
    .from(userVipFeatures)
    .where(and(eq(userVipFeatures.userId, request.userId), eq(userVipFeatures.feature, request.feature)));
  const timeLeftMs = remainingMs(state?.vipExpireTime ?? null, now);
  let price: string;
  if (request.kind === 'expand') {
    if (timeLeftMs <= 0) throw paymentRefused('not-active');
    price = vipPrice({ family, kind: 'expand', credit: request.credit, remainingMs: timeLeftMs });
  } else {
    if (!isVipPlanDays(request.vipDays)) throw new RangeError(`no ${request.vipDays}-day plan`);
    const units = BASE_UNITS + (timeLeftMs > 0 && state ? state.credit : 0);
    price = vipPrice({ family, kind: request.kind, days: request.vipDays, credit: units });
  }
  // Prices are quoted at 6 decimals; a coarser token rounds up, a finer one scales exactly.
  const units = rescaleUnits(parseDecimal(price, VIP_PRICE_DECIMALS), VIP_PRICE_DECIMALS, token.decimals);
  return { amount: formatDecimal(units, token.decimals), units };
}
