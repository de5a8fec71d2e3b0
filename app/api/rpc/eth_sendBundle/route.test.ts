import { NextRequest } from 'next/server';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { closeDb, provideDatabase } from '@/db';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '@/db/testing/test-database';
import { type BuilderStub, bundleHashOf, startBuilderStub } from '@/lib/server/market/testing/stubs';
import { POST } from './route';

const sender = privateKeyToAccount(generatePrivateKey());
const signedTx = (nonce: number) =>
  sender.signTransaction({
    chainId: 1,
    type: 'eip1559',
    to: sender.address,
    value: 1n,
    nonce,
    gas: 21_000n,
    maxFeePerGas: 30_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  });

let nextIp = 1;

/** A client with its own address (the per-IP limit counts each test's calls separately). */
function client(headers: Record<string, string> = {}) {
  const ip = `198.51.100.${nextIp++}`;
  return async (body: unknown) => {
    const request = new NextRequest('http://localhost:3000/api/rpc/eth_sendBundle', {
      method: 'POST',
      headers: {
        host: 'localhost:3000',
        origin: 'http://localhost:3000',
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const response = await POST(request);
    return { status: response.status, json: await response.json(), retryAfter: response.headers.get('retry-after') };
  };
}

const sendBundle = (bundle: unknown, id: number | string = 7) => ({
  jsonrpc: '2.0',
  id,
  method: 'eth_sendBundle',
  params: [bundle],
});

describe('POST /api/rpc/eth_sendBundle', () => {
  const builders: BuilderStub[] = [];
  const saved = {
    urls: process.env.BUNDLE_BUILDER_URLS,
    limit: process.env.BUNDLE_REQUESTS_PER_MINUTE,
    proxy: process.env.TRUST_PROXY,
  };

  beforeAll(async () => {
    provideDatabase(await createTestDatabase('pglite'));
    builders.push(await startBuilderStub('flashbots'), await startBuilderStub('accept'));
    process.env.BUNDLE_BUILDER_URLS = builders.map((builder) => builder.baseUrl).join(',');
    process.env.BUNDLE_REQUESTS_PER_MINUTE = '5';
    // One proxy in front: X-Forwarded-For names the client, so each test counts as its own client.
    process.env.TRUST_PROXY = '1';
  }, DATABASE_SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(builders.map((builder) => builder.close()));
    await closeDb();
    for (const [name, value] of [
      ['BUNDLE_BUILDER_URLS', saved.urls],
      ['BUNDLE_REQUESTS_PER_MINUTE', saved.limit],
      ['TRUST_PROXY', saved.proxy],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }, DATABASE_SETUP_TIMEOUT_MS);

  beforeEach(() => {
    for (const builder of builders) builder.mode = builder === builders[0] ? 'flashbots' : 'accept';
  });

  it('answers the bundle hash as the JSON-RPC result, with the request id', async () => {
    const txs = [await signedTx(0), await signedTx(1)];
    const answer = await client()(sendBundle({ txs, blockNumber: '0x1312d00' }, 'abc'));
    expect(answer).toMatchObject({
      status: 200,
      json: { jsonrpc: '2.0', id: 'abc', result: { bundleHash: bundleHashOf(txs) } },
    });
  });

  it('answers error.message naming every builder when none accepts', async () => {
    for (const builder of builders) builder.mode = 'refuse';
    const answer = await client()(sendBundle({ txs: [await signedTx(0)], blockNumber: 1 }));
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32000 } });
    expect(answer.json.error.message).toMatch(/^no builder accepted the bundle: .*nonce too low; .*nonce too low$/);
    expect(answer.json).not.toHaveProperty('result');
  });

  it('refuses bad input with a 4xx JSON-RPC error naming what is wrong, never a 5xx', async () => {
    const good = await signedTx(0);
    const call = client();
    const cases: [unknown, number, number, RegExp][] = [
      ['{not json', 400, -32700, /not valid JSON/],
      [[sendBundle({ txs: [good] })], 400, -32600, /batch requests/],
      [{ id: 1, method: 'eth_sendRawTransaction', params: [good] }, 400, -32601, /eth_sendBundle/],
      [{ id: 1, params: [] }, 400, -32600, /method/],
    ];
    for (const [body, status, code, message] of cases) {
      const answer = await call(body);
      expect([answer.status, answer.json.error.code]).toEqual([status, code]);
      expect(answer.json.error.message).toMatch(message);
    }
    const bad = client();
    const params: [unknown, RegExp][] = [
      [{ txs: [good, '0xdeadbeef'] }, /txs\[1\] is not a signed raw transaction/],
      [{ txs: [] }, /params\[0\]\.txs/],
      [{ txs: Array(101).fill(good) }, /params\[0\]\.txs/],
      [{ txs: [good], blockNumber: 'latest' }, /params\[0\]\.blockNumber/],
      [{ txs: [good], revertingTxHashes: ['0x12'] }, /params\[0\]\.revertingTxHashes\[0\]/],
    ];
    for (const [bundle, message] of params) {
      const answer = await bad(sendBundle(bundle));
      expect([answer.status, answer.json.error.code]).toEqual([400, -32602]);
      expect(answer.json.error.message).toMatch(message);
    }
    const noParams = await client()({ jsonrpc: '2.0', id: 2, method: 'eth_sendBundle', params: [] });
    expect([noParams.status, noParams.json.id, noParams.json.error.code]).toEqual([400, 2, -32602]);
  });

  it('refuses a body over the size cap with 413 before parsing it', async () => {
    const answer = await client()(`{"pad":"${'0'.repeat(700_000)}"}`);
    expect(answer.status).toBe(413);
    expect(answer.json.error).toEqual({ code: -32600, message: expect.stringMatching(/larger than \d+ bytes/) });
  });

  it('refuses a request from another site', async () => {
    const answer = await client({ origin: 'https://evil.example' })(sendBundle({ txs: [await signedTx(0)] }));
    expect(answer.status).toBe(403);
    expect(answer.json.error.code).toBe(-32600);
    expect(builders.every((builder) => builder.requests.every((request) => !request.body.includes('evil')))).toBe(true);
  });

  it('limits requests per client address, answering -32005 with Retry-After', async () => {
    const call = client();
    const body = sendBundle({ txs: [await signedTx(0)], blockNumber: '0x1' });
    for (let index = 0; index < 5; index += 1) expect((await call(body)).status).toBe(200);
    const limited = await call(body);
    expect(limited.status).toBe(429);
    expect(limited.json.error).toEqual({
      code: -32005,
      message: expect.stringMatching(/too many requests, retry in \d+ s/),
    });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect((await client()(body)).status).toBe(200);
  });
});
