import 'server-only';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { payments, referralRewards, users } from '@/db/schema';

/** The newest entries shown; the totals cover every reward. */
export const PROFIT_ENTRY_LIMIT = 100;

export interface ReferralProfit {
  /** Sums per chain and token, exact decimals in token units. */
  totals: { chainId: number; tokenAddress: string; amount: string }[];
  entries: {
    id: number;
    chainId: number;
    tokenAddress: string;
    amount: string;
    feature: string;
    /** The invitee, masked: an inviter sees whom they brought without learning the full e-mail or address. */
    invitee: string;
    createdAt: string;
  }[];
  entryCount: number;
}

/** "27.900" → "27.9": PostgreSQL keeps the widest scale of a sum. */
function trimDecimal(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

export function maskIdentity(email: string | null, address: string | null): string {
  if (email) {
    const [local, domain] = email.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
  }
  return address ? `${address.slice(0, 6)}…${address.slice(-4)}` : '';
}

/** GET /api/v1/vip/profit: what the user earned from the payments of people they invited. */
export async function referralProfit(db: Database, userId: number): Promise<ReferralProfit> {
  const mine = eq(referralRewards.inviterId, userId);
  const totals = await db
    .select({
      chainId: referralRewards.chainId,
      tokenAddress: referralRewards.tokenAddress,
      // numeric sums are exact; amounts are stored as decimal text.
      amount: sql<string>`sum(${referralRewards.amount}::numeric)::text`,
    })
    .from(referralRewards)
    .where(mine)
    .groupBy(referralRewards.chainId, referralRewards.tokenAddress)
    .orderBy(referralRewards.chainId, referralRewards.tokenAddress);
  const rows = await db
    .select({ reward: referralRewards, feature: payments.feature, email: users.email, address: users.address })
    .from(referralRewards)
    .innerJoin(payments, eq(payments.id, referralRewards.paymentId))
    .innerJoin(users, eq(users.id, referralRewards.inviteeId))
    .where(mine)
    .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
    .limit(PROFIT_ENTRY_LIMIT);
  const [{ entryCount }] = await db.select({ entryCount: count() }).from(referralRewards).where(mine);
  return {
    totals: totals.map((total) => ({ ...total, amount: trimDecimal(total.amount) })),
    entries: rows.map(({ reward, feature, email, address }) => ({
      id: reward.id,
      chainId: reward.chainId,
      tokenAddress: reward.tokenAddress,
      amount: reward.amount,
      feature,
      invitee: maskIdentity(email, address),
      createdAt: reward.createdAt.toISOString(),
    })),
    entryCount,
  };
}
