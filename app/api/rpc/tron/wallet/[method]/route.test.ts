import { NextRequest } from 'next/server';
import { closeDb, provideDatabase } from '@/db';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '@/db/testing/test-database';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import { POST } from './route';

// The Tron pages' relay over real sockets: a recording TronGrid-shaped server stands at TRON_API_URL; the relay
// adds TRON_API_KEY as TRON-PRO-API-KEY when it is set, never otherwise, and the key is in no answer.

const KEY = 'trongrid-key-5f1c0d2e-relay-test';
let upstream: LocalServer;
let nextIp = 1;
const saved = {
  url: process.env.TRON_API_URL,
  key: process.env.TRON_API_KEY,
  proxy: process.env.TRUST_PROXY,
  limit: process.env.RPC_RATE_LIMIT_PER_MINUTE,
};

beforeAll(async () => {
  provideDatabase(await createTestDatabase('pglite'));
  upstream = await startLocalServer((request, response) => {
    if (request.url === '/wallet/getaccount') sendJson(response, { balance: 7, echo: JSON.parse(request.body) });
    else if (request.url === '/wallet/getnowblock') sendJson(response, { Error: 'busy' }, 429);
    else sendJson(response, {}, 404);
  });
  process.env.TRON_API_URL = `${upstream.baseUrl}/`;
  process.env.TRUST_PROXY = '1';
}, DATABASE_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await upstream.close();
  await closeDb();
  for (const [name, value] of [
    ['TRON_API_URL', saved.url],
    ['TRON_API_KEY', saved.key],
    ['TRUST_PROXY', saved.proxy],
    ['RPC_RATE_LIMIT_PER_MINUTE', saved.limit],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}, DATABASE_SETUP_TIMEOUT_MS);

beforeEach(() => {
  upstream.requests.length = 0;
  delete process.env.TRON_API_KEY;
});

async function call(method: string, body: string, headers: Record<string, string> = {}) {
  const request = new NextRequest(`http://localhost:3000/api/rpc/tron/wallet/${method}`, {
    method: 'POST',
    headers: {
      host: 'localhost:3000',
      origin: 'http://localhost:3000',
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${nextIp++}`,
      ...headers,
    },
    body,
  });
  const response = await POST(request, { params: Promise.resolve({ method }) });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text), headers: response.headers };
}

describe('POST /api/rpc/tron/wallet/[method]', () => {
  it('relays a call to TRON_API_URL with TRON_API_KEY added on the server, the key in no answer', async () => {
    process.env.TRON_API_KEY = KEY;
    const answer = await call('getaccount', JSON.stringify({ address: 'TXYZ', visible: true }));
    expect(answer).toMatchObject({ status: 200, json: { balance: 7, echo: { address: 'TXYZ', visible: true } } });
    expect(answer.text).not.toContain(KEY);
    expect([...answer.headers.values()].join('\n')).not.toContain(KEY);
    expect(upstream.requests).toHaveLength(1);
    expect(upstream.requests[0]).toMatchObject({ method: 'POST', url: '/wallet/getaccount' });
    expect(upstream.requests[0].headers['tron-pro-api-key']).toBe(KEY);
  });

  it('sends no key header when TRON_API_KEY is unset, and none the page sent', async () => {
    const answer = await call('getaccount', '{"address":"TXYZ"}', {
      'tron-pro-api-key': 'from-the-page',
      cookie: 'a=b',
    });
    expect(answer.status).toBe(200);
    expect(upstream.requests[0].headers).not.toHaveProperty('tron-pro-api-key');
    expect(upstream.requests[0].headers).not.toHaveProperty('cookie');
  });

  it("answers the node's status as it is (TronGrid's 429, which the page retries)", async () => {
    const answer = await call('getnowblock', '{}');
    expect(answer).toMatchObject({ status: 429, json: { Error: 'busy' } });
  });

  it('refuses methods the tools do not use, bodies that are no JSON object and foreign origins, relaying none', async () => {
    const cases: [string, string, Record<string, string>, number][] = [
      ['createaccount', '{}', {}, 404],
      ['getaccount', '{not json', {}, 400],
      ['getaccount', '[1,2]', {}, 400],
      ['getaccount', '"text"', {}, 400],
      ['getaccount', '{}', { origin: 'https://evil.example' }, 403],
    ];
    for (const [method, body, headers, status] of cases) {
      const answer = await call(method, body, headers);
      expect({ method, body, status: answer.status }).toEqual({ method, body, status });
      expect(answer.json).toMatchObject({ code: 5016 });
      expect(typeof answer.json.message).toBe('string');
    }
    expect(upstream.requests).toEqual([]);
  });

  it('counts each client against RPC_RATE_LIMIT_PER_MINUTE', async () => {
    process.env.RPC_RATE_LIMIT_PER_MINUTE = '2';
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    expect((await call('getaccount', '{}', ip)).status).toBe(200);
    expect((await call('getaccount', '{}', ip)).status).toBe(200);
    const refused = await call('getaccount', '{}', ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(upstream.requests).toHaveLength(2);
    delete process.env.RPC_RATE_LIMIT_PER_MINUTE;
  });
});
