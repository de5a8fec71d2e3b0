import 'server-only';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { is } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { DEFAULT_MIGRATIONS_FOLDER, migratePgliteDatabase, migratePostgresDatabase } from './migrate';
import * as schema from './schema';

/** What services receive: the driver-independent drizzle API over the whole schema. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** The app's data folder; PGlite keeps its files in `<dataDir>/pglite`. */
  dataDir?: string;
  /** PGlite only: keep everything in memory (tests, tools). */
  inMemory?: boolean;
  migrationsFolder?: string;
}

export const PGLITE_SUBFOLDER = 'pglite';
const DEFAULT_DATA_DIR = '.data';
const POSTGRES_POOL_SIZE = 10;

/** Opens a database of either kind and applies every pending migration before handing it out. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? DEFAULT_MIGRATIONS_FOLDER;
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, migrationsFolder);
  }
  return openPglite(options.inMemory ? undefined : (options.dataDir ?? DEFAULT_DATA_DIR), migrationsFolder);
}

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<DatabaseHandle> {
  await migratePostgresDatabase(databaseUrl, migrationsFolder);
  // NOTICEs ("… already exists, skipping") are expected noise, not something an operator should read in the logs.
  const client = postgres(databaseUrl, { max: POSTGRES_POOL_SIZE, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return { db, kind: 'postgres', close: () => client.end() };
}

async function openPglite(dataDir: string | undefined, migrationsFolder: string): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir === undefined) {
    client = await PGlite.create();
  } else {
    const pgliteDir = path.resolve(dataDir, PGLITE_SUBFOLDER);
    mkdirSync(pgliteDir, { recursive: true });
    client = await PGlite.create(pgliteDir);
  }
  const db = drizzlePglite({ client, schema });
  try {
    await migratePgliteDatabase(db, migrationsFolder);
  } catch (error) {
    // Without close() the wasm instance keeps the process (and the folder) busy.
    await client.close();
    throw error;
  }
  return { db, kind: 'pglite', close: () => client.close() };
}

export function getDatabaseKind(db: Database): DatabaseKind {
  return is(db, PgliteDatabase) ? 'pglite' : 'postgres';
}
