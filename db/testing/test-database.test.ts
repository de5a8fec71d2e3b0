import { createEmptyPostgresDatabase, PostgresUnreachableError } from './test-database';

describe('createEmptyPostgresDatabase', () => {
  it('fails, telling how to start PostgreSQL, when the server is unreachable', async () => {
    const attempt = createEmptyPostgresDatabase('postgres://postgres:secret@127.0.0.1:1/postgres');
    await expect(attempt).rejects.toBeInstanceOf(PostgresUnreachableError);
    await expect(attempt).rejects.toThrow(/not reachable at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/postgres/);
    await expect(attempt).rejects.toThrow(/pg_ctlcluster --skip-systemctl-redirect .* main start/);
    await expect(attempt).rejects.toThrow(/TEST_DATABASE_URL/);
  });
});
