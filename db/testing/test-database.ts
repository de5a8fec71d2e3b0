import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, type DatabaseKind, openDatabase } from '../open-database';

// Test support only (never imported by the app): every data-layer test runs on both drivers.

export const TEST_DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** A fresh PGlite costs ~3.5 s, and migrations come on top. */
export const DATABASE_SETUP_TIMEOUT_MS = 60_000;

export interface TestDatabase extends DatabaseHandle {
  /** Set for PostgreSQL: the throwaway database, for tests that open a second client like another app instance. */
  databaseUrl?: string;
}

export interface EmptyPostgresDatabase {
  databaseUrl: string;
  drop(): Promise<void>;
}

export class PostgresUnreachableError extends Error {
  constructor(serverUrl: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `PostgreSQL is not reachable at ${redactPassword(serverUrl)} (${reason}). The database tests run on PostgreSQL ` +
        'too and cannot pass without it. Start it with `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) ' +
        'main start`, or set TEST_DATABASE_URL to a server where this user may CREATE DATABASE.',
      { cause },
    );
    this.name = 'PostgresUnreachableError';
  }
}

function redactPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

function adminClient(serverUrl: string) {
  return postgres(serverUrl, { max: 1, connect_timeout: 5, onnotice: () => {} });
}

/** Creates `chainkit_test_<random>` on the server, without migrations. */
export async function createEmptyPostgresDatabase(serverUrl = TEST_POSTGRES_URL): Promise<EmptyPostgresDatabase> {
  const databaseName = `chainkit_test_${randomBytes(6).toString('hex')}`;
  const admin = adminClient(serverUrl);
  try {
    await admin`select 1`;
  } catch (error) {
    await admin.end({ timeout: 0 });
    throw new PostgresUnreachableError(serverUrl, error);
  }
  try {
    await admin`create database ${admin(databaseName)}`;
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${databaseName}`;
  return {
    databaseUrl: databaseUrl.toString(),
    async drop() {
      const dropper = adminClient(serverUrl);
      try {
        // FORCE ends connections a failed test may have left open.
        await dropper`drop database if exists ${dropper(databaseName)} with (force)`;
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A migrated database: in-memory PGlite, or a fresh PostgreSQL database dropped again on close(). */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') return openDatabase({ inMemory: true });
  const empty = await createEmptyPostgresDatabase();
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ databaseUrl: empty.databaseUrl });
  } catch (error) {
    await empty.drop();
    throw error;
  }
  return {
    ...handle,
    databaseUrl: empty.databaseUrl,
    async close() {
      await handle.close();
      await empty.drop();
    },
  };
}

/** One database per test file and driver, opened in beforeAll and closed in afterAll so jest can exit. */
export function useTestDatabase(kind: DatabaseKind): () => TestDatabase {
  let testDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    testDatabase = await createTestDatabase(kind);
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await testDatabase?.close();
  }, DATABASE_SETUP_TIMEOUT_MS);
  return () => {
    if (!testDatabase) throw new Error(`The ${kind} test database did not open; see the beforeAll error above`);
    return testDatabase;
  };
}

/** Polls until the condition holds; for effects of background work (the job runner). */
export async function waitFor(condition: () => Promise<boolean>, timeoutMs = 4_000, intervalMs = 10): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
