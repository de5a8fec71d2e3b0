import { NextRequest } from 'next/server';
import { closeDb, provideDatabase } from '@/db';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { createProxyFetch } from '@/lib/http/proxy-fetch';
import { provideNetTestOverrides } from '@/lib/server/net/test-overrides';
import { type CountingServer, startCountingServer } from '@/lib/server/net/testing/local-server';
import { POST as post } from './post/route';
import { GET as get } from './route';
import { POST as upload } from './upload/route';

// The third party is a local server on 127.0.0.2 (the one address the test knob treats as public) behind the name
// api.allowed.test; a counting listener on 127.0.0.1 must never be reached.
const PUBLIC = '127.0.0.2';
const ORIGIN = 'http://localhost:3000';

let upstream: CountingServer;
let loopback: CountingServer;
let clientNumber = 0;

type Handler = (request: NextRequest) => Promise<Response>;

/** A same-origin browser request from its own address (each test gets a fresh rate-limit window). */
function call(
  handler: Handler,
  path: string,
  init: { method?: string; body?: BodyInit | null; headers?: Record<string, string> } = {},
) {
  const headers = { host: 'localhost:3000', 'x-forwarded-for': `203.0.113.${clientNumber}`, ...init.headers };
  return handler(new NextRequest(new URL(path, ORIGIN), { method: init.method, body: init.body, headers }));
}

const proxied = (target: string) => `/api/rpc/proxy?url=${encodeURIComponent(target)}`;

describe.each(TEST_DATABASE_KINDS)('RPC proxy API on %s', (kind) => {
  beforeAll(async () => {
    // Rate limits count X-Forwarded-For only behind a trusted proxy.
    process.env.TRUST_PROXY = '1';
    provideDatabase(await createTestDatabase(kind));
    loopback = await startCountingServer('127.0.0.1');
    upstream = await startCountingServer(PUBLIC, (request, response) => {
      const path = new URL(request.url, 'http://x').pathname;
      if (path === '/json-error') {
        response.writeHead(429, { 'content-type': 'application/json', 'set-cookie': 'tracking=1' });
        response.end(JSON.stringify({ error: { code: 429, message: 'slow down' } }));
      } else if (path === '/text-error') {
        response.writeHead(503, { 'content-type': 'text/plain' });
        response.end('upstream unavailable');
      } else if (path === '/page') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<script>alert(document.cookie)</script>');
      } else if (path === '/to-loopback') {
        response.writeHead(302, { location: `${loopback.origin}/` });
        response.end();
      } else {
        response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'tracking=1' });
        response.end(
          JSON.stringify({
            method: request.method,
            url: request.url,
            type: request.headers['content-type'] ?? null,
            apiKey: request.headers['x-api-key'] ?? null,
            cookie: request.headers.cookie ?? null,
            forwardedFor: request.headers['x-forwarded-for'] ?? null,
            body: request.body.toString('latin1'),
          }),
        );
      }
    });
    provideNetTestOverrides({
      resolve: async (hostname) => {
        if (hostname === 'api.allowed.test') return [{ address: PUBLIC, family: 4 }];
        if (hostname === 'loopback.allowed.test') return [{ address: '127.0.0.1', family: 4 }];
        return [];
      },
      allowPrivateForTests: [PUBLIC],
      allowHttpForTests: true,
    });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    provideNetTestOverrides(undefined);
    delete process.env.RPC_PROXY_ALLOWED_HOSTS;
    delete process.env.RPC_PROXY_RATE_LIMIT_PER_MINUTE;
    delete process.env.TRUST_PROXY;
    await Promise.all([upstream?.close(), loopback?.close()]);
    await closeDb();
  }, DATABASE_SETUP_TIMEOUT_MS);

  beforeEach(() => {
    clientNumber += 1;
    process.env.RPC_PROXY_ALLOWED_HOSTS = `api.allowed.test:${upstream.port},loopback.allowed.test:${loopback.port}`;
    loopback.reset();
  });

  const target = (path: string) => `http://api.allowed.test:${upstream.port}${path}`;

  it('relays a GET: status, content type and body, sandboxed, without cookies either way', async () => {
    const response = await call(get, proxied(target('/v1/price?ids=a,b')), { headers: { cookie: 'session=secret' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({
      method: 'GET',
      url: '/v1/price?ids=a,b',
      type: null,
      apiKey: null,
      cookie: null,
      forwardedFor: null,
      body: '',
    });
  });

  it('gives the browser proxyFetch the upstream JSON body or text of a non-ok answer (spec §5)', async () => {
    const proxyFetch = createProxyFetch({
      baseUrl: ORIGIN,
      fetchImpl: (input, init) =>
        call(init?.method === 'POST' ? post : get, input, {
          method: init?.method,
          body: init?.body,
          headers: Object.fromEntries(new Headers(init?.headers)),
        }),
    });
    await expect(proxyFetch(target('/json-error'))).rejects.toEqual({ error: { code: 429, message: 'slow down' } });
    await expect(proxyFetch(target('/text-error'))).rejects.toBe('upstream unavailable');
    const ok = await proxyFetch(target('/rpc'), { method: 'POST', body: '{"id":1}', headers: { 'x-api-key': 'k' } });
    expect(await ok.json()).toMatchObject({ method: 'POST', body: '{"id":1}', apiKey: 'k' });
    const page = await call(get, proxied(target('/page')));
    expect(page.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('relays multipart uploads byte for byte, boundary included', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0, 1, 2, 255])]), 'a.bin');
    const request = new Request('http://x', { method: 'POST', body: form });
    const type = request.headers.get('content-type') as string;
    const bytes = new Uint8Array(await request.arrayBuffer());
    const response = await call(upload, `/api/rpc/proxy/upload?url=${encodeURIComponent(target('/pin'))}`, {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': type, origin: ORIGIN },
    });
    const echoed = await response.json();
    expect(echoed.type).toBe(type);
    expect(Buffer.from(echoed.body, 'latin1').equals(Buffer.from(bytes))).toBe(true);
    const notMultipart = await call(upload, `/api/rpc/proxy/upload?url=${encodeURIComponent(target('/pin'))}`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect([notMultipart.status, (await notMultipart.json()).code]).toEqual([415, 5016]);
  });

  it('answers refusals as envelopes in the request language, reaching nothing local', async () => {
    const envelope = async (response: Promise<Response>) => {
      const answer = await response;
      return { status: answer.status, ...(await answer.json()) };
    };
    expect(await envelope(call(get, '/api/rpc/proxy'))).toMatchObject({ status: 400, code: 5016, message: /url$/ });
    expect(await envelope(call(get, proxied('https://evil.example.com/')))).toEqual({
      status: 403,
      code: 5021,
      message: 'This host cannot be reached from our server: host-not-allowed',
    });
    const chinese = call(get, proxied(`http://loopback.allowed.test:${loopback.port}/`), {
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(await envelope(chinese)).toEqual({
      status: 403,
      code: 5021,
      message: '该地址指向内网或保留地址，无法使用: address-not-allowed',
    });
    for (const trick of [
      `http://127.0.0.1:${loopback.port}/`,
      `http://2130706433:${loopback.port}/`,
      `http://[::ffff:127.0.0.1]:${loopback.port}/`,
      `http://api.allowed.test@127.0.0.1:${loopback.port}/`,
      target('/to-loopback'),
    ]) {
      expect(await envelope(call(get, proxied(trick)))).toMatchObject({ status: 403, code: 5021 });
    }
    expect(loopback.seen.length + loopback.connections()).toBe(0);
  });

  it('refuses cross-site use, oversized bodies, and upstream failures without details', async () => {
    const crossSite = await call(get, proxied(target('/')), { headers: { 'sec-fetch-site': 'cross-site' } });
    expect([crossSite.status, (await crossSite.json()).code]).toEqual([403, 5016]);
    const foreign = await call(post, `/api/rpc/proxy/post?url=${encodeURIComponent(target('/'))}`, {
      method: 'POST',
      body: '{}',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(foreign.status).toBe(403);
    const large = await call(post, `/api/rpc/proxy/post?url=${encodeURIComponent(target('/'))}`, {
      method: 'POST',
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    expect([large.status, (await large.json()).code]).toEqual([413, 5021]);
    const closed = await startCountingServer(PUBLIC);
    await closed.close();
    process.env.RPC_PROXY_ALLOWED_HOSTS = `api.allowed.test:${closed.port}`;
    const down = await call(get, proxied(`http://api.allowed.test:${closed.port}/`));
    expect(await down.json()).toEqual({
      code: 5000,
      message: 'Server error, please try again later: upstream unreachable',
    });
    expect(down.status).toBe(502);
  });

  it('limits requests per client address', async () => {
    process.env.RPC_PROXY_RATE_LIMIT_PER_MINUTE = '2';
    try {
      expect((await call(get, proxied(target('/')))).status).toBe(200);
      expect((await call(get, proxied(target('/')))).status).toBe(200);
      const limited = await call(get, proxied(target('/')));
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await limited.json()).toMatchObject({ code: 5021, message: /^Too many requests/ });
    } finally {
      delete process.env.RPC_PROXY_RATE_LIMIT_PER_MINUTE;
    }
  });
});
