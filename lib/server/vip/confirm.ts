import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db';
import { type Payment, type PaymentStatus, payments } from '@/db/schema';
import { txHashCandidates } from './addresses';
import { creditPayment } from './credit';
import { decidePayment } from './decide';
import { badParameter, paymentRefused } from './rejections';
import type { ObservedTransaction, VipEnvironment } from './types';
import { type PaymentView, paymentView } from './views';

const UNSETTLED: PaymentStatus[] = ['pending', 'expired'];

async function observe(env: VipEnvironment, payment: Payment): Promise<ObservedTransaction | null> {
  try {
    return await env.readTransaction(payment.chainId, payment.txHash);
  } catch (error) {
    // An RPC outage is no verdict on the payment: it stays as it is and is read again later.
    console.error(`[vip] reading ${payment.txHash} on chain ${payment.chainId} failed:`, error);
    return null;
  }
}

async function reload(db: Database, id: number): Promise<Payment> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/**
 * Reads the payment's transaction on chain and moves the payment on (see decidePayment). Every write is
 * conditional on the status it started from, so a concurrent settle by another caller is never overwritten.
 * Confirmed and rejected payments are final and are not read again. Returns the payment as it now stands.
 */
export async function settlePayment(db: Database, env: VipEnvironment, payment: Payment): Promise<Payment> {
  if (!UNSETTLED.includes(payment.status)) return payment;
  const observed = await observe(env, payment);
  const now = env.now();
  const decision = decidePayment(payment, observed, env.confirmations(payment.chainId), now);
  const isStill = and(eq(payments.id, payment.id), eq(payments.status, payment.status));
  const { confirmations } = decision;
  switch (decision.action) {
    case 'wait':
      // A transaction mined after its window revives an expired payment: the job watches it again.
      await db
        .update(payments)
        .set({ checkedAt: now, confirmationsSeen: confirmations, ...(decision.isOnChain ? { status: 'pending' } : {}) })
        .where(isStill);
      break;
    case 'expire':
      await db
        .update(payments)
        .set({ status: 'expired', checkedAt: now, confirmationsSeen: confirmations })
        .where(isStill);
      break;
    case 'reject':
      await db
        .update(payments)
        .set({ status: 'rejected', rejectReason: decision.reason, checkedAt: now, confirmationsSeen: confirmations })
        .where(and(eq(payments.id, payment.id), inArray(payments.status, UNSETTLED)));
      break;
    case 'credit':
      await creditPayment(db, env, payment, confirmations, now);
      break;
  }
  return reload(db, payment.id);
}

/**
 * POST /api/v1/vip/pay/confirm: settles the caller's payment of this hash now (userId undefined: anyone's, for
 * internal callers). Another user's hash answers like an unknown one.
 */
export async function confirmPayment(
  db: Database,
  env: VipEnvironment,
  input: { userId?: number; txHash: string },
): Promise<PaymentView> {
  const candidates = txHashCandidates(input.txHash);
  if (candidates.length === 0) throw badParameter('txHash');
  const [payment] = await db.select().from(payments).where(inArray(payments.txHash, candidates));
  if (!payment || (input.userId !== undefined && payment.userId !== input.userId))
    throw paymentRefused('unknown-payment');
  const settled = await settlePayment(db, env, payment);
  return paymentView(settled, env.confirmations(settled.chainId));
}
