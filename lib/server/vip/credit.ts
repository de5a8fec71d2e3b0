import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { type Payment, payments, referralRewards, users, userVipFeatures } from '@/db/schema';
import type { VipFeature } from '@/lib/catalog/types';
import { formatDecimal, isVipPlanDays, newExpiry, parseDecimal, tryParseDecimal } from '@/lib/fees';
import type { VipEnvironment } from './types';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The referral rate's precision: far finer than any token, so the reward is rounded only once, at the end. */
const RATE_DECIMALS = 18;
const MAX_TOKEN_DECIMALS = 77;

/**
 * The token's decimals, recovered from the row itself (amount and units are the same price), so a token removed
 * from the configuration since the prepay still rewards correctly.
 */
function tokenDecimals(payment: Payment): number {
  for (let decimals = 0; decimals <= MAX_TOKEN_DECIMALS; decimals += 1)
    if (tryParseDecimal(payment.expectedAmount, decimals) === payment.expectedUnits) return decimals;
  throw new Error(`payment ${payment.id}: amount ${payment.expectedAmount} does not match its units`);
}

/** price × rate in base units, rounded down: a reward is never more than the rate gives. */
export function referralAmount(payment: Payment, rate: string): string {
  const rateUnits = parseDecimal(rate, RATE_DECIMALS);
  const decimals = tokenDecimals(payment);
  return formatDecimal((payment.expectedUnits * rateUnits) / 10n ** BigInt(RATE_DECIMALS), decimals);
}

/**
 * buy and renew move the expiry (from the current one while active, lib/fees' newExpiry) and drop the extra units
 * of a lapsed subscription (see pricing.ts); expand adds extra units.
 */
async function applyVipChange(tx: Transaction, payment: Payment, now: Date): Promise<void> {
  const key = and(eq(userVipFeatures.userId, payment.userId), eq(userVipFeatures.feature, payment.feature));
  if (payment.kind === 'expand') {
    await tx
      .insert(userVipFeatures)
      .values({ userId: payment.userId, feature: payment.feature, vipExpireTime: now, credit: payment.credit })
      .onConflictDoUpdate({
        target: [userVipFeatures.userId, userVipFeatures.feature],
        set: { credit: sql`${userVipFeatures.credit} + ${payment.credit}` },
      });
    return;
  }
  // The row must exist before it can be locked; the lock keeps two payments of one feature from both extending
  // the same old expiry (each would overwrite the other's days).
  const [created] = await tx
    .insert(userVipFeatures)
    .values({ userId: payment.userId, feature: payment.feature, vipExpireTime: now })
    .onConflictDoNothing()
    .returning();
  const [current] = await tx.select().from(userVipFeatures).where(key).for('update');
  if (!isVipPlanDays(payment.vipDays)) throw new Error(`payment ${payment.id}: no ${payment.vipDays}-day plan`);
  const vipExpireTime = newExpiry({
    currentExpiry: created ? null : current.vipExpireTime,
    now,
    days: payment.vipDays,
    feature: payment.feature as VipFeature,
    kind: payment.kind,
  });
  const isActive = current.vipExpireTime.getTime() > now.getTime();
  await tx
    .update(userVipFeatures)
    .set(isActive ? { vipExpireTime } : { vipExpireTime, credit: 0 })
    .where(key);
}

/** The inviter's share of the price (not of any overpayment), rounded down to the token's decimals. */
async function rewardInviter(tx: Transaction, env: VipEnvironment, payment: Payment, now: Date): Promise<void> {
  const [payer] = await tx.select({ invitedBy: users.invitedBy }).from(users).where(eq(users.id, payment.userId));
  const inviterId = payer?.invitedBy;
  if (!inviterId || inviterId === payment.userId) return;
  const amount = referralAmount(payment, env.referralRate);
  if (amount === '0') return;
  await tx
    .insert(referralRewards)
    .values({
      paymentId: payment.id,
      inviterId,
      inviteeId: payment.userId,
      chainId: payment.chainId,
      tokenAddress: payment.tokenAddress,
      amount,
      createdAt: now,
    })
    .onConflictDoNothing({ target: referralRewards.paymentId });
}

/**
 * Confirms and credits a payment in one transaction. Only the caller whose conditional UPDATE moves the row out of
 * pending/expired applies the VIP change and the reward: however many confirms race (API calls, the job on several
 * instances), the database lets exactly one through. Returns whether this call credited.
 */
export async function creditPayment(
  db: Database,
  env: VipEnvironment,
  payment: Payment,
  confirmations: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [won] = await tx
      .update(payments)
      .set({ status: 'confirmed', confirmedAt: now, checkedAt: now, confirmationsSeen: confirmations })
      .where(and(eq(payments.id, payment.id), inArray(payments.status, ['pending', 'expired'])))
      .returning();
    if (!won) return false;
    await applyVipChange(tx, won, now);
    await rewardInviter(tx, env, won, now);
    return true;
  });
}
