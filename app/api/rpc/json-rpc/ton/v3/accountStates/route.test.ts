import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Address } from '@ton/core';
import { NextRequest } from 'next/server';
import { readTonBalances } from '@/chains/ton/balances';
import { closeDb, provideDatabase } from '@/db';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '@/db/testing/test-database';
import { netConfig } from '@/lib/server/net/config';
import { startCountingServer } from '@/lib/server/net/testing/local-server';
import { deployTestJetton, type TestJetton } from '@/test/ton-stand-in/jetton';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { POST as tonPassthrough } from '../../route';
import { GET as accountStates } from './route';

// The relay through its real handlers: a local HTTP server plays our origin (the two TON routes), toncenter is the
// stand-in (@ton/sandbox behind toncenter's API), and the page's own reader (readTonBalances) runs against it.

const ORIGIN = 'http://localhost:3000';
const PATH = '/api/rpc/json-rpc/ton/v3/accountStates';
const OWNER_COUNT = 2_000;
const ownerAddress = (index: number) =>
  new Address(0, Buffer.from(`${(index + 7).toString(16).padStart(8, '0')}`.repeat(8), 'hex'));
const OWNERS = Array.from({ length: OWNER_COUNT }, (_, index) => ownerAddress(index));

let standIn: TonStandIn;
let jetton: TestJetton;
let origin: Server;
let originUrl: string;
let clientNumber = 0;
const originPaths: string[] = [];

function get(query: string, headers: Record<string, string> = {}) {
  return accountStates(
    new NextRequest(new URL(`${PATH}?${query}`, ORIGIN), {
      headers: { host: 'localhost:3000', 'x-forwarded-for': `198.51.100.${clientNumber}`, ...headers },
    }),
  );
}

const addresses = (count: number) =>
  OWNERS.slice(0, count)
    .map((owner) => `address=${owner.toString()}`)
    .join('&');

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  provideDatabase(await createTestDatabase('postgres'));
  standIn = await startTonStandIn();
  jetton = await deployTestJetton(standIn);
  for (const [index, owner] of OWNERS.entries()) {
    if (index % 3 === 0) (await standIn.blockchain.getContract(owner)).balance = BigInt(index + 1) * 1_000_003n;
    if (index % 10 === 0) await jetton.mint(owner, BigInt(index + 1) * 999n);
  }
  origin = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', async () => {
      const url = new URL(incoming.url ?? '/', ORIGIN);
      originPaths.push(url.pathname);
      const handler = url.pathname === PATH ? accountStates : tonPassthrough;
      const request = new NextRequest(url, {
        method: incoming.method,
        headers: { host: 'localhost:3000', 'content-type': 'application/json' },
        body: incoming.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      const answer = await handler(request);
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  delete process.env.TRUST_PROXY;
  delete process.env.TON_RPC_UPSTREAMS;
  delete process.env.TON_V3_UPSTREAMS;
  delete process.env.RPC_RATE_LIMIT_PER_MINUTE;
  await new Promise((resolve) => origin?.close(resolve));
  await standIn?.stop();
  await closeDb();
}, DATABASE_SETUP_TIMEOUT_MS);

beforeEach(() => {
  clientNumber += 1;
  originPaths.length = 0;
  standIn.requests.length = 0;
  process.env.TON_RPC_UPSTREAMS = standIn.jsonRpcUrl;
  delete process.env.TON_V3_UPSTREAMS;
});

describe('GET /api/rpc/json-rpc/ton/v3/accountStates', () => {
  it('lets the page read TON and a jetton of 2,000 owners in 42 requests through our origin', async () => {
    const [ton, token] = await readTonBalances({
      jsonRpcUrl: `${originUrl}/api/rpc/json-rpc/ton`,
      v3Url: `${originUrl}/api/rpc/json-rpc/ton/v3`,
      owners: OWNERS.map((owner) => owner.toString({ bounceable: false })),
      tokens: ['native', jetton.address.toString()],
      retryDelayMs: 5,
    });
    // TON: 20 accountStates of 100; the jetton: get_jetton_data, one get_wallet_address, 20 accountStates.
    expect(originPaths).toHaveLength(42);
    expect(originPaths.filter((path) => path === PATH)).toHaveLength(40);
    expect(standIn.requests.filter((request) => request.path === '/api/v3/accountStates')).toHaveLength(40);
    for (const [index, owner] of OWNERS.entries()) {
      expect(ton.balances[index].balance).toBe((await standIn.blockchain.getContract(owner)).balance);
      expect(token.balances[index].balance).toBe(index % 10 === 0 ? BigInt(index + 1) * 999n : 0n);
    }
  }, 120_000);

  it('relays the checked query to the v3 root beside TON_RPC_UPSTREAMS, its api_key kept', async () => {
    const upstream = await startCountingServer('127.0.0.1', (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"accounts":[],"wallets":[]}');
    });
    try {
      process.env.TON_RPC_UPSTREAMS = `${upstream.origin}/api/v2/jsonRPC?api_key=secret`;
      const answer = await get(`${addresses(2)}&include_boc=true`);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ accounts: [], wallets: [] });
      const seen = new URL(upstream.seen[0].url, 'http://upstream');
      expect(seen.pathname).toBe('/api/v3/accountStates');
      expect(seen.searchParams.get('api_key')).toBe('secret');
      expect(seen.searchParams.getAll('address')).toEqual(OWNERS.slice(0, 2).map((owner) => owner.toString()));
      expect(seen.searchParams.get('include_boc')).toBe('true');
      // No header of the browser's goes on.
      expect(upstream.seen[0].headers.cookie).toBeUndefined();
      expect(netConfig({ TON_V3_UPSTREAMS: 'https://a.example/api/v3' }).tonV3Upstreams).toEqual([
        'https://a.example/api/v3',
      ]);
      expect(netConfig({ TON_RPC_UPSTREAMS: 'https://node.example/rpc' }).tonV3Upstreams).toEqual([]);
    } finally {
      await upstream.close();
    }
  });

  it('refuses a bad query with 5016 in the caller language, before any upstream request', async () => {
    for (const query of [
      '',
      'include_boc=true',
      addresses(101),
      'address=EQnot-an-address',
      `address=0:${'ab'.repeat(31)}`,
      `${addresses(1)}&include_boc=yes`,
      `${addresses(1)}&include_boc=true&include_boc=false`,
      `${addresses(1)}&limit=5`,
    ]) {
      const answer = await get(query);
      expect([query, answer.status]).toEqual([query, 400]);
      expect(await answer.json()).toEqual({ code: 5016, message: expect.stringContaining('address') });
    }
    const chinese = await get('', { 'accept-language': 'zh-CN' });
    expect((await chinese.json()).message).toMatch(/[\u4e00-\u9fff]/);
    expect(standIn.requests).toHaveLength(0);
  });

  it('refuses cross-site calls', async () => {
    expect((await get(addresses(1), { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await get(addresses(1), { origin: 'https://evil.example.com' })).status).toBe(403);
    expect(standIn.requests).toHaveLength(0);
  });

  it('fails over to the next root, and answers 5000 without upstream details when none answers', async () => {
    const overloaded = await startCountingServer('127.0.0.1', (_request, response) => {
      response.writeHead(429);
      response.end('{"error":"rate limited"}');
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      process.env.TON_V3_UPSTREAMS = `${overloaded.origin}/api/v3?api_key=secret,${standIn.url}/v3`;
      const relayed = await get(addresses(3));
      expect(relayed.status).toBe(200);
      expect(overloaded.seen).toHaveLength(1);
      expect(standIn.requests).toHaveLength(1);
      process.env.TON_V3_UPSTREAMS = `${overloaded.origin}/api/v3?api_key=secret`;
      const failed = await get(addresses(3));
      expect(failed.status).toBe(502);
      const body = await failed.json();
      expect(body).toEqual({ code: 5000, message: expect.stringContaining('upstream unreachable') });
      expect(JSON.stringify(body)).not.toContain('127.0.0.1');
      expect(warn.mock.calls.join(' ')).not.toContain('secret');
    } finally {
      warn.mockRestore();
      await overloaded.close();
    }
  });

  it('counts each request against the passthrough rate limit', async () => {
    process.env.RPC_RATE_LIMIT_PER_MINUTE = '2';
    try {
      expect((await get(addresses(100))).status).toBe(200);
      expect((await get(addresses(100))).status).toBe(200);
      const limited = await get(addresses(1));
      expect(limited.status).toBe(429);
      expect((await limited.json()).code).toBe(5021);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(standIn.requests).toHaveLength(2);
    } finally {
      delete process.env.RPC_RATE_LIMIT_PER_MINUTE;
    }
  });
});
