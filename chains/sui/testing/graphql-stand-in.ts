import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that answers the two Sui GraphQL queries chains/sui/balances.ts sends, in the documented shapes
 * of Sui's GraphQL RPC (`multiGetAddresses(keys: [AddressKey!]!): [Address]!`, `Address.balance(coinType): Balance`
 * with `totalBalance: BigInt` as a string, `coinMetadata(coinType): CoinMetadata`), and errors as GraphQL errors
 * (`{data: null, errors: [{message}]}`). It holds requests to the service's default limits (`maxMultiGetSize` 200 keys,
 * `maxQueryPayloadSize` 5,000 bytes, counted here over the whole body, variables included: the stricter reading).
 * Balances are what the test sets; an address it did not set owns nothing (a zero balance, as the service answers).
 * It is no Sui node: it stores no objects and runs no transaction.
 */

export const STAND_IN_MAX_MULTI_GET = 200;
export const STAND_IN_MAX_PAYLOAD = 5_000;

export interface SuiGraphqlStandIn {
  url: string;
  /** Every request's body, parsed. */
  requests: { query: string; variables: Record<string, unknown> }[];
  /** balances.get(coinType)?.get(address) */
  balances: Map<string, Map<string, bigint>>;
  metadata: Map<
    string,
    { decimals: number; symbol: string; name: string; description: string; iconUrl: string | null }
  >;
  /** The next n requests answer this HTTP status (a 503, a 429…). */
  failNext(n: number, status: number): void;
  close(): Promise<void>;
}

export async function startSuiGraphqlStandIn(): Promise<SuiGraphqlStandIn> {
  const requests: SuiGraphqlStandIn['requests'] = [];
  const balances: SuiGraphqlStandIn['balances'] = new Map();
  const metadata: SuiGraphqlStandIn['metadata'] = new Map();
  let failures: { left: number; status: number } = { left: 0, status: 503 };

  const answer = (body: string): unknown => {
    if (Buffer.byteLength(body) > STAND_IN_MAX_PAYLOAD) {
      return { data: null, errors: [{ message: `Query payload too large: over ${STAND_IN_MAX_PAYLOAD} bytes` }] };
    }
    const { query, variables = {} } = JSON.parse(body) as { query: string; variables?: Record<string, unknown> };
    requests.push({ query, variables });
    if (query.includes('multiGetAddresses')) {
      const keys = variables.keys as { address: string }[];
      if (keys.length > STAND_IN_MAX_MULTI_GET) {
        return { data: null, errors: [{ message: `Too many keys: ${keys.length} > ${STAND_IN_MAX_MULTI_GET}` }] };
      }
      const coinType = String(variables.coinType);
      return {
        data: {
          multiGetAddresses: keys.map(({ address }) => ({
            address,
            balance: { totalBalance: String(balances.get(coinType)?.get(address) ?? 0n) },
          })),
        },
      };
    }
    if (query.includes('coinMetadata')) {
      return { data: { coinMetadata: metadata.get(String(variables.coinType)) ?? null } };
    }
    return { data: null, errors: [{ message: 'Unknown field' }] };
  };

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures.left > 0) {
        failures = { ...failures, left: failures.left - 1 };
        response.writeHead(failures.status, { 'content-type': 'text/plain' }).end('unavailable');
        return;
      }
      const json = JSON.stringify(answer(Buffer.concat(chunks).toString('utf8')));
      response.writeHead(200, { 'content-type': 'application/json' }).end(json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    balances,
    metadata,
    failNext(n, status) {
      failures = { left: n, status };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
