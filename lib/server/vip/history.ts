import 'server-only';
import { and, count, desc, eq, gte, or } from 'drizzle-orm';
import type { Database } from '@/db';
import { payments } from '@/db/schema';
import type { VipEnvironment } from './types';
import { type PaymentView, paymentView } from './views';

/** Settled payments stay in the check answer this long, so a poller sees how its payment ended. */
export const RECENTLY_SETTLED_MS = 10 * 60 * 1000;

export interface PendingStatus {
  hasPending: boolean;
  /** The user's pending payments and those settled in the last minutes, newest first. */
  payments: PaymentView[];
}

export interface PaymentHistory {
  list: PaymentView[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/v1/vip/pay/check without waiting: what the database knows now. */
export async function pendingStatus(
  db: Database,
  userId: number,
  env?: Pick<VipEnvironment, 'confirmations' | 'now'>,
): Promise<PendingStatus> {
  const now = env?.now() ?? new Date();
  const settledSince = new Date(now.getTime() - RECENTLY_SETTLED_MS);
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), or(eq(payments.status, 'pending'), gte(payments.checkedAt, settledSince))))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return {
    hasPending: rows.some((row) => row.status === 'pending'),
    payments: rows.map((row) => paymentView(row, env?.confirmations(row.chainId))),
  };
}

/** GET /api/v1/vip/payment: the user's payments, newest first. */
export async function paymentHistory(
  db: Database,
  userId: number,
  page: number,
  pageSize: number,
): Promise<PaymentHistory> {
  const [{ total }] = await db.select({ total: count() }).from(payments).where(eq(payments.userId, userId));
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { list: rows.map((row) => paymentView(row)), total, page, pageSize };
}
