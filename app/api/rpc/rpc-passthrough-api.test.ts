import { NextRequest } from 'next/server';
import { closeDb, provideDatabase } from '@/db';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS, TEST_DATABASE_KINDS } from '@/db/testing/test-database';
import { type CountingServer, startCountingServer } from '@/lib/server/net/testing/local-server';
import { POST as solanaDev } from './dev/route';
import { POST as ton } from './json-rpc/ton/route';
import { POST as solana } from './route';

// Upstream nodes are local servers named in the env (configuration is trusted: no SSRF rules apply to it).
const ORIGIN = 'http://localhost:3000';

let healthy: CountingServer;
let overloaded: CountingServer;
let broken: CountingServer;
let clientNumber = 0;

type Handler = (request: NextRequest) => Promise<Response>;

async function rpc(handler: Handler, body: unknown, headers: Record<string, string> = {}) {
  const request = new NextRequest(new URL('/api/rpc', ORIGIN), {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      host: 'localhost:3000',
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${clientNumber}`,
      ...headers,
    },
  });
  const response = await handler(request);
  return { status: response.status, json: await response.json(), headers: response.headers };
}

const call = (method: string, id: number | string = 1, params: unknown = []) => ({
  jsonrpc: '2.0',
  id,
  method,
  params,
});

/** A node that answers every call with its own name, the way a JSON-RPC server answers batches. */
function node(name: string) {
  return startCountingServer('127.0.0.1', (request, response) => {
    const body = JSON.parse(request.body.toString());
    const answer = (one: { id: unknown; method: string }) => ({
      jsonrpc: '2.0',
      id: one.id,
      result: { node: name, method: one.method },
    });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)));
  });
}

describe.each(TEST_DATABASE_KINDS)('chain RPC passthroughs on %s', (kind) => {
  beforeAll(async () => {
    process.env.TRUST_PROXY = '1';
    provideDatabase(await createTestDatabase(kind));
    healthy = await node('healthy');
    overloaded = await startCountingServer('127.0.0.1', (_request, response) => {
      response.writeHead(429, { 'content-type': 'application/json' });
      response.end('{"error":"rate limited"}');
    });
    broken = await startCountingServer('127.0.0.1', (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>maintenance</html>');
    });
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    for (const name of ['TRUST_PROXY', 'SOLANA_RPC_UPSTREAMS', 'SOLANA_DEV_RPC_UPSTREAMS', 'TON_RPC_UPSTREAMS']) {
      delete process.env[name];
    }
    delete process.env.RPC_RATE_LIMIT_PER_MINUTE;
    await Promise.all([healthy, overloaded, broken].map((server) => server?.close()));
    await closeDb();
  }, DATABASE_SETUP_TIMEOUT_MS);

  beforeEach(() => {
    clientNumber += 1;
    for (const server of [healthy, overloaded, broken]) server.reset();
    process.env.SOLANA_RPC_UPSTREAMS = `${healthy.origin}/?api-key=secret`;
    process.env.SOLANA_DEV_RPC_UPSTREAMS = healthy.origin;
    process.env.TON_RPC_UPSTREAMS = `${healthy.origin}/api/v2/jsonRPC`;
  });

  it('relays allowed calls and batches unchanged, and answers the node JSON', async () => {
    const single = await rpc(solana, call('getBalance', 7, ['11111111111111111111111111111111']));
    expect(single).toMatchObject({ status: 200, json: { id: 7, result: { node: 'healthy', method: 'getBalance' } } });
    expect(healthy.seen[0]).toMatchObject({ method: 'POST', url: '/?api-key=secret' });
    expect(JSON.parse(healthy.seen[0].body.toString())).toEqual(
      call('getBalance', 7, ['11111111111111111111111111111111']),
    );
    const batch = await rpc(solana, [call('getSlot', 1), call('getLatestBlockhash', 2)]);
    expect(batch.json).toHaveLength(2);
    const toncenter = await rpc(ton, { jsonrpc: '2.0', id: 'a', method: 'runGetMethod', params: { address: 'x' } });
    expect(toncenter.json).toMatchObject({ id: 'a', result: { method: 'runGetMethod' } });
    expect(healthy.seen.at(-1)?.url).toBe('/api/v2/jsonRPC');
    expect((await rpc(solanaDev, call('requestAirdrop'))).status).toBe(200);
  });

  it('refuses methods off the allow-list, bad JSON and bad shapes with JSON-RPC errors, never 5xx', async () => {
    const refused = await rpc(solana, call('requestAirdrop', 3));
    expect(refused).toMatchObject({
      status: 400,
      json: { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not allowed: requestAirdrop' } },
    });
    const inBatch = await rpc(solana, [call('getSlot'), call('getProgramAccounts', 2)]);
    expect(inBatch).toMatchObject({ status: 400, json: { id: null, error: { code: -32601 } } });
    expect((await rpc(ton, call('getSlot'))).json.error.code).toBe(-32601);
    expect((await rpc(solana, call('debug_traceTransaction'))).json.error.code).toBe(-32601);
    expect(await rpc(solana, '{"jsonrpc":')).toMatchObject({ status: 400, json: { error: { code: -32700 } } });
    expect(await rpc(solana, '\xff\xfe')).toMatchObject({ status: 400, json: { error: { code: -32700 } } });
    for (const shape of [
      { method: 'getSlot' },
      [],
      'null',
      { jsonrpc: '2.0', method: 7 },
      { ...call('getSlot'), id: {} },
    ]) {
      const answer = await rpc(solana, typeof shape === 'string' ? shape : shape);
      expect([answer.status, answer.json.error.code]).toEqual([400, -32600]);
    }
    expect(healthy.seen).toHaveLength(0);
  });

  it('caps the body and the batch length', async () => {
    const tooLong = Array.from({ length: 101 }, (_, index) => call('getSlot', index));
    expect(await rpc(solana, tooLong)).toMatchObject({ status: 413, json: { error: { code: -32600 } } });
    const large = call('sendTransaction', 1, ['A'.repeat(256 * 1024)]);
    expect(await rpc(solana, large)).toMatchObject({ status: 413, json: { error: { code: -32600 } } });
    expect(healthy.seen).toHaveLength(0);
  });

  it('fails over in order: connection refused, 429, 5xx and non-JSON move on to the next node', async () => {
    const closed = await startCountingServer('127.0.0.1');
    await closed.close();
    const failing = await startCountingServer('127.0.0.1', (_request, response) => {
      response.writeHead(503);
      response.end();
    });
    try {
      const order = [closed, overloaded, failing, broken, healthy];
      process.env.SOLANA_RPC_UPSTREAMS = order.map((server) => server.origin).join(',');
      const answer = await rpc(solana, call('getSlot'));
      expect(answer).toMatchObject({ status: 200, json: { result: { node: 'healthy' } } });
      expect(order.slice(1).map((server) => server.seen.length)).toEqual([1, 1, 1, 1]);
    } finally {
      await failing.close();
    }
  });

  it('answers a JSON-RPC error, without upstream details, when no node answers', async () => {
    process.env.SOLANA_RPC_UPSTREAMS = `${overloaded.origin}/?api-key=secret,${broken.origin}`;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const answer = await rpc(solana, call('getSlot', 9));
      expect(answer).toEqual({
        status: 502,
        json: { jsonrpc: '2.0', id: null, error: { code: -32000, message: 'Upstream RPC unavailable' } },
        headers: expect.anything(),
      });
      expect(warn.mock.calls.join(' ')).not.toContain('secret');
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses cross-origin browser calls', async () => {
    const foreign = await rpc(solana, call('getSlot'), { origin: 'https://evil.example.com' });
    expect(foreign).toMatchObject({ status: 403, json: { error: { code: -32600 } } });
    const sameOrigin = await rpc(solana, call('getSlot'), { origin: ORIGIN });
    expect(sameOrigin.status).toBe(200);
  });

  it('limits calls per client address, each call of a batch counted', async () => {
    process.env.RPC_RATE_LIMIT_PER_MINUTE = '5';
    try {
      expect((await rpc(solana, [call('getSlot', 1), call('getSlot', 2), call('getSlot', 3)])).status).toBe(200);
      expect((await rpc(ton, [call('getMasterchainInfo', 1), call('getMasterchainInfo', 2)])).status).toBe(200);
      const limited = await rpc(solanaDev, call('getSlot', 4));
      expect(limited).toMatchObject({ status: 429, json: { error: { code: -32005, message: 'Rate limit exceeded' } } });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(healthy.seen).toHaveLength(2);
    } finally {
      delete process.env.RPC_RATE_LIMIT_PER_MINUTE;
    }
  });
});
