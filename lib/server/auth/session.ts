import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { decode, encode } from 'next-auth/jwt';
import type { Database } from '@/db';
import { sessions } from '@/db/schema';
import { authSecret } from './secret';

/** 30 days; a new sign-in starts a new session. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** next-auth's cookie names: the __Secure- prefix makes browsers refuse the cookie over plain http. */
export function sessionCookieName(isSecure: boolean): string {
  return isSecure ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

export const SESSION_COOKIE_NAMES = [sessionCookieName(true), sessionCookieName(false)] as const;

export function sessionCookieOptions(isSecure: boolean, maxAge = SESSION_MAX_AGE_SECONDS) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: isSecure, path: '/', maxAge };
}

interface SessionClaims {
  /** The sessions row: the session of record, so logout and password resets revoke it on the server. */
  sid: string;
  uid: number;
}

/** Starts a session for the user: a row in `sessions` and the encrypted next-auth token that names it. */
export async function createSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await db.insert(sessions).values({ id, userId, createdAt: now, expiresAt });
  const claims: SessionClaims = { sid: id, uid: userId };
  return encode({ token: { ...claims }, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

/** The claims of a session token when its encryption and expiry hold; no database check (the proxy's optimistic read). */
export async function decodeSessionToken(token: string | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  try {
    const decoded = await decode({ token, secret: authSecret() });
    if (typeof decoded?.sid !== 'string' || typeof decoded.uid !== 'number') return null;
    return { sid: decoded.sid, uid: decoded.uid };
  } catch {
    return null;
  }
}

/** The live session a token names: decrypts, then checks the row is neither revoked nor expired. */
export async function readSession(db: Database, token: string | undefined, now = new Date()) {
  const claims = await decodeSessionToken(token);
  if (!claims) return null;
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, claims.sid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row && row.userId === claims.uid ? row : null;
}

export async function revokeSession(db: Database, sessionId: string, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** After a password reset every session of the user ends, wherever it was copied to. */
export async function revokeAllSessions(db: Database, userId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
