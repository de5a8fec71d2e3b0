import { createServer, type Server, type Socket } from 'node:net';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Database } from '@/db';
import * as schema from '@/db/schema';
import { TEST_DATABASE_KINDS, useTestDatabase } from '@/db/testing/test-database';
import { checkHealth } from './check-health';

describe.each(TEST_DATABASE_KINDS)('checkHealth on %s', (kind) => {
  const getTestDatabase = useTestDatabase(kind);

  it('reports the driver, the database up, and the round trip', async () => {
    const report = await checkHealth(getTestDatabase().db);
    expect(report).toEqual({ database: kind, isDatabaseUp: true, latencyMs: expect.any(Number) });
    expect(report.latencyMs).toBeGreaterThanOrEqual(0);
    expect(report.latencyMs).toBeLessThan(2_000);
  });
});

describe('checkHealth when the database does not answer', () => {
  let silentServer: Server;
  const sockets = new Set<Socket>();

  beforeAll(async () => {
    // Accepts connections and never replies, like a database stuck behind a dead network path.
    silentServer = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silentServer.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silentServer.close(resolve));
  });

  it('gives up after the timeout and reports the database down', async () => {
    const address = silentServer.address();
    if (address === null || typeof address === 'string') throw new Error('expected a TCP address');
    const client = postgres(`postgres://postgres@127.0.0.1:${address.port}/postgres`, { connect_timeout: 30 });
    const db: Database = drizzle({ client, schema });
    try {
      const report = await checkHealth(db, 200);
      expect(report.isDatabaseUp).toBe(false);
      expect(report.database).toBe('postgres');
      expect(report.latencyMs).toBeGreaterThanOrEqual(190);
      expect(report.latencyMs).toBeLessThan(1_500);
    } finally {
      await client.end({ timeout: 0 });
    }
  });

  it('reports a closed connection pool as down', async () => {
    const client = postgres('postgres://postgres@127.0.0.1:1/postgres');
    await client.end();
    const report = await checkHealth(drizzle({ client, schema }));
    expect(report).toMatchObject({ database: 'postgres', isDatabaseUp: false });
  });
});
