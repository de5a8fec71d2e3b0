import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, is, sql } from 'drizzle-orm';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { DEFAULT_MIGRATIONS_FOLDER, migratePgliteDatabase, migratePostgresDatabase } from './migrate';
import { type DatabaseHandle, openDatabase } from './open-database';
import { users } from './schema';
import { createEmptyPostgresDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from './testing/test-database';

const MIGRATION_TAG = '0005_add_solana_payout_address';
const ADDRESS = 'GsbwXfJraMomNxBcjYLcG3mxkBUiyWXAB32fGbSMQRdW';

/** A copy of the migrations folder ending just before 0005: a database as deployed before this change. */
function migrationsBefore0005(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'chainkit-migrations-'));
  cpSync(DEFAULT_MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === MIGRATION_TAG);
  if (index < 0) throw new Error(`${MIGRATION_TAG} is not in the journal`);
  journal.entries = journal.entries.slice(0, index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe.each(TEST_DATABASE_KINDS)('migration 0005 (users.solana_payout_address) on %s', (kind) => {
  let folder: string;
  let handle: DatabaseHandle | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;

  beforeAll(async () => {
    folder = migrationsBefore0005();
    if (kind === 'postgres') {
      const empty = await createEmptyPostgresDatabase();
      dropDatabase = empty.drop;
      databaseUrl = empty.databaseUrl;
    }
    handle = await openDatabase(
      databaseUrl ? { databaseUrl, migrationsFolder: folder } : { inMemory: true, migrationsFolder: folder },
    );
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await handle?.close();
    await dropDatabase?.();
    rmSync(folder, { recursive: true, force: true });
  }, DATABASE_SETUP_TIMEOUT_MS);

  it('adds a nullable column, keeping the users already there', async () => {
    if (!handle) throw new Error('the database did not open');
    const { db } = handle;
    // Written with SQL: the drizzle schema already names the new column, which the old table does not have.
    await db.execute(sql`insert into users (email, invite_code) values ('before@example.com', 'BEFORE05')`);

    if (databaseUrl) await migratePostgresDatabase(databaseUrl);
    else if (is(db, PgliteDatabase)) await migratePgliteDatabase(db);
    else throw new Error('expected a PGlite database');

    const [before] = await db.select().from(users).where(eq(users.inviteCode, 'BEFORE05'));
    expect(before).toMatchObject({ email: 'before@example.com', solanaPayoutAddress: null });
    await db.update(users).set({ solanaPayoutAddress: ADDRESS }).where(eq(users.id, before.id));
    const [after] = await db.select({ address: users.solanaPayoutAddress }).from(users).where(eq(users.id, before.id));
    expect(after.address).toBe(ADDRESS);
  });
});
