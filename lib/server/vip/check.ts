import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/db';
import { payments } from '@/db/schema';
import { settlePayment } from './confirm';
import { type PendingStatus, pendingStatus } from './history';
import { MAX_CHECK_DELAY_MS } from './schemas';
import type { VipEnvironment } from './types';

/** Between two chain reads of a long poll: about a block on the fast chains, gentle on the RPC. */
export const CHECK_POLL_MS = 2_000;

const fingerprint = (status: PendingStatus) =>
  status.payments.map((payment) => `${payment.id}:${payment.status}:${payment.confirmations}`).join(',');

export interface CheckOptions {
  /** How long to wait for a change, in ms (capped at MAX_CHECK_DELAY_MS); 0 reads the chain once. */
  delayMs: number;
  pollMs?: number;
  /** The request's signal: a client that went away stops the polling. */
  signal?: AbortSignal;
}

async function settleUsersPending(db: Database, env: VipEnvironment, userId: number): Promise<void> {
  const pending = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')));
  for (const payment of pending) await settlePayment(db, env, payment);
}

/**
 * GET /api/v1/vip/pay/check?delay=: re-reads the user's pending payments on chain and answers as soon as one
 * of them changes (status or confirmations), when none is left pending, or when the delay runs out.
 */
export async function checkPendingPayments(
  db: Database,
  env: VipEnvironment,
  userId: number,
  options: CheckOptions,
): Promise<PendingStatus> {
  const deadline = Date.now() + Math.min(Math.max(options.delayMs, 0), MAX_CHECK_DELAY_MS);
  const pollMs = options.pollMs ?? CHECK_POLL_MS;
  const before = fingerprint(await pendingStatus(db, userId, env));
  for (;;) {
    await settleUsersPending(db, env, userId);
    const status = await pendingStatus(db, userId, env);
    const remainingMs = deadline - Date.now();
    if (!status.hasPending || fingerprint(status) !== before || remainingMs <= 0 || options.signal?.aborted)
      return status;
    await new Promise((resolve) => setTimeout(resolve, Math.min(pollMs, remainingMs)));
  }
}
