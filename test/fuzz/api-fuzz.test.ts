import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { NextRequest } from 'next/server';
import { closeDb, getDb, provideDatabase } from '@/db';
import * as schema from '@/db/schema';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { createUser } from '@/lib/server/accounts/users';
import { describeHandler } from '@/lib/server/api/handler';
import { createSession } from '@/lib/server/auth/session';
import { provideVipEnvironment } from '@/lib/server/vip';
import { FakeChain } from '@/lib/server/vip/testing/fake-chain';
import { createBrowser } from '@/test/api-client';
import { type FuzzBody, fieldNames, hasUnstorableText, malformedBodies } from './bodies';

/*
 * Throws malformed bodies at every POST route under app/api (discovered, so routes added later are fuzzed too),
 * signed out and signed in. Every answer must be below 500 and say what was wrong: an envelope {code ≠ 0, message},
 * or a JSON-RPC error object on the JSON-RPC endpoints; and no table may gain or lose a row (rate_limits aside: the
 * limiter's counters are the one thing a refused request writes, by design).
 */

const SEED = 0x5ec_2025;
const API_DIR = path.join(process.cwd(), 'app', 'api');
/** The limiter's own bookkeeping; see above. */
const TABLES_ALLOWED_TO_CHANGE = new Set(['rate_limits']);

type RouteHandler = (
  request: NextRequest,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

interface FuzzRoute {
  /** /api/v1/account/login */
  url: string;
  file: string;
  post: RouteHandler;
  params: Record<string, string | string[]>;
}

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

/** Every route.ts under app/api with a POST export; dynamic segments get a placeholder value. */
function discoverPostRoutes(): FuzzRoute[] {
  return routeFiles(API_DIR)
    .sort()
    .flatMap((file) => {
      const module = require(file) as { POST?: RouteHandler };
      if (typeof module.POST !== 'function') return [];
      const params: Record<string, string | string[]> = {};
      const segments = path
        .relative(path.dirname(API_DIR), path.dirname(file))
        .split(path.sep)
        .filter((segment) => !/^\(.*\)$/.test(segment))
        .map((segment) => {
          const catchAll = /^\[\[?\.\.\.(\w+)\]\]?$/.exec(segment);
          if (catchAll) {
            params[catchAll[1]] = ['fuzz', 'x'];
            return 'fuzz/x';
          }
          const dynamic = /^\[(\w+)\]$/.exec(segment);
          if (dynamic) {
            params[dynamic[1]] = 'fuzz';
            return 'fuzz';
          }
          return segment;
        });
      return [{ url: `/${segments.join('/')}`, file: path.relative(process.cwd(), file), post: module.POST, params }];
    });
}

const ROUTES = discoverPostRoutes();

/**
 * The bodies for one route: its own field names steer the wrong types. A body its schema accepts is dropped (it is
 * not malformed, and may rightly be stored) unless it holds text no server may store (NUL, lone surrogates).
 */
function bodiesFor(route: FuzzRoute, index: number): FuzzBody[] {
  const schema = describeHandler(route.post)?.body;
  return malformedBodies(SEED + index, fieldNames(schema)).filter((body) => {
    if (!schema || body.json === undefined || hasUnstorableText(body.json)) return true;
    try {
      return !schema.safeParse(body.json).success;
    } catch {
      return true;
    }
  });
}

const TABLES: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

async function rowCounts(): Promise<Record<string, number>> {
  const db = await getDb();
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const name = getTableName(table);
    if (TABLES_ALLOWED_TO_CHANGE.has(name)) continue;
    const [row] = await db.select({ rows: count() }).from(table);
    counts[name] = row.rows;
  }
  return counts;
}

interface Verdict {
  ok: boolean;
  status: number;
  summary: string;
  /** The route accepted the body (code 0): only routes that declare no body schema may. */
  accepted: boolean;
}

async function judge(response: Response, isJsonRpcRoute: boolean): Promise<Verdict> {
  const status = response.status;
  const raw = await response.text();
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ok: false, status, summary: `not JSON: ${raw.slice(0, 120)}`, accepted: false };
  }
  if (status >= 500) return { ok: false, status, summary: raw.slice(0, 200), accepted: false };
  if (isJsonRpcRoute && 'jsonrpc' in json) {
    const error = json.error as { code?: unknown; message?: unknown } | undefined;
    const ok = !!error && typeof error.code === 'number' && error.code !== 0 && typeof error.message === 'string';
    return { ok, status, summary: raw.slice(0, 200), accepted: !error };
  }
  if (json.code === 0) return { ok: true, status, summary: raw.slice(0, 200), accepted: true };
  const ok = typeof json.code === 'number' && typeof json.message === 'string' && json.message.length > 0;
  return { ok, status, summary: raw.slice(0, 200), accepted: false };
}

let forwardedIp = 0;
/** A new client address per request (TRUST_PROXY=1): the fuzz is about bodies, not about the rate limits. */
function nextClientIp(): string {
  forwardedIp++;
  return `10.${(forwardedIp >> 16) & 255}.${(forwardedIp >> 8) & 255}.${forwardedIp & 255}`;
}

describe('the API fuzz: malformed bodies at every POST route', () => {
  it('finds the POST routes of app/api/v1 and app/api/rpc', () => {
    const urls = ROUTES.map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(['/api/v1/account/login', '/api/v1/vip/prepay']));
    expect(urls.some((url) => url.startsWith('/api/rpc'))).toBe(true);
    const total = ROUTES.reduce((sum, route, index) => sum + bodiesFor(route, index).length, 0);
    // Signed out and signed in.
    expect(2 * total).toBeGreaterThanOrEqual(1000);
    for (const [index, route] of ROUTES.entries()) expect(bodiesFor(route, index).length).toBeGreaterThanOrEqual(60);
  });
});

describe.each(TEST_DATABASE_KINDS)('the API fuzz on %s', (kind) => {
  const chain = new FakeChain();
  const saved = { TRUST_PROXY: process.env.TRUST_PROXY };
  const findings = {
    warnings: new Set<string>(),
    upstreamCalls: new Map<string, number>(),
    acceptedByBodylessRoutes: new Map<string, number>(),
  };
  let currentRoute = '';
  let userId = 0;
  let sent = 0;
  let started = 0;

  beforeAll(async () => {
    started = Date.now();
    process.env.TRUST_PROXY = '1';
    provideDatabase(await createTestDatabase(kind));
    provideVipEnvironment(chain.environment());
    userId = (await createUser(await getDb(), { email: `fuzz-${kind}@example.com` })).id;
    // No request may leave the machine: an upstream that is reached answers like a node refusing garbage.
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      findings.upstreamCalls.set(currentRoute, (findings.upstreamCalls.get(currentRoute) ?? 0) + 1);
      return Response.json(
        { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'fuzz upstream refuses' } },
        { status: 400 },
      );
    });
    for (const level of ['warn', 'error'] as const) {
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        findings.warnings.add(`${currentRoute}: ${args.map(String).join(' ').slice(0, 200)}`);
      });
    }
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    jest.restoreAllMocks();
    provideVipEnvironment(undefined);
    await closeDb();
    if (saved.TRUST_PROXY === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = saved.TRUST_PROXY;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const perRoute = ROUTES.map((route, index) => bodiesFor(route, index).length);
    const lines = [
      `API fuzz on ${kind}: ${sent} requests to ${ROUTES.length} POST routes in ${seconds} s ` +
        `(${Math.min(...perRoute)}–${Math.max(...perRoute)} bodies per route, each signed out and signed in)`,
      ...[...findings.warnings].map((line) => `  log: ${line}`),
      ...[...findings.upstreamCalls].map(([route, calls]) => `  reached an upstream: ${route} (${calls})`),
      ...[...findings.acceptedByBodylessRoutes].map(
        ([route, calls]) => `  accepted (no body schema): ${route} (${calls})`,
      ),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  }, DATABASE_SETUP_TIMEOUT_MS);

  it.each(ROUTES.map((route, index) => [route.url, route, index] as const))(
    '%s answers every malformed body with a clear refusal and stores nothing',
    async (_url, route, index) => {
      currentRoute = route.url;
      const db = await getDb();
      const description = describeHandler(route.post);
      const isJsonRpcRoute = route.url.startsWith('/api/rpc');
      const signedIn = createBrowser();
      // A session per route: a route that ends sessions (logout) must not sign the next route's requests out.
      signedIn.jar.set('next-auth.session-token', await createSession(db, userId));
      const before = await rowCounts();
      const failures: string[] = [];
      for (const body of bodiesFor(route, index)) {
        for (const browser of [createBrowser(), signedIn]) {
          const cookie = [...browser.jar].map(([name, value]) => `${name}=${value}`).join('; ');
          const request = new NextRequest(new URL(route.url, 'http://localhost:3000'), {
            method: 'POST',
            headers: {
              host: 'localhost:3000',
              origin: 'http://localhost:3000',
              'accept-language': sent % 2 ? 'zh-CN' : 'en-US',
              'x-forwarded-for': nextClientIp(),
              ...(cookie ? { cookie } : {}),
              ...body.headers,
            },
            body: body.body(),
            duplex: 'half',
          } as ConstructorParameters<typeof NextRequest>[1]);
          sent++;
          const verdict = await judge(
            await route.post(request, { params: Promise.resolve(route.params) }),
            isJsonRpcRoute,
          );
          const who = browser === signedIn ? 'signed in' : 'signed out';
          if (verdict.accepted && description && !description.body) {
            const key = route.url;
            findings.acceptedByBodylessRoutes.set(key, (findings.acceptedByBodylessRoutes.get(key) ?? 0) + 1);
          } else if (!verdict.ok || verdict.accepted) {
            failures.push(`${body.name} (${who}): ${verdict.status} ${verdict.summary}`);
          }
        }
      }
      expect(failures).toEqual([]);
      expect(await rowCounts()).toEqual(before);
    },
    120_000,
  );
});
