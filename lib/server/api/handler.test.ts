import { gzipSync } from 'node:zlib';
import { NextRequest } from 'next/server';
import { z } from 'zod';
import { closeDb, getDb, provideDatabase } from '@/db';
import { rateLimits } from '@/db/schema';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '@/db/testing/test-database';
import {
  ApiError,
  DEFAULT_WRITE_RATE_LIMITS,
  defineHandler,
  describeHandler,
  MAX_JSON_BODY_BYTES,
  MAX_JSON_DEPTH,
} from './handler';

const call = (handler: (request: NextRequest) => Promise<Response>, url: string, init: RequestInit = {}) =>
  handler(new NextRequest(new URL(url, 'http://localhost'), init as ConstructorParameters<typeof NextRequest>[1]));

function withEnv(values: Record<string, string | undefined>): () => void {
  const env = process.env as Record<string, string | undefined>;
  const saved = Object.fromEntries(Object.keys(values).map((name) => [name, env[name]]));
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete env[name];
      else env[name] = value;
    }
  };
}

// Writes are rate limited in the database.
beforeAll(async () => {
  provideDatabase(await createTestDatabase('pglite'));
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await closeDb();
}, DATABASE_SETUP_TIMEOUT_MS);

beforeEach(async () => {
  await (await getDb()).delete(rateLimits);
});

describe('defineHandler: the envelope of every API call', () => {
  const echo = defineHandler({
    query: z.object({ page: z.coerce.number().int().min(1) }),
    body: z.object({ email: z.string().email() }),
    handle: ({ query, body, locale }) => ({ page: query.page, email: body.email, locale }),
  });

  it('answers {code: 0, data} on success', async () => {
    const response = await call(echo, '/api/x?page=2', {
      method: 'POST',
      body: JSON.stringify({ email: 'a@b.co' }),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 0, data: { page: 2, email: 'a@b.co', locale: 'cn' } });
  });

  it('answers 5016 naming the bad fields, in the request language', async () => {
    const response = await call(echo, '/api/x?page=0', {
      method: 'POST',
      body: JSON.stringify({ email: 'nope' }),
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.code).toBe(5016);
    expect(body.message).toMatch(/page/);
    expect(body.message).not.toMatch(/email/);
  });

  it('answers 5016 for a body that is not JSON', async () => {
    const response = await call(echo, '/api/x?page=1', { method: 'POST', body: '{oops' });
    expect((await response.json()).code).toBe(5016);
  });

  it('translates a service error by code, and keeps a specific message', async () => {
    const failing = defineHandler({
      handle: () => {
        throw new ApiError(5006);
      },
    });
    const cn = await (await call(failing, '/api/x', { headers: { 'accept-language': 'zh-CN' } })).json();
    const en = await (await call(failing, '/api/x', { headers: { 'accept-language': 'en' } })).json();
    expect(cn.code).toBe(5006);
    expect(cn.message).toMatch(/[\u4e00-\u9fff]/);
    expect(en.message).not.toBe(cn.message);
    const specific = defineHandler({
      handle: () => {
        throw new ApiError(5021, 'The node is syncing');
      },
    });
    expect(await (await call(specific, '/api/x')).json()).toEqual({ code: 5021, message: 'The node is syncing' });
  });

  it('answers 5000 for an unexpected error and logs it without secrets', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = defineHandler({
      handle: () => {
        throw Object.assign(new Error('boom'), { privateKey: `0x${'ab'.repeat(32)}` });
      },
    });
    const response = await call(broken, '/api/x');
    expect(response.status).toBe(500);
    expect((await response.json()).code).toBe(5000);
    expect(JSON.stringify(log.mock.calls)).not.toContain('abababab');
    log.mockRestore();
  });
});

describe('defineHandler: bodies it refuses before any service sees them', () => {
  const accept = defineHandler({
    body: z.object({ name: z.string().optional(), items: z.array(z.unknown()).optional() }),
    handle: ({ body }) => body,
  });
  const post = async (body: BodyInit, headers: Record<string, string> = {}) => {
    const response = await call(accept, '/api/x', { method: 'POST', body, headers });
    return {
      status: response.status,
      ...((await response.json()) as { code: number; message?: string; data?: unknown }),
    };
  };

  it('answers 413 past the size cap, whether Content-Length says so or not', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(MAX_JSON_BODY_BYTES) });
    expect(await post(big)).toMatchObject({ status: 413, code: 5016, message: expect.stringMatching(/larger than/) });
    const declared = await post('{}', { 'content-length': String(MAX_JSON_BODY_BYTES + 1) });
    expect(declared).toMatchObject({ status: 413, code: 5016 });
    expect(await post(JSON.stringify({ name: 'x'.repeat(1000) }))).toMatchObject({ status: 200, code: 0 });
  });

  it('answers 415 for compressed bodies and for types that are not JSON or multipart', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024));
    expect(await post(bomb, { 'content-encoding': 'gzip', 'content-type': 'application/json' })).toMatchObject({
      status: 415,
      code: 5016,
      message: expect.stringMatching(/content-encoding gzip/),
    });
    expect(await post('name=x', { 'content-type': 'application/x-www-form-urlencoded' })).toMatchObject({
      status: 415,
      code: 5016,
    });
    expect(await post('{"name":"x"}', { 'content-type': 'text/plain;charset=UTF-8' })).toMatchObject({ code: 0 });
    expect(await post('{"name":"x"}', { 'content-type': 'application/merge-patch+json' })).toMatchObject({ code: 0 });
  });

  it('refuses deep nesting, prototype keys, NUL and unpaired surrogates, and bytes that are not UTF-8', async () => {
    const deep = `{"items":${'['.repeat(MAX_JSON_DEPTH)}${']'.repeat(MAX_JSON_DEPTH)}}`;
    expect(await post(deep)).toMatchObject({ status: 400, code: 5016, message: expect.stringMatching(/nested/) });
    const shallowEnough = `{"items":${'['.repeat(MAX_JSON_DEPTH - 2)}${']'.repeat(MAX_JSON_DEPTH - 2)}}`;
    expect(await post(shallowEnough)).toMatchObject({ code: 0 });
    // Brackets inside strings do not count.
    expect(await post(JSON.stringify({ name: '['.repeat(500) }))).toMatchObject({ code: 0 });
    expect(await post('{"name":"x","__proto__":{"isAdmin":true}}')).toMatchObject({
      code: 5016,
      message: expect.stringMatching(/__proto__/),
    });
    expect(await post('{"items":[{"constructor":{"prototype":{"isAdmin":true}}}]}')).toMatchObject({ code: 5016 });
    expect(({} as { isAdmin?: boolean }).isAdmin).toBeUndefined();
    expect(await post(JSON.stringify({ name: 'a\\u0000b' }))).toMatchObject({ code: 0 });
    expect(await post(JSON.stringify({ name: 'a\u0000b' }))).toMatchObject({ code: 5016 });
    expect(await post(JSON.stringify({ name: '\ud800' }))).toMatchObject({ code: 5016 });
    expect(await post(JSON.stringify({ name: '\ud83d\ude00' }))).toMatchObject({ code: 0 });
    expect(await post(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]))).toMatchObject({
      code: 5016,
      message: expect.stringMatching(/UTF-8/),
    });
  });

  it('refuses a NUL in the query too', async () => {
    const echo = defineHandler({ query: z.object({ q: z.string() }), handle: ({ query }) => query });
    const response = await call(echo, '/api/x?q=a%00b');
    expect([response.status, (await response.json()).code]).toEqual([400, 5016]);
  });

  it('parses multipart within its own cap, and answers 5016 for garbage', async () => {
    const form = defineHandler({
      body: z.instanceof(FormData).transform((data) => ({ userName: data.get('userName') })),
      handle: ({ body }) => body,
    });
    const data = new FormData();
    data.set('userName', 'Alice');
    const good = await call(form, '/api/x', { method: 'POST', body: data });
    expect(await good.json()).toEqual({ code: 0, data: { userName: 'Alice' } });
    const garbage = await call(form, '/api/x', {
      method: 'POST',
      body: '--nope\r\ngarbage',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz' },
    });
    expect((await garbage.json()).code).toBe(5016);
  });
});

describe('defineHandler: per-client write limits', () => {
  let restore: () => void;
  beforeAll(() => {
    restore = withEnv({ TRUST_PROXY: '1' });
  });
  afterAll(() => restore());

  const from = (ip: string, language = 'en') => ({
    method: 'POST',
    body: '{}',
    headers: { 'x-forwarded-for': ip, 'accept-language': language },
  });

  it('counts anonymous writes per address and route, then answers 429 / 5021 with Retry-After in both languages', async () => {
    const open = defineHandler({ handle: () => 'ok' });
    const limit = DEFAULT_WRITE_RATE_LIMITS.public.limit;
    for (let index = 0; index < limit; index++) {
      expect((await call(open, '/api/open', from('203.0.113.1'))).status).toBe(200);
    }
    const refused = await call(open, '/api/open', from('203.0.113.1'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const body = await refused.json();
    expect(body).toEqual({
      code: 5021,
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ s\.$/),
    });
    const chinese = await (await call(open, '/api/open', from('203.0.113.1', 'zh-CN'))).json();
    expect(chinese.message).toMatch(/^请求过于频繁/);
    // Another address, another route, and reads are not counted.
    expect((await call(open, '/api/open', from('203.0.113.2'))).status).toBe(200);
    expect((await call(open, '/api/other', from('203.0.113.1'))).status).toBe(200);
    expect((await call(open, '/api/open', { headers: { 'x-forwarded-for': '203.0.113.1' } })).status).toBe(200);
    // However the path is spelled.
    expect((await call(open, '/api//OPEN/', from('203.0.113.1'))).status).toBe(429);
  });

  it("gives signed-in routes more room, and takes a route's own window or none", async () => {
    expect(DEFAULT_WRITE_RATE_LIMITS.signedIn.limit).toBeGreaterThan(DEFAULT_WRITE_RATE_LIMITS.public.limit);
    const strict = defineHandler({ rateLimit: { limit: 2, windowMs: 60_000 }, handle: () => 'ok' });
    const statuses = [];
    for (let index = 0; index < 3; index++) statuses.push((await call(strict, '/api/strict', from('::1'))).status);
    expect(statuses).toEqual([200, 200, 429]);
    const unlimited = defineHandler({ rateLimit: false, handle: () => 'ok' });
    for (let index = 0; index < DEFAULT_WRITE_RATE_LIMITS.public.limit + 5; index++) {
      expect((await call(unlimited, '/api/unlimited', from('203.0.113.9'))).status).toBe(200);
    }
  });

  it('is counted before the body is read or the session looked up', async () => {
    const guarded = defineHandler({
      auth: 'required',
      body: z.object({ a: z.string() }),
      rateLimit: { limit: 1, windowMs: 60_000 },
      handle: () => 'ok',
    });
    expect((await (await call(guarded, '/api/guarded', from('203.0.113.3'))).json()).code).toBe(5016);
    const second = await call(guarded, '/api/guarded', { ...from('203.0.113.3'), body: 'x'.repeat(3 << 20) });
    expect([second.status, (await second.json()).code]).toEqual([429, 5021]);
  });

  it('describes its definition for tooling', () => {
    const body = z.object({ a: z.string() });
    const described = describeHandler(defineHandler({ auth: 'optional', body, handle: () => null }));
    expect(described).toEqual({ auth: 'optional', body, rateLimit: undefined });
    expect(describeHandler(() => null)).toBeUndefined();
  });
});

describe('defineHandler: answers it secures', () => {
  it('maps a value the database refuses (SQLSTATE class 22) to 5016, not 5000', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const overflow = defineHandler({
      auth: 'optional',
      body: z.object({ n: z.number().int() }),
      handle: async ({ db, body }) => db.execute(`select ${body.n}::integer as n`),
    });
    const response = await call(overflow, '/api/x', { method: 'POST', body: JSON.stringify({ n: 2 ** 40 }) });
    expect([response.status, (await response.json()).code]).toEqual([400, 5016]);
    expect(warn).toHaveBeenCalledWith('[api] database refused a value', '22003', 'POST', '/api/x');
    warn.mockRestore();
  });

  it('sends HSTS in production behind https only', async () => {
    const hello = defineHandler({ handle: () => 'hi' });
    const restore = withEnv({ NODE_ENV: 'production', SITE_URL: 'https://chainkit.example' });
    try {
      expect((await call(hello, '/api/x')).headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    } finally {
      restore();
    }
    expect((await call(hello, '/api/x')).headers.get('strict-transport-security')).toBeNull();
  });
});
