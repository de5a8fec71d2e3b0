import {
  createEmptyPostgresDatabase,
  DATABASE_SETUP_TIMEOUT_MS,
  type EmptyPostgresDatabase,
} from './testing/test-database';

// getDb() reads DATABASE_URL once per module registry (serverEnv caches it), so each scenario loads a fresh registry.
async function loadDbModuleWith(databaseUrl: string): Promise<typeof import('./index')> {
  jest.resetModules();
  process.env.DATABASE_URL = databaseUrl;
  return import('./index');
}

describe('getDb', () => {
  const originalDatabaseUrl = process.env.DATABASE_URL;
  let empty: EmptyPostgresDatabase;

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
  }, DATABASE_SETUP_TIMEOUT_MS);
  afterAll(async () => {
    process.env.DATABASE_URL = originalDatabaseUrl;
    await empty?.drop();
  });

  it('forgets a failed start, so the next call tries again', async () => {
    const unreachable = await loadDbModuleWith('postgres://postgres@127.0.0.1:1/chainkit');
    await expect(unreachable.getDb()).rejects.toThrow(/ECONNREFUSED/);
    await expect(unreachable.getDb()).rejects.toThrow(/ECONNREFUSED/);

    const reachable = await loadDbModuleWith(empty.databaseUrl);
    try {
      const db = await reachable.getDb();
      expect(reachable.getDatabaseKind(db)).toBe('postgres');
    } finally {
      await reachable.closeDb();
    }
  });

  it(
    'opens and migrates once, shares the database, and opens a new one after closeDb()',
    async () => {
      const { closeDb, getDb } = await loadDbModuleWith(empty.databaseUrl);
      try {
        const [first, second] = await Promise.all([getDb(), getDb()]);
        expect(second).toBe(first);
        expect(await getDb()).toBe(first);

        await closeDb();
        await closeDb();
        const reopened = await getDb();
        expect(reopened).not.toBe(first);
        expect(await reopened.execute('select 1')).toBeDefined();
      } finally {
        await closeDb();
      }
    },
    DATABASE_SETUP_TIMEOUT_MS,
  );
});
