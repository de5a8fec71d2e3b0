import 'server-only';
import { cookies } from 'next/headers';
import { getDb } from '@/db';
import { type UserInfo, userInfo } from '@/lib/server/accounts/user-info';
import { findUserById } from '@/lib/server/accounts/users';
import { readSession, SESSION_COOKIE_NAMES } from './session';

/** The signed-in user of the current request (server components, route handlers), checked against the database. */
export async function getCurrentUser(): Promise<UserInfo | null> {
  const cookieStore = await cookies();
  const token = SESSION_COOKIE_NAMES.map((name) => cookieStore.get(name)?.value).find(Boolean);
  if (!token) return null;
  const db = await getDb();
  const session = await readSession(db, token);
  if (!session) return null;
  const user = await findUserById(db, session.userId);
  return user ? userInfo(db, user) : null;
}
