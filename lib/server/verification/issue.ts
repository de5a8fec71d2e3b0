import 'server-only';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '@/db';
import { verificationCodes } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';
import { hitRateLimit, peekRateLimit, refundRateLimit, resetRateLimit } from '@/lib/server/rate-limit';
import {
  assertVerificationTarget,
  generateVerificationCode,
  hashVerificationCode,
  VERIFICATION_CODE_TTL_MS,
  type VerificationTarget,
} from './codes';

export const RESEND_INTERVAL_MS = 60_000;
export const DAILY_SEND_LIMIT = 10;
const DAY_MS = 24 * 60 * 60_000;

/** Per address, whatever the source: one mailbox should not be flooded through any of the forms. */
export function verificationRateLimitKeys(email: string) {
  return { resend: `verification-code:resend:${email}`, daily: `verification-code:daily:${email}` };
}

function tooFrequent(retryAfterMs: number): ApiError {
  return new ApiError(SERVER_CODE.VERIFICATION_CODE_TOO_FREQUENT, undefined, {
    status: 429,
    detail: `retry in ${Math.ceil(retryAfterMs / 1000)} s`,
  });
}

export interface IssueVerificationCodeInput extends VerificationTarget {
  now?: Date;
}

/**
 * Counts one send to the address, or throws 5013 within a minute of the previous send or past the daily cap.
 * `releaseVerificationSend` takes it back when the code never went out.
 */
export async function reserveVerificationSend(db: Database, input: IssueVerificationCodeInput): Promise<void> {
  const { email, now = new Date() } = input;
  const keys = verificationRateLimitKeys(email);
  // The daily cap is peeked first so that a capped address hears the real wait, not "retry in 60 s" again and again.
  const daily = await peekRateLimit(db, { key: keys.daily, limit: DAILY_SEND_LIMIT, now });
  if (!daily.isAllowed) throw tooFrequent(daily.retryAfterMs);
  const resend = await hitRateLimit(db, { key: keys.resend, limit: 1, windowMs: RESEND_INTERVAL_MS, now });
  if (!resend.isAllowed) throw tooFrequent(resend.retryAfterMs);
  // Only sends that passed the resend limit count towards the cap; the hit is atomic, so it holds across instances.
  const dailyHit = await hitRateLimit(db, { key: keys.daily, limit: DAILY_SEND_LIMIT, windowMs: DAY_MS, now });
  if (!dailyHit.isAllowed) throw tooFrequent(dailyHit.retryAfterMs);
}

/**
 * A send that did not happen costs nothing: the resend window opens again at once and the daily count goes back
 * down. (The route's per-IP count stays: that one bounds retries against a failing mail server.)
 */
export async function releaseVerificationSend(db: Database, input: IssueVerificationCodeInput): Promise<void> {
  const keys = verificationRateLimitKeys(input.email);
  await resetRateLimit(db, keys.resend);
  await refundRateLimit(db, { key: keys.daily, now: input.now });
}

/**
 * Stores a new code's hash and returns the code and the row's id. The older open codes stay open (the newest is the
 * one accepted) until `retireOlderVerificationCodes`, so a code that fails to go out can be deleted and leave the
 * previous one as it was.
 */
export async function storeVerificationCode(
  db: Database,
  input: IssueVerificationCodeInput,
): Promise<{ id: number; code: string; expiresAt: Date }> {
  const { email, source, now = new Date() } = input;
  const code = generateVerificationCode();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MS);
  const codeHash = hashVerificationCode({ email, source, code });
  const [row] = await db
    .insert(verificationCodes)
    .values({ email, source, codeHash, createdAt: now, expiresAt })
    .returning({ id: verificationCodes.id });
  return { id: row.id, code, expiresAt };
}

/** Retires the address's open codes for this source other than `keptId`. */
export async function retireOlderVerificationCodes(
  db: Database,
  input: IssueVerificationCodeInput & { keptId: number },
): Promise<void> {
  const { email, source, keptId, now = new Date() } = input;
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.source, source),
        isNull(verificationCodes.consumedAt),
        ne(verificationCodes.id, keptId),
      ),
    );
}

/** Deletes a stored code that was never delivered: nothing of a failed send stays behind. */
export async function deleteVerificationCode(db: Database, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/**
 * Creates a code for the address and source, keeping only its hash, and retires the older open ones. Throws 5013
 * within a minute of the previous send or past the daily cap. The caller delivers the returned code.
 */
export async function issueVerificationCode(
  db: Database,
  input: IssueVerificationCodeInput,
): Promise<{ code: string; expiresAt: Date }> {
  assertVerificationTarget(input);
  const now = input.now ?? new Date();
  await reserveVerificationSend(db, { ...input, now });
  const { code, expiresAt } = await db.transaction(async (transaction) => {
    const stored = await storeVerificationCode(transaction, { ...input, now });
    await retireOlderVerificationCodes(transaction, { ...input, now, keptId: stored.id });
    return stored;
  });
  return { code, expiresAt };
}
