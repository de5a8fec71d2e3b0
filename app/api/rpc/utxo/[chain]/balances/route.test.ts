import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { readUtxoBalances, scanXpub } from '@/chains/utxo/balances';
import type { UtxoChain } from '@/chains/utxo/networks';
import { checkXpub } from '@/chains/utxo/xpub';
import { closeDb, provideDatabase } from '@/db';
import { createTestDatabase, DATABASE_SETUP_TIMEOUT_MS } from '@/db/testing/test-database';
import {
  type FixtureAddress,
  type FixtureXpub,
  fixtureAddresses,
  fixtureKey,
  fixtureXpub,
  fundFixtures,
  nodeConfirmedBalances,
} from '@/test/utxo-regtest/fixtures';
import { RegtestFunder } from '@/test/utxo-regtest/funding';
import { type RegtestIndexer, startRegtestIndexer } from '@/test/utxo-regtest/indexer';
import { type RegtestNode, startRegtestNode } from '@/test/utxo-regtest/node';
import { GET } from './route';

// The relay through its real handler on a local origin, the page's reader (chains/utxo/balances.ts) against it, and
// behind it Esplora / Blockbook answered from a real regtest node (test/utxo-regtest): balances compared with the
// node's own UTXO set (scantxoutset) and the payments left in its mempool.

const ORIGIN = 'http://localhost:3000';
const SPENT = 2;
let node: RegtestNode;
let indexer: RegtestIndexer;
let origin: Server;
let originUrl: string;
let clientNumber = 0;
const originPaths: string[] = [];
const fixtures: Record<UtxoChain, { addresses: FixtureAddress[]; xpub: FixtureXpub }> = {
  btc: { addresses: fixtureAddresses('btc', 200), xpub: fixtureXpub('btc') },
  doge: { addresses: fixtureAddresses('doge', 200), xpub: fixtureXpub('doge') },
};

function get(chain: string, query: string, headers: Record<string, string> = {}) {
  return GET(
    new NextRequest(new URL(`/api/rpc/utxo/${chain}/balances?${query}`, ORIGIN), {
      headers: { host: 'localhost:3000', 'x-forwarded-for': `198.51.100.${clientNumber}`, ...headers },
    }),
    { params: Promise.resolve({ chain }) },
  );
}

beforeAll(async () => {
  process.env.TRUST_PROXY = '1';
  process.env.RPC_RATE_LIMIT_PER_MINUTE = '100000';
  provideDatabase(await createTestDatabase('postgres'));
  node = await startRegtestNode();
  indexer = await startRegtestIndexer(node);
  const funder = new RegtestFunder(node);
  await funder.mine(101);
  await fundFixtures(
    funder,
    [...fixtures.btc.addresses, ...fixtures.doge.addresses],
    [fixtures.btc.xpub, fixtures.doge.xpub],
  );
  // A spend of BTC fixture 2 (P2WPKH, ours) waits in the mempool: its unconfirmed balance is minus its confirmed one.
  const spent = fixtures.btc.addresses[SPENT];
  const key = fixtureKey('btc', SPENT);
  expect(spent.type).toBe('p2wpkh');
  expect(await funder.spendP2wpkh(key.privateKey as Uint8Array, key.publicKey as Uint8Array)).toBe(spent.confirmed);
  spent.unconfirmed = -spent.confirmed;
  await indexer.sync();
  origin = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', ORIGIN);
    originPaths.push(url.pathname);
    const chain = /^\/api\/rpc\/utxo\/([^/]+)\/balances$/.exec(url.pathname)?.[1] ?? '';
    const request = new NextRequest(url, { headers: { host: 'localhost:3000', 'x-forwarded-for': '198.51.100.250' } });
    void GET(request, { params: Promise.resolve({ chain }) }).then(async (answer) => {
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      response.end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
}, 180_000);

afterAll(async () => {
  for (const name of [
    'TRUST_PROXY',
    'RPC_RATE_LIMIT_PER_MINUTE',
    'BTC_ESPLORA_UPSTREAMS',
    'DOGE_BLOCKBOOK_UPSTREAMS',
  ]) {
    delete process.env[name];
  }
  origin?.closeAllConnections();
  if (origin) await new Promise((resolve) => origin.close(resolve));
  await indexer?.close();
  await node?.stop();
  await closeDb();
}, DATABASE_SETUP_TIMEOUT_MS);

beforeEach(() => {
  clientNumber += 1;
  originPaths.length = 0;
  process.env.BTC_ESPLORA_UPSTREAMS = indexer.esploraUrl;
  process.env.DOGE_BLOCKBOOK_UPSTREAMS = indexer.blockbookUrl;
});

describe.each(['btc', 'doge'] as const)('GET /api/rpc/utxo/%s/balances on a regtest node', (chain) => {
  it('reads 200 addresses of mixed types in 8 requests, each balance equal to the node', async () => {
    const { addresses } = fixtures[chain];
    const before = { ...indexer.requests };
    const reads = await readUtxoBalances({
      chain,
      url: `${originUrl}/api/rpc/utxo/${chain}/balances`,
      addresses: addresses.map((entry) => entry.address),
      retryDelayMs: 5,
    });
    expect(originPaths).toHaveLength(8);
    const served =
      chain === 'btc' ? indexer.requests.esplora - before.esplora : indexer.requests.blockbook - before.blockbook;
    expect(served).toBe(200);
    const onNode = await nodeConfirmedBalances(
      node,
      addresses.map((entry) => entry.script),
    );
    const types = new Set<string>();
    for (const [index, entry] of addresses.entries()) {
      const read = reads[index];
      if (!read.ok) throw new Error(`${entry.address}: ${read.error}`);
      expect({ address: entry.address, confirmed: read.balance.confirmed }).toEqual({
        address: entry.address,
        confirmed: onNode.get(entry.script),
      });
      expect(read.balance.confirmed).toBe(entry.confirmed);
      expect(read.balance.unconfirmed).toBe(entry.unconfirmed);
      expect(read.balance.txCount).toBe((entry.confirmed === 0n ? 0 : 1) + (entry.unconfirmed !== 0n ? 1 : 0));
      types.add(entry.type);
    }
    expect([...types].sort()).toEqual(
      chain === 'btc' ? ['p2pkh', 'p2sh-p2wpkh', 'p2tr', 'p2wpkh', 'p2wsh'] : ['p2pkh', 'p2sh'],
    );
  }, 120_000);

  it('expands the account key to its used addresses with the gap limit of 20, total equal to the node', async () => {
    const { xpub } = fixtures[chain];
    const parsed = checkXpub(chain, xpub.text);
    if (!parsed.ok) throw new Error(parsed.issue);
    const scan = await scanXpub({
      chain,
      url: `${originUrl}/api/rpc/utxo/${chain}/balances`,
      xpub: parsed.value,
      retryDelayMs: 5,
    });
    expect(scan.error).toBeUndefined();
    expect(scan.used.map((entry) => `${entry.change}/${entry.index}`)).toEqual(['0/0', '0/4', '0/10', '0/23', '1/1']);
    // Receive: 0…43 read (20 unused after 23), change: 0…21 (20 unused after 1); the funded index 44 lies past the gap.
    expect(scan.scanned).toBe(44 + 22);
    const reach = [
      ...Array.from({ length: 44 }, (_, index) => xpub.scriptAt(0, index)),
      ...Array.from({ length: 22 }, (_, index) => xpub.scriptAt(1, index)),
    ];
    const onNode = await nodeConfirmedBalances(node, [...reach, xpub.beyondGap.script]);
    const nodeTotal = reach.reduce((sum, script) => sum + (onNode.get(script) ?? 0n), 0n);
    const confirmed = scan.used.reduce((sum, entry) => sum + entry.balance.confirmed, 0n);
    const unconfirmed = scan.used.reduce((sum, entry) => sum + entry.balance.unconfirmed, 0n);
    expect(confirmed).toBe(nodeTotal);
    expect(confirmed).toBe(xpub.funded.reduce((sum, entry) => sum + entry.confirmed, 0n));
    expect(unconfirmed).toBe(777_777n);
    expect(onNode.get(xpub.beyondGap.script)).toBe(xpub.beyondGap.amount);
  }, 120_000);
});

describe('the relay', () => {
  it('refuses a bad query with 5016 before any upstream request', async () => {
    const before = { ...indexer.requests };
    const btc = fixtures.btc.addresses[0].address;
    const doge = fixtures.doge.addresses[0].address;
    const tooMany = Array.from({ length: 26 }, (_, index) => `address=${fixtures.btc.addresses[index].address}`).join(
      '&',
    );
    for (const [chain, query] of [
      ['btc', ''],
      ['btc', `address=${doge}`],
      ['doge', `address=${btc}`],
      ['btc', `address=${btc}&extra=1`],
      ['btc', tooMany],
      ['btc', `address=${btc.slice(0, -1)}x`],
    ]) {
      const answer = await get(chain, query);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({ code: 5016 });
    }
    expect((await get('ltc', `address=${btc}`)).status).toBe(404);
    expect((await get('btc', `address=${btc}`, { origin: 'https://evil.example' })).status).toBe(403);
    expect(indexer.requests).toEqual(before);
  });

  it('fails over to the next upstream, and names the failure per address when none answers', async () => {
    const address = fixtures.btc.addresses[1].address;
    process.env.BTC_ESPLORA_UPSTREAMS = `${indexer.url}/down,${indexer.esploraUrl}`;
    const answer = await get('btc', `address=${address}`);
    expect(await answer.json()).toEqual({
      balances: [{ address, confirmed: fixtures.btc.addresses[1].confirmed.toString(), unconfirmed: '0', txCount: 1 }],
    });
    process.env.BTC_ESPLORA_UPSTREAMS = `${indexer.url}/down`;
    expect(await (await get('btc', `address=${address}`)).json()).toEqual({
      balances: [{ address, error: 'upstream status 404' }],
    });
  });
});
