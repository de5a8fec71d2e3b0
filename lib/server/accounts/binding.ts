import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/db';
import { type User, users } from '@/db/schema';
import { SERVER_CODE } from '@/lib/errors';
import { ApiError } from '@/lib/server/api/handler';
import { hashPassword } from '@/lib/server/auth/password';
import { verifyAddressSignature } from '@/lib/server/siwe';
import { consumeVerificationCode } from '@/lib/server/verification';
import { findUserByAddress, findUserByEmail, findUserById, normalizeAddress, rethrowUniqueViolation } from './users';

async function signedInUser(db: Database, userId: number): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user) throw new ApiError(SERVER_CODE.NOT_LOGGED_IN);
  return user;
}

async function update(db: Database, userId: number, values: Partial<User>): Promise<User> {
  try {
    const [user] = await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return user;
  } catch (error) {
    rethrowUniqueViolation(error);
  }
}

/** A wallet account adds its one e-mail and a password, proven by an e-mailed code. */
export async function bindEmail(
  db: Database,
  userId: number,
  input: { email: string; verifyCode: string; password: string },
): Promise<User> {
  const user = await signedInUser(db, userId);
  if (user.email) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'email already bound' });
  if (await findUserByEmail(db, input.email)) throw new ApiError(SERVER_CODE.EMAIL_ALREADY_REGISTERED);
  await consumeVerificationCode(db, { email: input.email, source: 'bindEmail', code: input.verifyCode });
  return update(db, userId, { email: input.email, passwordHash: await hashPassword(input.password) });
}

/** An e-mail account adds its one wallet, proven by a signed sign-in message of that wallet. */
export async function bindAddress(
  db: Database,
  userId: number,
  input: { address: string; signMsg: string; msgSignature: `0x${string}`; expectedDomain: string },
): Promise<User> {
  const user = await signedInUser(db, userId);
  if (user.address) throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail: 'address already bound' });
  if (await findUserByAddress(db, input.address)) throw new ApiError(SERVER_CODE.ADDRESS_ALREADY_REGISTERED);
  await verifyAddressSignature(db, {
    message: input.signMsg,
    signature: input.msgSignature,
    address: input.address,
    expectedDomain: input.expectedDomain,
  });
  return update(db, userId, { address: normalizeAddress(input.address) });
}
