import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readUtxoBalances } from '@/chains/utxo/balances';
import type { UtxoChain } from '@/chains/utxo/networks';
import { relayUtxoBalances } from '@/lib/server/net/utxo-read';
import { fixtureAddresses, fundFixtures } from '@/test/utxo-regtest/fixtures';
import { RegtestFunder } from '@/test/utxo-regtest/funding';
import { type RegtestIndexer, startRegtestIndexer } from '@/test/utxo-regtest/indexer';
import { type RegtestNode, startRegtestNode } from '@/test/utxo-regtest/node';

// Balance check of 2,000 Bitcoin and 2,000 Dogecoin addresses (the spec's signed-in limit), mixed types, on the
// litecoind regtest node behind the local Esplora / Blockbook indexer (test/utxo-regtest): the page's reader
// (readUtxoBalances: 25 addresses a request, 4 in flight) through our relay's code (relayUtxoBalances, 8 indexer reads
// in flight per request) — requests from the browser, requests to the indexer, wall time. Neither API reads many
// addresses in one call, so the indexer sees one request per address whatever we do; what the relay saves is the
// browser's requests (and the rate limit they count against). Prints one JSON object; asserts only that every
// balance read is the one paid.

const COUNT = 2_000;
let node: RegtestNode;
let indexer: RegtestIndexer;
let origin: Server;
let originUrl: string;
let originRequests = 0;
const fixtures = { btc: fixtureAddresses('btc', COUNT), doge: fixtureAddresses('doge', COUNT) };

beforeAll(async () => {
  node = await startRegtestNode();
  indexer = await startRegtestIndexer(node);
  const funder = new RegtestFunder(node);
  await funder.mine(140);
  await fundFixtures(funder, [...fixtures.btc, ...fixtures.doge], []);
  await indexer.sync();
  origin = createServer((request, response) => {
    originRequests += 1;
    const url = new URL(request.url ?? '/', 'http://origin');
    const chain = url.pathname.split('/')[4] as UtxoChain;
    const root = chain === 'btc' ? indexer.esploraUrl : indexer.blockbookUrl;
    void relayUtxoBalances(chain, url.searchParams.getAll('address'), [root], AbortSignal.timeout(60_000)).then(
      (answer) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      },
    );
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
}, 600_000);

afterAll(async () => {
  origin?.closeAllConnections();
  if (origin) await new Promise((resolve) => origin.close(resolve));
  await indexer?.close();
  await node?.stop();
});

it(`reads ${COUNT} BTC and ${COUNT} DOGE balances through the relay`, async () => {
  const figures: Record<string, unknown> = {};
  for (const chain of ['btc', 'doge'] as const) {
    originRequests = 0;
    const before = { ...indexer.requests };
    const started = performance.now();
    const reads = await readUtxoBalances({
      chain,
      url: `${originUrl}/api/rpc/utxo/${chain}/balances`,
      addresses: fixtures[chain].map((entry) => entry.address),
    });
    const wallMs = Math.round(performance.now() - started);
    for (const [index, read] of reads.entries()) {
      if (!read.ok) throw new Error(`${fixtures[chain][index].address}: ${read.error}`);
      expect(read.balance.confirmed).toBe(fixtures[chain][index].confirmed);
      expect(read.balance.unconfirmed).toBe(fixtures[chain][index].unconfirmed);
    }
    const served =
      chain === 'btc' ? indexer.requests.esplora - before.esplora : indexer.requests.blockbook - before.blockbook;
    figures[chain] = { addresses: COUNT, browserRequests: originRequests, indexerRequests: served, wallMs };
  }
  console.log(JSON.stringify({ bench: 'utxo-balances', ...figures }, null, 2));
}, 600_000);
