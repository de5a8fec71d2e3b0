import 'server-only';
import path from 'node:path';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';

/**
 * `next start`, `next dev` and jest all run from the repository root, and the SQL files are not bundled, so the folder
 * is resolved from the working directory rather than from this module's (bundled) location.
 */
export const DEFAULT_MIGRATIONS_FOLDER = path.join(process.cwd(), 'db', 'migrations');

/** Arbitrary but fixed: every Chainkit instance must contend for the same advisory lock. */
const MIGRATION_LOCK_KEY = 724_616_301;

export async function migratePgliteDatabase(
  db: PgliteDatabase<Record<string, unknown>>,
  migrationsFolder = DEFAULT_MIGRATIONS_FOLDER,
): Promise<void> {
  await migratePglite(db, { migrationsFolder });
}

/**
 * Several instances may start at once: they queue on a session advisory lock, so one applies the migrations and the
 * others then find nothing left to do. Session locks need one connection, hence the dedicated single-connection
 * client; if the process dies, PostgreSQL drops the session and its lock with it.
 */
export async function migratePostgresDatabase(
  databaseUrl: string,
  migrationsFolder = DEFAULT_MIGRATIONS_FOLDER,
): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    try {
      await migratePostgres(drizzlePostgres({ client }), { migrationsFolder });
    } finally {
      await client`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`;
    }
  } finally {
    await client.end();
  }
}
