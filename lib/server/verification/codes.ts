import 'server-only';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { VERIFICATION_SOURCES, type VerificationSource } from '@/db/schema';
import { authSecret } from '@/lib/server/auth/secret';

export const VERIFICATION_CODE_DIGITS = 6;
export const VERIFICATION_CODE_TTL_MS = 10 * 60_000;
/** Wrong guesses a code survives; after that it is burnt, so a million codes cannot be tried against one. */
export const MAX_FAILED_ATTEMPTS = 5;

export interface VerificationTarget {
  email: string;
  source: VerificationSource;
}

/** A uniformly random code from a CSPRNG, zero-padded so 000042 is as likely as 913370. */
export function generateVerificationCode(): string {
  return randomInt(0, 10 ** VERIFICATION_CODE_DIGITS)
    .toString()
    .padStart(VERIFICATION_CODE_DIGITS, '0');
}

/**
 * The hashing key. Interim: AUTH_SECRET is not in the validated env yet (the session work owns it), so it is read
 * here on each call, with a fixed development fallback.
 */
function verificationSecret(): string {
  return authSecret();
}

/**
 * A keyed hash, because six digits are found by brute force in a moment from a plain hash; email and source are
 * bound in, so a code's hash is worthless for any other address or purpose.
 */
export function hashVerificationCode({ email, source, code }: VerificationTarget & { code: string }): string {
  return createHmac('sha256', verificationSecret()).update(`${source}:${email}:${code}`).digest('hex');
}

export function isSameCodeHash(storedHash: string, candidateHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const candidate = Buffer.from(candidateHash, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}

/**
 * The callers (route handlers) normalise addresses; a mixed-case one here would silently split one user's codes and
 * rate limits in two, so it is a programming error, not a user error.
 */
export function assertVerificationTarget({ email, source }: VerificationTarget): void {
  if (email !== email.trim().toLowerCase() || !email.includes('@')) {
    throw new TypeError('Verification e-mails must be trimmed and lowercased by the caller');
  }
  if (!VERIFICATION_SOURCES.includes(source)) throw new TypeError(`Unknown verification source: ${source}`);
}
