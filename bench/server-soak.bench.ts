import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Keypair } from '@solana/web3.js';
import { ensureTestPostgres, stopTestPostgres } from '@/db/testing/postgres-server';
import { createEmptyPostgresDatabase, type EmptyPostgresDatabase } from '@/db/testing/test-database';
import { LOCALES } from '@/lib/i18n/config';
import { freePort, type RunningNext, startNext, stopNext } from '../scripts/harness.mjs';
import { connectInspector, type InspectorSession } from '../scripts/inspector.mjs';
import { servedPagePaths, signInWithFreshWallet } from '../test/site-traffic';

/**
 * The soak (issue 22): SOAK_SECONDS of mixed traffic at a fixed concurrency against `next start`, once on the embedded
 * database and once on PostgreSQL: every served page in both locales (signed out and signed in), the read API, and
 * failed logins (which the limiter turns into 429s after a few). Prints requests/s, p50/p99 latency, errors (no answer,
 * or a 5xx) and the server's memory — RSS, and the live heap after forced garbage collection — after a warm-up and at
 * the end. Asserts nothing: `npm run bench` prints, the README keeps the table.
 */
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 120);
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 8);
const MB = 1024 * 1024;

interface Target {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  signedIn?: boolean;
}

/** One round of the mix: each page twice (signed out, signed in), the API, a failed login per five pages. */
function trafficMix(): Target[] {
  const pages = servedPagePaths(LOCALES).flatMap((path): Target[] => [
    { method: 'GET', path },
    { method: 'GET', path, signedIn: true },
  ]);
  const api: Target[] = [
    '/api/health',
    '/api/v1/menu?source=cp',
    '/api/v1/chains?feature=checkBalance',
    '/api/v1/account/info',
    '/version.txt',
    '/sitemap.xml',
  ].flatMap((path) => [
    { method: 'GET', path },
    { method: 'GET', path, signedIn: true },
  ]);
  const failedLogins = Array.from({ length: Math.ceil(pages.length / 5) }, (_, index): Target => {
    const body = { email: `soak-${index % 7}@example.com`, password: 'not-the-password' };
    return { method: 'POST', path: '/api/v1/account/login', body };
  });
  return [...pages, ...api, ...failedLogins];
}

function residentBytes(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

interface SoakResult {
  database: string;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  errors: number;
  statuses: Record<number, number>;
  rss: [number, number];
  heap: [number, number];
}

async function soak(database: string, server: RunningNext, inspector: InspectorSession): Promise<SoakResult> {
  const cookie = await signInWithFreshWallet(server.baseUrl);
  const mix = trafficMix();
  const send = async (target: Target) => {
    const headers: Record<string, string> = target.signedIn ? { cookie } : {};
    if (target.body) headers['content-type'] = 'application/json';
    const response = await fetch(`${server.baseUrl}${target.path}`, {
      method: target.method,
      redirect: 'manual',
      headers,
      body: target.body ? JSON.stringify(target.body) : undefined,
    });
    await response.arrayBuffer();
    return response.status;
  };
  // Warm-up: every target once, so the start figures include what a first request of each loads.
  for (const target of mix) await send(target);
  const start = { rss: residentBytes(server.pid), heap: await inspector.liveHeapBytes() };

  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let next = 0;
  const startedAt = performance.now();
  const deadline = startedAt + SOAK_SECONDS * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const target = mix[next % mix.length];
      next += 1;
      const sentAt = performance.now();
      try {
        const status = await send(target);
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 500) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - sentAt);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const seconds = (performance.now() - startedAt) / 1000;
  const end = { rss: residentBytes(server.pid), heap: await inspector.liveHeapBytes() };
  latencies.sort((first, second) => first - second);
  return {
    database,
    requests: latencies.length,
    seconds,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    errors,
    statuses,
    rss: [start.rss, end.rss],
    heap: [start.heap, end.heap],
  };
}

async function soakServer(database: string, env: Record<string, string>): Promise<SoakResult> {
  const inspectorPort = await freePort();
  const server = await startNext({ env, nodeArgs: [`--inspect=127.0.0.1:${inspectorPort}`] });
  const inspector = await connectInspector(inspectorPort);
  try {
    return await soak(database, server, inspector);
  } finally {
    inspector.close();
    stopNext(server);
  }
}

function table(results: SoakResult[]): string {
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)}`;
  const lines = [
    `| database | requests | requests/s | p50 ms | p99 ms | errors | RSS MB start → end | live heap MB start → end |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (result) =>
        `| ${result.database} | ${result.requests} | ${(result.requests / result.seconds).toFixed(1)} | ` +
        `${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.errors} | ` +
        `${mb(result.rss[0])} → ${mb(result.rss[1])} | ${mb(result.heap[0])} → ${mb(result.heap[1])} |`,
    ),
  ];
  const statuses = results.map((result) => `${result.database}: ${JSON.stringify(result.statuses)}`);
  return `${lines.join('\n')}\n\nAnswers by HTTP status — ${statuses.join('; ')}`;
}

describe('soak: mixed traffic against next start', () => {
  let postgresDatabase: EmptyPostgresDatabase | undefined;

  afterAll(async () => {
    await postgresDatabase?.drop();
    await stopTestPostgres();
  });

  it(
    `serves ${CONCURRENCY} clients for ${SOAK_SECONDS} s on each database`,
    async () => {
      const results = [await soakServer('PGlite', {})];
      postgresDatabase = await createEmptyPostgresDatabase(await ensureTestPostgres());
      results.push(
        await soakServer('PostgreSQL', {
          // What a production start with PostgreSQL requires (lib/server/production-config.ts).
          DATABASE_URL: postgresDatabase.databaseUrl,
          AUTH_SECRET: randomBytes(48).toString('base64url'),
          SOLANA_FEE_RECEIVER: Keypair.generate().publicKey.toBase58(),
        }),
      );
      console.log(
        `\nSoak: ${SOAK_SECONDS} s of mixed traffic (every served page in both locales signed out and in, the API, ` +
          `failed logins), ${CONCURRENCY} concurrent clients, next start\n\n${table(results)}\n`,
      );
      expect(results.every((result) => result.requests > 0)).toBe(true);
    },
    (2 * SOAK_SECONDS + 300) * 1000,
  );
});
