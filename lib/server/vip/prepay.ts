import 'server-only';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '@/db';
import { type Payment, payments, users } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import { isVipPlanDays, tryParseDecimal } from '@/lib/fees';
import { ApiError } from '@/lib/server/api/handler';
import { chainFamily, normalizeChainAddress, normalizeTxHash } from './addresses';
import { claimProblem } from './decide';
import { findAcceptedToken } from './pay-info';
import { priceOf } from './pricing';
import { badParameter, paymentRefused } from './rejections';
import type { PrepayInput } from './schemas';
import type { VipEnvironment } from './types';
import { type PaymentView, paymentView } from './views';

/** How long a prepay is watched while the chain does not show its transaction (a stuck or dropped one). */
export const PENDING_WINDOW_MS = 2 * 60 * 60 * 1000;
/** Each pending payment costs chain reads every check: a few per user is all a real purchase needs. */
export const MAX_PENDING_PER_USER = 5;

type PaymentRequest = Pick<
  Payment,
  'userId' | 'feature' | 'kind' | 'vipDays' | 'credit' | 'chainId' | 'tokenAddress' | 'walletAddress' | 'txHash'
>;

/** Validates the payload's formats and acceptance for the chain's family; throws 5016 naming the field. */
function normalizeRequest(env: VipEnvironment, userId: number, input: PrepayInput): PaymentRequest {
  const family = chainFamily(input.chainId);
  if (!env.receivers[family] || !env.tokens.some((token) => token.chainId === input.chainId))
    throw badParameter('chainId');
  const tokenAddress = normalizeChainAddress(family, input.tokenAddress);
  if (!tokenAddress || !findAcceptedToken(env, input.chainId, tokenAddress)) throw badParameter('tokenAddress');
  const walletAddress = normalizeChainAddress(family, input.walletAddress);
  if (!walletAddress) throw badParameter('walletAddress');
  const txHash = normalizeTxHash(family, input.txHash);
  if (!txHash) throw badParameter('txHash');
  if (!isVipPlanDays(input.vipDays)) throw badParameter('vipDays');
  const credit = input.plan === 'expand' ? (input.credit ?? 0) : 0;
  if (input.plan === 'expand' && credit < 1) throw badParameter('credit');
  const { feature, plan: kind, vipDays, chainId } = input;
  return { userId, feature, kind, vipDays, credit, chainId, tokenAddress, walletAddress, txHash };
}

/** A re-post of the same still-unsettled prepay (a double click, a retry) answers the stored payment. */
function isRepost(existing: Payment, request: PaymentRequest): boolean {
  const isSameRequest = (Object.keys(request) as (keyof PaymentRequest)[]).every(
    (key) => existing[key] === request[key],
  );
  return isSameRequest && ['pending', 'expired'].includes(existing.status);
}

/** What the chain shows of the transaction now, or null when it cannot be read (no verdict comes from that). */
async function readQuietly(env: VipEnvironment, chainId: number, txHash: string) {
  try {
    return await env.readTransaction(chainId, txHash);
  } catch {
    return null;
  }
}

async function findByHash(db: Database, txHash: string): Promise<Payment | undefined> {
  return (await db.select().from(payments).where(eq(payments.txHash, txHash)))[0];
}

/**
 * POST /api/v1/vip/prepay: records a pending payment for a transaction the user has sent, priced by the server.
 * Nothing is credited here; confirmPayment does that after reading the chain.
 */
export async function prepay(db: Database, env: VipEnvironment, userId: number, input: PrepayInput) {
  const request = normalizeRequest(env, userId, input);
  const existing = await findByHash(db, request.txHash);
  if (existing && isRepost(existing, request)) return paymentView(existing, env.confirmations(existing.chainId));

  const now = env.now();
  const family = chainFamily(request.chainId);
  // A wallet bound to an account can only pay for that account.
  if (family === 'evm') {
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.address, request.walletAddress));
    if (owner && owner.id !== userId) throw paymentRefused('wallet-of-another-account');
  }
  const token = findAcceptedToken(env, request.chainId, request.tokenAddress);
  if (!token) throw badParameter('tokenAddress');
  const price = await priceOf(db, request, family, token, now);
  // The client's quote may only be above the server's price: an expand quote falls as the remaining days do, so a
  // quote made a moment before a day boundary is still good (the chain must carry at least the server's price).
  const quoted = tryParseDecimal(input.tokenAmount, token.decimals);
  if (quoted === undefined || quoted < price.units)
    throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: `tokenAmount (expected ${price.amount})` });

  const [{ pending }] = await db
    .select({ pending: count() })
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.status, 'pending')));
  if (pending >= MAX_PENDING_PER_USER) throw paymentRefused('too-many-pending');

  // Someone watching the mempool may copy the hash: a claim the chain already proves wrong is refused here, and
  // a claim someone else made first is taken over when the chain proves theirs wrong and this one not.
  const observed = await readQuietly(env, request.chainId, request.txHash);
  const problem = claimProblem(request, observed);
  if (problem) throw paymentRefused(problem);

  const values = {
    ...request,
    receiverAddress: env.receivers[family] as string,
    expectedAmount: price.amount,
    expectedUnits: price.units,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_WINDOW_MS),
  };
  if (existing) return takeOver(db, env, existing, values, claimProblem(existing, observed));
  const [created] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.txHash })
    .returning();
  if (created) return paymentView(created, env.confirmations(created.chainId));
  // Another prepay of this hash won the insert meanwhile (a double click, or someone else's claim).
  const winner = await findByHash(db, request.txHash);
  if (!winner) throw new Error(`payment with tx hash ${request.txHash} vanished after a conflict`);
  if (isRepost(winner, request)) return paymentView(winner, env.confirmations(winner.chainId));
  throw paymentRefused('tx-used');
}

/**
 * The payment row of a hash someone else claimed first goes to this claim only when the chain proves the first
 * claim wrong (`firstClaimProblem`); it is never taken from a confirmed payment, and only as it was read.
 */
async function takeOver(
  db: Database,
  env: VipEnvironment,
  existing: Payment,
  values: PaymentRequest &
    Pick<Payment, 'receiverAddress' | 'expectedAmount' | 'expectedUnits' | 'createdAt' | 'expiresAt'>,
  firstClaimProblem: string | null,
): Promise<PaymentView> {
  if (!firstClaimProblem) throw paymentRefused('tx-used');
  const [row] = await db
    .update(payments)
    .set({ ...values, status: 'pending', rejectReason: null, confirmationsSeen: 0, checkedAt: null, confirmedAt: null })
    .where(
      and(
        eq(payments.id, existing.id),
        eq(payments.userId, existing.userId),
        eq(payments.walletAddress, existing.walletAddress),
        inArray(payments.status, ['pending', 'expired', 'rejected']),
      ),
    )
    .returning();
  if (!row) throw paymentRefused('tx-used');
  return paymentView(row, env.confirmations(row.chainId));
}
