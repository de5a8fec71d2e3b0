import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Json, nowBlockFixture } from '@/lib/server/vip/chain-reader/testing/trongrid-fixtures';

export { trc20TransferFixture } from '@/lib/server/vip/chain-reader/testing/trongrid-fixtures';

// Test support only: a local stand-in for TronGrid (java-tron's HTTP API) answering the shapes the real one does
// (see tronprotocol/documentation-en, docs/api/http/block-and-tx-query): `{}` for unknown ids, `{"Error": …}` with
// HTTP 200 for bad input, 429 when rate limited. Tests register fixtures (see trongrid-fixtures.ts).

export interface TronGridServer {
  url: string;
  /** Latest block number answered by /wallet/getnowblock. */
  setNowBlock(number: number): void;
  /** A transaction in a block: its info (gettransactioninfobyid) and body (gettransactionbyid). */
  addTransaction(fixture: { info: Json; transaction: Json }): void;
  /** A transaction still in the pending pool (gettransactionfrompending). */
  addPending(transaction: Json): void;
  /** The next `count` requests answer HTTP 429, like TronGrid over its rate limit. */
  rateLimitNext(count: number): void;
  requests: { path: string; body: Json }[];
  stop(): Promise<void>;
}

export async function startTronGridServer(): Promise<TronGridServer> {
  const infos = new Map<string, Json>();
  const transactions = new Map<string, Json>();
  const pending = new Map<string, Json>();
  const requests: TronGridServer['requests'] = [];
  let latest = 0;
  let rateLimited = 0;

  const answer = (path: string, body: Json): Json | undefined => {
    if (path === '/wallet/getnowblock') return nowBlockFixture(latest);
    const stores: Record<string, Map<string, Json>> = {
      '/wallet/gettransactioninfobyid': infos,
      '/wallet/gettransactionbyid': transactions,
      '/wallet/gettransactionfrompending': pending,
    };
    const store = stores[path];
    if (!store) return undefined;
    if (typeof body.value !== 'string' || !/^([0-9a-f]{2})*$/i.test(body.value)) {
      return { Error: 'class org.tron.core.services.http.JsonFormat$ParseException : invalid hex value' };
    }
    return store.get(body.value.toLowerCase()) ?? {};
  };

  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      let body: Json = {};
      try {
        body = text ? (JSON.parse(text) as Json) : {};
      } catch {
        body = { value: null };
      }
      requests.push({ path, body });
      if (rateLimited > 0) {
        rateLimited -= 1;
        response.writeHead(429, { 'content-type': 'text/plain' }).end('Too Many Requests');
        return;
      }
      const json = answer(path, body);
      if (!json) response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setNowBlock: (number) => {
      latest = number;
    },
    addTransaction: ({ info, transaction }) => {
      infos.set(String(info.id), info);
      transactions.set(String(transaction.txID), transaction);
    },
    addPending: (transaction) => pending.set(String(transaction.txID), transaction),
    rateLimitNext: (count) => {
      rateLimited = count;
    },
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
