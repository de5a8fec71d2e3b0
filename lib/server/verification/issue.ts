import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@/db';
import { verificationCodes } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';
import { hitRateLimit, peekRateLimit } from '@/lib/server/rate-limit';
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

/** Marks the address's open codes for this source as used; "consumed" is the only state a dead code has. */
export async function invalidateVerificationCodes(db: Database, input: IssueVerificationCodeInput): Promise<void> {
  const { email, source, now = new Date() } = input;
  await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.source, source),
        isNull(verificationCodes.consumedAt),
      ),
    );
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
  const { email, source, now = new Date() } = input;
  const keys = verificationRateLimitKeys(email);
  // The daily cap is peeked first so that a capped address hears the real wait, not "retry in 60 s" again and again.
  const daily = await peekRateLimit(db, { key: keys.daily, limit: DAILY_SEND_LIMIT, now });
  if (!daily.isAllowed) throw tooFrequent(daily.retryAfterMs);
  const resend = await hitRateLimit(db, { key: keys.resend, limit: 1, windowMs: RESEND_INTERVAL_MS, now });
  if (!resend.isAllowed) throw tooFrequent(resend.retryAfterMs);
  // Only sends that passed the resend limit count towards the cap; the hit is atomic, so it holds across instances.
  const dailyHit = await hitRateLimit(db, { key: keys.daily, limit: DAILY_SEND_LIMIT, windowMs: DAY_MS, now });
  if (!dailyHit.isAllowed) throw tooFrequent(dailyHit.retryAfterMs);

  const code = generateVerificationCode();
  const expiresAt = new Date(now.getTime() + VERIFICATION_CODE_TTL_MS);
  const codeHash = hashVerificationCode({ email, source, code });
  await db.transaction(async (transaction) => {
    await invalidateVerificationCodes(transaction, { email, source, now });
    await transaction.insert(verificationCodes).values({ email, source, codeHash, createdAt: now, expiresAt });
  });
  return { code, expiresAt };
}
