import 'server-only';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/db';
import { verificationCodes } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';
import {
  assertVerificationTarget,
  hashVerificationCode,
  isSameCodeHash,
  MAX_FAILED_ATTEMPTS,
  type VerificationTarget,
} from './codes';

export interface ConsumeVerificationCodeInput extends VerificationTarget {
  code: string;
  now?: Date;
}

const wrongCode = () => new ApiError(SERVER_CODE.WRONG_VERIFICATION_CODE);

/**
 * Accepts the address's newest open code for this source once, or throws 5010 (wrong, used, burnt or none) or 5011
 * (expired). Every guess first reserves one of the code's attempts in a single UPDATE, so even a burst of parallel
 * guesses gets at most MAX_FAILED_ATTEMPTS comparisons; the accepted guess hands its attempt back.
 */
export async function consumeVerificationCode(db: Database, input: ConsumeVerificationCodeInput): Promise<void> {
  assertVerificationTarget(input);
  const { email, source, code, now = new Date() } = input;
  const [newest] = await db
    .select({ id: verificationCodes.id, expiresAt: verificationCodes.expiresAt })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.source, source),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  if (!newest) throw wrongCode();
  if (newest.expiresAt.getTime() <= now.getTime()) throw new ApiError(SERVER_CODE.VERIFICATION_CODE_EXPIRED);

  const isOpen = and(eq(verificationCodes.id, newest.id), isNull(verificationCodes.consumedAt));
  const [reserved] = await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(and(isOpen, lt(verificationCodes.failedAttempts, MAX_FAILED_ATTEMPTS)))
    .returning({ codeHash: verificationCodes.codeHash, failedAttempts: verificationCodes.failedAttempts });
  if (!reserved) throw wrongCode();

  if (isSameCodeHash(reserved.codeHash, hashVerificationCode({ email, source, code }))) {
    // The consumed_at condition makes this the one place where two right guesses race: exactly one row comes back.
    const [consumed] = await db
      .update(verificationCodes)
      .set({ consumedAt: now, failedAttempts: sql`${verificationCodes.failedAttempts} - 1` })
      .where(isOpen)
      .returning({ id: verificationCodes.id });
    if (!consumed) throw wrongCode();
    return;
  }
  if (reserved.failedAttempts >= MAX_FAILED_ATTEMPTS) {
    await db.update(verificationCodes).set({ consumedAt: now }).where(isOpen);
  }
  throw wrongCode();
}
