import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { bcs } from '@mysten/sui/bcs';
import { TransactionDataBuilder } from '@mysten/sui/transactions';
import { normalizeStructTag, normalizeSuiAddress } from '@mysten/sui/utils';
import { verifyTransactionSignature } from '@mysten/sui/verify';

/**
 * A local HTTP server that answers the two Sui GraphQL queries chains/sui/balances.ts sends, in the documented shapes
 * of Sui's GraphQL RPC (`multiGetAddresses(keys: [AddressKey!]!): [Address]!`, `Address.balance(coinType): Balance`
 * with `totalBalance: BigInt` as a string, `coinMetadata(coinType): CoinMetadata`), and errors as GraphQL errors
 * (`{data: null, errors: [{message}]}`). It holds requests to the service's default limits (`maxMultiGetSize` 200 keys,
 * `maxQueryPayloadSize` 5,000 bytes, counted here over the whole body, variables included — the stricter reading — but
 * for the transaction arguments, which count against `maxTransactionPayloadSize` as the service counts them).
 * Balances are what the test sets; an address it did not set owns nothing (a zero balance, as the service answers).
 *
 * For sends it answers `Address.objects` (the coin objects the test sets), `epoch.referenceGasPrice`,
 * `simulateTransaction` and `executeTransaction` (a PTB's gas is what the test's `gasOf` says, never Sui's schedule;
 * execution checks only that the bytes decode and the signature verifies for the sender, then records the digest as
 * SUCCESS), and `transaction(digest)`. It is no Sui node: it holds no object versions, moves no balance and runs no
 * Move; what it cannot show is in chains/sui/README.md. `onExecute` hears each execution that lands (a test may credit
 * coins with it), `refuseNextExecutions` answers the next ones with a GraphQL error, nothing landing.
 *
 * For the coin pages (chains/sui/token/reads.ts) it answers `object(address)` (id, version, digest, the `owner` union,
 * `asMoveObject.contents { type { repr } json }`), an owner's `objects(filter: {type})` among the objects the test
 * sets, and `transaction(digest) { effects { objectChanges } }` with the changes the test writes for a digest (the
 * objects a landed publish would create: it runs no Move).
 */

export interface StandInGas {
  computationCost: bigint;
  storageCost: bigint;
  storageRebate: bigint;
  nonRefundableStorageFee: bigint;
}

export interface StandInCoin {
  objectId: string;
  version: string;
  digest: string;
  balance: bigint;
}

/** An object the coin pages read (token/reads.ts): by id, or among an owner's objects of a type. */
export interface StandInObject {
  objectId: string;
  version: string;
  digest: string;
  owner:
    | { kind: 'address'; address: string }
    | { kind: 'shared'; initialSharedVersion: string }
    | { kind: 'immutable' };
  /** The Move type (any form: normalized when compared). */
  type: string;
  json: Record<string, unknown>;
}

/** One entry of a transaction's `effects.objectChanges` as the test sets it (created objects). */
export interface StandInObjectChange {
  address: string;
  idCreated: boolean;
  /** A package (asMovePackage) or an object of a type with its owner. */
  output: { package: true; version: string; digest: string } | Omit<StandInObject, 'objectId' | 'json'>;
}

export const STAND_IN_MAX_MULTI_GET = 200;
export const STAND_IN_MAX_PAYLOAD = 5_000;
/** `maxTransactionPayloadSize`: 128 KiB of transaction in Base64, with the service's rounding. */
export const STAND_IN_MAX_TX_PAYLOAD = Math.ceil((128 * 1024 * 4) / 3);

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
  /** coins.get(`${owner}|0x2::coin::Coin<${coinType}>`) */
  coins: Map<string, StandInCoin[]>;
  /** Objects by id (normalized), for `object(address)` and owners' `objects(filter: {type})`. */
  objects: Map<string, StandInObject>;
  /** A landed transaction's object changes, by digest (answered to `effects { objectChanges }`). */
  objectChanges: Map<string, StandInObjectChange[]>;
  referenceGasPrice: bigint;
  /** The gas a PTB costs here (set by the test). */
  gasOf: (commands: number) => StandInGas;
  /** Digests executed, with their outcome. */
  executed: Map<string, 'SUCCESS' | 'FAILURE'>;
  /** The next n requests answer this HTTP status (a 503, a 429…). */
  failNext(n: number, status: number): void;
  /** The next n executions land, but their answer is lost (HTTP 504): the page must ask by digest before a retry. */
  loseNextExecutions(n: number): void;
  /** The next n executions are refused (a GraphQL error) and do not land. */
  refuseNextExecutions(n: number): void;
  /** Hears every execution that lands, with its bytes and signature (a test may move balances it holds). */
  onExecute: ((bytes: Uint8Array, signature: string) => void) | undefined;
  close(): Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function startSuiGraphqlStandIn(): Promise<SuiGraphqlStandIn> {
  const requests: SuiGraphqlStandIn['requests'] = [];
  const balances: SuiGraphqlStandIn['balances'] = new Map();
  const metadata: SuiGraphqlStandIn['metadata'] = new Map();
  let failures: { left: number; status: number } = { left: 0, status: 503 };
  const coins: SuiGraphqlStandIn['coins'] = new Map();
  const objects: SuiGraphqlStandIn['objects'] = new Map();
  const objectChanges: SuiGraphqlStandIn['objectChanges'] = new Map();
  const ownerJson = (owner: StandInObject['owner']) =>
    owner.kind === 'address'
      ? { __typename: 'AddressOwner', address: { address: owner.address } }
      : owner.kind === 'shared'
        ? { __typename: 'Shared', initialSharedVersion: Number(owner.initialSharedVersion) }
        : { __typename: 'Immutable' };
  const executed: SuiGraphqlStandIn['executed'] = new Map();
  let lostExecutions = 0;
  let refusedExecutions = 0;
  const state: {
    referenceGasPrice: bigint;
    gasOf: (commands: number) => StandInGas;
    onExecute: ((bytes: Uint8Array, signature: string) => void) | undefined;
  } = {
    onExecute: undefined,
    referenceGasPrice: 750n,
    gasOf: (commands: number): StandInGas => ({
      computationCost: 1_000_000n + BigInt(commands) * 1_000n,
      storageCost: BigInt(commands) * 1_976_000n,
      storageRebate: 978_120n,
      nonRefundableStorageFee: 9_880n,
    }),
  };
  const effectsOf = (bytes: Uint8Array, status: 'SUCCESS' | 'FAILURE') => {
    const commands = bcs.TransactionData.parse(bytes).V1?.kind.ProgrammableTransaction?.commands.length ?? 0;
    const gas = state.gasOf(commands);
    return {
      digest: TransactionDataBuilder.getDigestFromBytes(bytes),
      status,
      executionError: null,
      gasEffects: {
        gasSummary: Object.fromEntries(Object.entries(gas).map(([key, value]) => [key, String(value)])),
      },
    };
  };

  const answerSend = async (query: string, variables: Record<string, unknown>): Promise<unknown> => {
    if (query.includes('object(address')) {
      const object = objects.get(normalizeSuiAddress(String(variables.id)));
      return {
        data: {
          object: object
            ? {
                address: object.objectId,
                version: Number(object.version),
                digest: object.digest,
                owner: ownerJson(object.owner),
                asMoveObject: { contents: { type: { repr: normalizeStructTag(object.type) }, json: object.json } },
              }
            : null,
        },
      };
    }
    if (query.includes('objects(') && !coins.has(`${variables.owner}|${variables.type}`)) {
      const normalize = (text: string) => {
        try {
          return normalizeStructTag(text);
        } catch {
          return text;
        }
      };
      const type = normalize(String(variables.type));
      const owner = normalizeSuiAddress(String(variables.owner));
      const list = [...objects.values()].filter(
        (object) =>
          object.owner.kind === 'address' &&
          normalizeSuiAddress(object.owner.address) === owner &&
          normalize(object.type) === type,
      );
      const start = variables.after ? Number(variables.after) : 0;
      const first = Number(variables.first ?? 20);
      if (first > 50) return { data: null, errors: [{ message: 'Page size too large: over 50' }] };
      return {
        data: {
          address: {
            objects: {
              pageInfo: { hasNextPage: start + first < list.length, endCursor: String(start + first) },
              nodes: list.slice(start, start + first).map((object) => ({
                address: object.objectId,
                version: Number(object.version),
                digest: object.digest,
                contents: { type: { repr: normalizeStructTag(object.type) }, json: object.json },
              })),
            },
          },
        },
      };
    }
    if (query.includes('objects(')) {
      const list = coins.get(`${variables.owner}|${variables.type}`) ?? [];
      const start = variables.after ? Number(variables.after) : 0;
      const first = Number(variables.first ?? 20);
      if (first > 50) return { data: null, errors: [{ message: 'Page size too large: over 50' }] };
      const page = list.slice(start, start + first);
      return {
        data: {
          address: {
            objects: {
              pageInfo: { hasNextPage: start + first < list.length, endCursor: String(start + first) },
              nodes: page.map((coin) => ({
                address: coin.objectId,
                version: Number(coin.version),
                digest: coin.digest,
                contents: { json: { id: coin.objectId, balance: String(coin.balance) } },
              })),
            },
          },
        },
      };
    }
    if (query.includes('referenceGasPrice')) {
      return { data: { epoch: { referenceGasPrice: String(state.referenceGasPrice) } } };
    }
    if (query.includes('simulateTransaction')) {
      const transaction = variables.transaction as { bcs: { value: string } };
      const bytes = Uint8Array.from(Buffer.from(transaction.bcs.value, 'base64'));
      return { data: { simulateTransaction: { effects: effectsOf(bytes, 'SUCCESS') } } };
    }
    if (query.includes('executeTransaction')) {
      const bytes = Uint8Array.from(Buffer.from(String(variables.transactionDataBcs), 'base64'));
      const [signature] = variables.signatures as string[];
      const sender = bcs.TransactionData.parse(bytes).V1?.sender;
      try {
        await verifyTransactionSignature(bytes, signature, { address: sender });
      } catch {
        return { data: null, errors: [{ message: 'Invalid user signature: signature is not valid' }] };
      }
      if (refusedExecutions > 0) {
        refusedExecutions -= 1;
        return { data: null, errors: [{ message: 'Transaction refused: object version unavailable for consumption' }] };
      }
      const effects = effectsOf(bytes, 'SUCCESS');
      executed.set(effects.digest, 'SUCCESS');
      state.onExecute?.(bytes, signature);
      if (lostExecutions > 0) {
        lostExecutions -= 1;
        return { lost: true };
      }
      return { data: { executeTransaction: { effects } } };
    }
    if (query.includes('transaction(digest') && query.includes('objectChanges')) {
      const digest = String(variables.digest);
      const status = executed.get(digest);
      const changes = objectChanges.get(digest) ?? [];
      const nodes = changes.map((change) => ({
        address: change.address,
        idCreated: change.idCreated,
        outputState:
          'package' in change.output
            ? {
                version: Number(change.output.version),
                digest: change.output.digest,
                owner: { __typename: 'Immutable' },
                asMoveObject: null,
                asMovePackage: { address: change.address },
              }
            : {
                version: Number(change.output.version),
                digest: change.output.digest,
                owner: ownerJson(change.output.owner),
                asMoveObject: { contents: { type: { repr: normalizeStructTag(change.output.type) } } },
                asMovePackage: null,
              },
      }));
      return { data: { transaction: status ? { effects: { status, objectChanges: { nodes } } } : null } };
    }
    if (query.includes('transaction(digest')) {
      const status = executed.get(String(variables.digest));
      return { data: { transaction: status ? { effects: { status } } : null } };
    }
    return { data: null, errors: [{ message: 'Unknown field' }] };
  };

  const answer = async (body: string): Promise<unknown> => {
    const parsed = JSON.parse(body) as { variables?: Record<string, unknown> };
    // As the service counts: transaction bytes and signatures (simulateTransaction's `transaction`,
    // executeTransaction's `transactionDataBcs` and `signatures`) go against `maxTransactionPayloadSize`, the rest
    // of the request against `maxQueryPayloadSize`.
    const txPayload = ['transaction', 'transactionDataBcs', 'signatures']
      .map((key) => JSON.stringify(parsed.variables?.[key] ?? '').length)
      .reduce((total, size) => total + size, 0);
    if (txPayload > STAND_IN_MAX_TX_PAYLOAD) {
      return {
        data: null,
        errors: [{ message: `Transaction payload too large: over ${STAND_IN_MAX_TX_PAYLOAD} bytes` }],
      };
    }
    if (Buffer.byteLength(body) - txPayload > STAND_IN_MAX_PAYLOAD) {
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
    return answerSend(query, variables);
  };

  const server: Server = createServer((request, response) => {
    // A browser page calls it from another origin (the e2e's custom endpoint): answer CORS as a public endpoint does.
    response.setHeader('access-control-allow-origin', '*');
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'access-control-allow-methods': 'POST',
          'access-control-allow-headers': 'content-type, accept',
        })
        .end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (failures.left > 0) {
        failures = { ...failures, left: failures.left - 1 };
        response.writeHead(failures.status, { 'content-type': 'text/plain' }).end('unavailable');
        return;
      }
      void answer(Buffer.concat(chunks).toString('utf8')).then((result) => {
        if (isRecord(result) && result.lost) {
          response.writeHead(504, { 'content-type': 'text/plain' }).end('gateway timeout');
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    balances,
    metadata,
    coins,
    objects,
    objectChanges,
    executed,
    get referenceGasPrice() {
      return state.referenceGasPrice;
    },
    set referenceGasPrice(price: bigint) {
      state.referenceGasPrice = price;
    },
    get gasOf() {
      return state.gasOf;
    },
    set gasOf(model: (commands: number) => StandInGas) {
      state.gasOf = model;
    },
    failNext(n, status) {
      failures = { left: n, status };
    },
    loseNextExecutions(n) {
      lostExecutions = n;
    },
    refuseNextExecutions(n) {
      refusedExecutions = n;
    },
    get onExecute() {
      return state.onExecute;
    },
    set onExecute(listener) {
      state.onExecute = listener;
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
