import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'auth-secret';
const MIN_SECRET_LENGTH = 32;

let cached: string | undefined;

/**
 * The key that encrypts session cookies and keys code hashes. Several instances on one PostgreSQL
 * (production with DATABASE_URL) must share AUTH_SECRET; a single instance on the embedded database makes a
 * random one once and keeps it under DATA_DIR, so `npm run dev` and `npm start` need no env and sessions
 * survive a restart.
 */
export function authSecret(): string {
  if (cached) return cached;
  const fromEnv = process.env.AUTH_SECRET;
  if (fromEnv) {
    if (fromEnv.length < MIN_SECRET_LENGTH)
      throw new Error(`AUTH_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
    cached = fromEnv;
    return cached;
  }
  if (process.env.NODE_ENV === 'production' && process.env.DATABASE_URL) {
    throw new Error(
      'AUTH_SECRET is not set: with DATABASE_URL in production every instance needs the same secret (openssl rand -base64 48)',
    );
  }
  const file = path.resolve(process.env.DATA_DIR || '.data', SECRET_FILE);
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    cached = randomBytes(48).toString('base64url');
    writeFileSync(file, cached, { mode: 0o600 });
  }
  return cached;
}
