import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, is } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { pgSchema, serial, text } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { DEFAULT_MIGRATIONS_FOLDER, migratePgliteDatabase, migratePostgresDatabase } from './migrate';
import { type Database, getDatabaseKind, openDatabase } from './open-database';
import { jobs } from './schema';
import {
  createEmptyPostgresDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  TEST_DATABASE_KINDS,
  type TestDatabase,
  useTestDatabase,
} from './testing/test-database';

const appliedMigrations = pgSchema('drizzle').table('__drizzle_migrations', { id: serial('id'), hash: text('hash') });
const MIGRATION_COUNT = readMigrationFiles({ migrationsFolder: DEFAULT_MIGRATIONS_FOLDER }).length;

async function countAppliedMigrations(db: Database): Promise<number> {
  const [row] = await db.select({ total: count() }).from(appliedMigrations);
  return row.total;
}

async function migrateAgain(testDatabase: TestDatabase): Promise<void> {
  const { db, databaseUrl } = testDatabase;
  if (databaseUrl) return migratePostgresDatabase(databaseUrl);
  if (!is(db, PgliteDatabase)) throw new Error('expected a PGlite database');
  return migratePgliteDatabase(db);
}

describe.each(TEST_DATABASE_KINDS)('openDatabase on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);

  it('reports its kind and applies every migration once, even when migrated again', async () => {
    const testDatabase = getTestDatabase();
    expect(testDatabase.kind).toBe(kind);
    expect(getDatabaseKind(testDatabase.db)).toBe(kind);
    expect(MIGRATION_COUNT).toBeGreaterThan(0);
    expect(await countAppliedMigrations(testDatabase.db)).toBe(MIGRATION_COUNT);

    await migrateAgain(testDatabase);
    await migrateAgain(testDatabase);
    expect(await countAppliedMigrations(testDatabase.db)).toBe(MIGRATION_COUNT);
    expect(await testDatabase.db.select().from(jobs)).toEqual([]);
  });
});

describe('openDatabase on postgres, several instances starting together', () => {
  it(
    'migrates once while the others wait for the advisory lock',
    async () => {
      const empty = await createEmptyPostgresDatabase();
      try {
        const openings = await Promise.allSettled(
          [1, 2, 3, 4].map(() => openDatabase({ databaseUrl: empty.databaseUrl })),
        );
        const instances = openings.flatMap((opening) => (opening.status === 'fulfilled' ? [opening.value] : []));
        try {
          expect(openings.filter((opening) => opening.status === 'rejected')).toEqual([]);
          expect(await countAppliedMigrations(instances[0].db)).toBe(MIGRATION_COUNT);
          expect(await instances[3].db.select().from(jobs)).toEqual([]);
        } finally {
          await Promise.all(instances.map((instance) => instance.close()));
        }
      } finally {
        await empty.drop();
      }
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});

describe('openDatabase on pglite with a data folder', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'chainkit-pglite-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'keeps its files under <dataDir>/pglite and finds its data again after a reopen',
    async () => {
      const first = await openDatabase({ dataDir });
      try {
        expect(first.kind).toBe('pglite');
        await first.db.insert(jobs).values({ type: 'mail', payload: { to: 'persisted@example.com' } });
      } finally {
        await first.close();
      }
      expect(readdirSync(dataDir)).toEqual(['pglite']);
      expect(readdirSync(path.join(dataDir, 'pglite'))).toContain('PG_VERSION');

      const reopened = await openDatabase({ dataDir });
      try {
        const rows = await reopened.db.select({ payload: jobs.payload }).from(jobs);
        expect(rows).toEqual([{ payload: { to: 'persisted@example.com' } }]);
        expect(await countAppliedMigrations(reopened.db)).toBe(MIGRATION_COUNT);
      } finally {
        await reopened.close();
      }
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});
