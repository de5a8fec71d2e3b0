import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { gzipSync } from 'node:zlib';
import { type SafeFetchOptions, type SafeFetchRequest, safeFetch } from './safe-fetch';
import { SafeFetchError } from './target';
import { netTestOverrides, provideNetTestOverrides } from './test-overrides';
import { type CountingServer, startCountingServer } from './testing/local-server';

// The upstream listens on 127.0.0.2, the one address these tests treat as public; names resolve there through the
// injected resolver. Everything else is classified as in production (ssrf.test.ts covers the refusals).
const UPSTREAM_ADDRESS = '127.0.0.2';
const NAMES = ['api.allowed.test', 'other.allowed.test'];

let upstream: CountingServer;

function options(overrides: Partial<SafeFetchOptions> = {}): SafeFetchOptions {
  return {
    allowedHosts: NAMES.map((host) => ({ host, isWildcard: false, port: upstream.port })),
    isHttpAllowed: true,
    timeoutMs: 2_000,
    maxRequestBytes: 1024,
    maxResponseBytes: 4096,
    maxRedirects: 3,
    ...overrides,
  };
}

const url = (path: string, host = NAMES[0]) => `http://${host}:${upstream.port}${path}`;

async function failure(request: SafeFetchRequest, fetchOptions = options()): Promise<SafeFetchError> {
  try {
    await safeFetch(request, fetchOptions);
  } catch (error) {
    if (error instanceof SafeFetchError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

beforeAll(async () => {
  upstream = await startCountingServer(UPSTREAM_ADDRESS, (request, response) => {
    const path = new URL(request.url, 'http://x').pathname;
    const query = new URL(request.url, 'http://x').searchParams;
    if (path === '/echo') {
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'a=b' });
      response.end(
        JSON.stringify({
          method: request.method,
          host: request.headers.host,
          authorization: request.headers.authorization ?? null,
          contentType: request.headers['content-type'] ?? null,
          body: request.body.toString('utf8'),
        }),
      );
    } else if (path === '/redirect') {
      response.writeHead(Number(query.get('status') ?? 302), { location: query.get('to') ?? '/echo' });
      response.end();
    } else if (path === '/loop') {
      response.writeHead(302, { location: '/loop' });
      response.end();
    } else if (path === '/big-declared') {
      response.writeHead(200, { 'content-length': '100000' });
      response.end();
    } else if (path === '/big-chunked') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      for (let index = 0; index < 10; index += 1) response.write('x'.repeat(1000));
      response.end();
    } else if (path === '/gzip') {
      response.writeHead(200, { 'content-encoding': 'gzip', 'content-type': 'text/plain' });
      response.end(gzipSync(Buffer.from(query.get('bomb') ? '0'.repeat(1_000_000) : 'hello, decoded')));
    } else if (path === '/silent') {
      // Never answers.
    } else if (path === '/stall') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('partial');
    } else if (path === '/empty') {
      response.writeHead(204);
      response.end();
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not here');
    }
  });
  provideNetTestOverrides({
    resolve: async (hostname) => (NAMES.includes(hostname) ? [{ address: UPSTREAM_ADDRESS, family: 4 }] : []),
    allowPrivateForTests: [UPSTREAM_ADDRESS],
  });
});

afterAll(async () => {
  provideNetTestOverrides(undefined);
  await upstream?.close();
});

describe('safeFetch', () => {
  it('relays a GET to the pinned address with the Host of the name, and decodes the answer', async () => {
    const response = await safeFetch({ url: url('/echo'), method: 'GET', headers: { authorization: 'k' } }, options());
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body.toString())).toEqual({
      method: 'GET',
      host: `api.allowed.test:${upstream.port}`,
      authorization: 'k',
      contentType: null,
      body: '',
    });
    expect(response.headers['content-type']).toBe('application/json');
    const gzip = await safeFetch({ url: url('/gzip'), method: 'GET' }, options());
    expect(gzip.body.toString()).toBe('hello, decoded');
    expect(gzip.headers['content-encoding']).toBeUndefined();
    expect((await safeFetch({ url: url('/empty'), method: 'GET' }, options())).status).toBe(204);
  });

  it('answers non-ok statuses like ok ones', async () => {
    const response = await safeFetch({ url: url('/missing'), method: 'GET' }, options());
    expect([response.status, response.body.toString()]).toEqual([404, 'not here']);
  });

  it('sends a POST body with its content type', async () => {
    const body = new TextEncoder().encode('{"a":1}');
    const response = await safeFetch(
      { url: url('/echo'), method: 'POST', headers: { 'content-type': 'application/json' }, body },
      options(),
    );
    expect(JSON.parse(response.body.toString())).toMatchObject({
      method: 'POST',
      body: '{"a":1}',
      contentType: 'application/json',
    });
  });

  it('follows redirects as fetch does, re-checking each hop and dropping credentials across origins', async () => {
    const post = { method: 'POST' as const, headers: { 'content-type': 'text/plain', authorization: 'k' } };
    const body = new TextEncoder().encode('payload');
    const kept = await safeFetch({ ...post, body, url: url('/redirect?status=307&to=/echo') }, options());
    expect(JSON.parse(kept.body.toString())).toMatchObject({ method: 'POST', body: 'payload', authorization: 'k' });
    const downgraded = await safeFetch({ ...post, body, url: url('/redirect?status=302&to=/echo') }, options());
    expect(JSON.parse(downgraded.body.toString())).toMatchObject({ method: 'GET', body: '', contentType: null });
    const elsewhere = encodeURIComponent(url('/echo', NAMES[1]));
    const moved = await safeFetch({ ...post, body, url: url(`/redirect?status=308&to=${elsewhere}`) }, options());
    expect(JSON.parse(moved.body.toString())).toMatchObject({ method: 'POST', authorization: null });
    expect(moved.url).toBe(url('/echo', NAMES[1]));
    expect((await failure({ url: url('/loop'), method: 'GET' })).reason).toBe('too-many-redirects');
    const outside = encodeURIComponent('http://not-allowed.test/');
    expect((await failure({ url: url(`/redirect?to=${outside}`), method: 'GET' })).reason).toBe('host-not-allowed');
    expect((await failure({ url: url('/redirect?to=http://%5B::1'), method: 'GET' })).reason).toBe('invalid-url');
  });

  it('caps the request body, and the answer by its declared length, while it streams and after decoding', async () => {
    const before = upstream.seen.length;
    const large = { url: url('/echo'), method: 'POST' as const, body: new Uint8Array(1025) };
    expect((await failure(large)).reason).toBe('request-too-large');
    expect(upstream.seen.length).toBe(before);
    expect((await failure({ url: url('/big-declared'), method: 'GET' })).reason).toBe('response-too-large');
    expect((await failure({ url: url('/big-chunked'), method: 'GET' })).reason).toBe('response-too-large');
    expect((await failure({ url: url('/gzip?bomb=1'), method: 'GET' })).reason).toBe('response-too-large');
  });

  it('gives up at the deadline, before or during the body', async () => {
    const started = Date.now();
    const silent = await failure({ url: url('/silent'), method: 'GET' }, options({ timeoutMs: 300 }));
    expect(silent.reason).toBe('timeout');
    const stalled = await failure({ url: url('/stall'), method: 'GET' }, options({ timeoutMs: 300 }));
    expect(stalled.reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(silent.isUpstreamFailure).toBe(true);
  });

  it('stops when the caller goes away', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await failure({ url: url('/silent'), method: 'GET', signal: controller.signal });
    expect(error.reason).toBe('unreachable');
  });

  it('reports unknown names and closed ports as upstream failures', async () => {
    const unknown = await failure(
      { url: `http://nowhere.allowed.test:${upstream.port}/`, method: 'GET' },
      {
        ...options(),
        allowedHosts: [{ host: 'nowhere.allowed.test', isWildcard: false, port: upstream.port }],
      },
    );
    expect(unknown.reason).toBe('dns-failed');
    const closed = await startCountingServer(UPSTREAM_ADDRESS);
    await closed.close();
    const refused = await failure(
      { url: `http://api.allowed.test:${closed.port}/`, method: 'GET' },
      {
        ...options(),
        allowedHosts: [{ host: 'api.allowed.test', isWildcard: false, port: closed.port }],
      },
    );
    expect([refused.reason, refused.isUpstreamFailure]).toEqual(['unreachable', true]);
  });
});

describe('safeFetch over https', () => {
  it('connects to the pinned address and names the host in SNI (certificates are verified by node:https)', async () => {
    const names: string[] = [];
    // No certificate at all: the handshake fails after the ClientHello, which is all this test needs to see.
    const server = createTlsServer({
      SNICallback: (servername, callback) => {
        names.push(servername);
        callback(new Error('no certificate here'), undefined);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, UPSTREAM_ADDRESS, resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const error = await failure(
        { url: `https://API.allowed.test.:${port}/`, method: 'GET' },
        options({ isHttpAllowed: false, allowedHosts: [{ host: 'api.allowed.test', isWildcard: false, port }] }),
      );
      expect([error.reason, names]).toEqual(['unreachable', ['api.allowed.test']]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('test overrides', () => {
  const environment = process.env as Record<string, string | undefined>;

  afterEach(() => {
    environment.NODE_ENV = 'test';
  });

  it('cannot be provided, and are not applied, outside NODE_ENV=test', () => {
    expect(netTestOverrides().allowPrivateForTests).toEqual([UPSTREAM_ADDRESS]);
    for (const value of ['production', 'development', undefined]) {
      if (value === undefined) delete environment.NODE_ENV;
      else environment.NODE_ENV = value;
      expect(() => provideNetTestOverrides({ allowPrivateForTests: ['127.0.0.1'] })).toThrow(/NODE_ENV=test/);
      // Provided earlier in the test run: still ignored.
      expect(netTestOverrides()).toEqual({});
    }
  });

  it('keep production classification when none is provided', async () => {
    const before = upstream.seen.length;
    environment.NODE_ENV = 'production';
    // The injected resolver is ignored: the name does not resolve through the system resolver.
    expect((await failure({ url: url('/echo'), method: 'GET' })).reason).toBe('dns-failed');
    // And 127.0.0.2 is loopback again.
    const literal = await failure(
      { url: `http://${UPSTREAM_ADDRESS}:${upstream.port}/echo`, method: 'GET' },
      {
        ...options(),
        allowedHosts: undefined,
      },
    );
    expect(literal.reason).toBe('address-not-allowed');
    expect(upstream.seen.length).toBe(before);
  });
});
