import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { type UserInfo, userInfo } from '@/lib/server/accounts/user-info';
import { findUserById } from '@/lib/server/accounts/users';
import { readSession, SESSION_COOKIE_NAMES } from './session';

/**
 * The id of the current request's signed-in user (server components, route handlers), checked against the database;
 * for server-side lookups the public user object does not carry (e.g. the inviter behind the Solana fee split).
 */
export async function getCurrentUserId(): Promise<number | null> {
  const cookieStore = await cookies();
  const token = SESSION_COOKIE_NAMES.map((name) => cookieStore.get(name)?.value).find(Boolean);
  if (!token) return null;
  const session = await readSession(await getDb(), token);
  return session?.userId ?? null;
}

/** The signed-in user of the current request (server components, route handlers), checked against the database. */
export async function getCurrentUser(): Promise<UserInfo | null> {
  const userId = await getCurrentUserId();
  if (userId === null) return null;
  const db = await getDb();
  const user = await findUserById(db, userId);
  return user ? userInfo(db, user) : null;
}
