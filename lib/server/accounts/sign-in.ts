import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db';
import { type User, users } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { revokeAllSessions } from '@/lib/server/auth/session';
import { hitRateLimit } from '@/lib/server/rate-limit';
import { consumeVerificationCode } from '@/lib/server/verification';
import { createUser, findInviter, findUserByAddress, findUserByEmail } from './users';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const LOGIN_ATTEMPTS_PER_ACCOUNT = 10;
const LOGIN_ATTEMPTS_PER_IP = 50;

function tooManyAttempts(retryAfterMs: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new ApiError(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
    status: 429,
    messages: {
      en: `Too many sign-in attempts. Try again in ${minutes} min.`,
      cn: `登录尝试次数过多，请 ${minutes} 分钟后再试。`,
    },
  });
}

export async function signUpWithEmail(
  db: Database,
  input: { email: string; password: string; verifyCode: string; inviteCode?: string },
): Promise<User> {
  if (await findUserByEmail(db, input.email)) throw new ApiError(SERVER_CODE.EMAIL_ALREADY_REGISTERED);
  const invitedBy = await findInviter(db, input.inviteCode);
  await consumeVerificationCode(db, { email: input.email, source: 'signup', code: input.verifyCode });
  return createUser(db, { email: input.email, passwordHash: await hashPassword(input.password), invitedBy });
}

/**
 * E-mail sign-in. Unknown account and wrong password answer the same 5012 after the same work, so sign-in tells
 * no more about who has an account than sign-up does; attempts are limited per account and per address.
 */
export async function logInWithEmail(
  db: Database,
  input: { email: string; password: string; ip: string },
): Promise<User> {
  for (const [key, limit] of [
    [`login:ip:${input.ip}`, LOGIN_ATTEMPTS_PER_IP],
    [`login:account:${input.email}`, LOGIN_ATTEMPTS_PER_ACCOUNT],
  ] as const) {
    const { isAllowed, retryAfterMs } = await hitRateLimit(db, { key, limit, windowMs: LOGIN_WINDOW_MS });
    if (!isAllowed) throw tooManyAttempts(retryAfterMs);
  }
  const user = await findUserByEmail(db, input.email);
  const isValid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !isValid) throw new ApiError(SERVER_CODE.WRONG_ACCOUNT_OR_PASSWORD);
  return user;
}

/** Sets a new password; every session of the account ends, wherever it was copied to. */
export async function setPassword(db: Database, user: User, newPassword: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeAllSessions(db, user.id);
}

export async function resetPasswordWithEmail(
  db: Database,
  input: { email: string; verifyCode: string; newPassword: string },
): Promise<void> {
  const user = await findUserByEmail(db, input.email);
  if (!user) throw new ApiError(SERVER_CODE.ACCOUNT_NOT_FOUND);
  await consumeVerificationCode(db, { email: input.email, source: 'forgetPassword', code: input.verifyCode });
  await setPassword(db, user, input.newPassword);
}

/** Wallet sign-in: the account of the address, created on first sign-in. */
export async function findOrCreateWalletUser(db: Database, address: string, inviteCode?: string): Promise<User> {
  const existing = await findUserByAddress(db, address);
  if (existing) return existing;
  return createUser(db, { address, invitedBy: await findInviter(db, inviteCode) });
}
