import 'server-only';
import { serverEnv } from '@/lib/server/env';
import { type Database, type DatabaseHandle, openDatabase } from './open-database';

export type { Database, DatabaseHandle, DatabaseKind, OpenDatabaseOptions } from './open-database';
export { getDatabaseKind, openDatabase } from './open-database';

/**
 * Kept on globalThis because `next dev` re-evaluates modules on every change: a second PGlite on the same folder
 * would corrupt it, and a second postgres pool would leak connections.
 */
const globalForDatabase = globalThis as typeof globalThis & { chainkitDatabase?: Promise<DatabaseHandle> };

function getHandle(): Promise<DatabaseHandle> {
  if (!globalForDatabase.chainkitDatabase) {
    const { DATABASE_URL, DATA_DIR } = serverEnv();
    const opening = openDatabase({ databaseUrl: DATABASE_URL, dataDir: DATA_DIR });
    globalForDatabase.chainkitDatabase = opening;
    // A failed start (database not up yet, bad migration) must not stick: the next call tries again.
    opening.catch(() => {
      if (globalForDatabase.chainkitDatabase === opening) globalForDatabase.chainkitDatabase = undefined;
    });
  }
  return globalForDatabase.chainkitDatabase;
}

/** The app's database, opened and migrated once per process on first use. */
export async function getDb(): Promise<Database> {
  return (await getHandle()).db;
}

export async function closeDb(): Promise<void> {
  const opening = globalForDatabase.chainkitDatabase;
  if (!opening) return;
  globalForDatabase.chainkitDatabase = undefined;
  const handle = await opening.catch(() => undefined);
  await handle?.close();
}

/** Makes an already open database the app's database (tests of route handlers, one-off tools). */
export function provideDatabase(handle: DatabaseHandle): void {
  globalForDatabase.chainkitDatabase = Promise.resolve(handle);
}
