import 'server-only';
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { generateNonce } from 'siwe';
import type { Database } from '@/db';
import { signInNonces } from '@/db/schema';

/** How long a sign-in nonce, and the message carrying it, stays usable. */
export const SIGN_IN_TTL_MS = 10 * 60 * 1000;

export interface NonceTimeOptions {
  /** The current time; tests pass a fixed one. */
  now?: Date;
}

/** 96 random bits from a CSPRNG, alphanumeric, as EIP-4361 requires of a nonce (siwe's own generator). */
export function generateSignInNonce(): string {
  return generateNonce();
}

/** Records a nonce as issued; it can be consumed once within SIGN_IN_TTL_MS. */
export async function storeNonce(db: Database, nonce: string, now: Date): Promise<void> {
  await db.insert(signInNonces).values({
    nonce,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SIGN_IN_TTL_MS),
  });
}

/** Issues a fresh single-use nonce (for `GET /api/v1/account/signnonce`). */
export async function issueNonce(db: Database, options: NonceTimeOptions = {}): Promise<string> {
  const nonce = generateSignInNonce();
  await storeNonce(db, nonce, options.now ?? new Date());
  return nonce;
}

/**
 * Marks the nonce used if it exists, has not expired and was never used, in one statement: of two concurrent
 * requests carrying the same nonce exactly one gets the row back, so a replay cannot slip between a read and a write.
 */
export async function consumeNonce(db: Database, nonce: string, now: Date): Promise<boolean> {
  const consumed = await db
    .update(signInNonces)
    .set({ usedAt: now })
    .where(and(eq(signInNonces.nonce, nonce), isNull(signInNonces.usedAt), gt(signInNonces.expiresAt, now)))
    .returning({ nonce: signInNonces.nonce });
  return consumed.length === 1;
}

/**
 * Housekeeping for the jobs runner: deletes expired and used nonces, and returns how many. Deleting a used nonce
 * early is safe because verification requires the row to exist: a replay then fails as an unknown nonce.
 */
export async function purgeExpiredNonces(db: Database, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(signInNonces)
    .where(or(lte(signInNonces.expiresAt, now), isNotNull(signInNonces.usedAt)))
    .returning({ nonce: signInNonces.nonce });
  return deleted.length;
}
