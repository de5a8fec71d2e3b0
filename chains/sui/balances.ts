import { integerOption, validateOwnerList } from '../owners';
import type { BalanceProgress, OwnerBalance } from '../types';
import { checkSuiAddress, type SuiAddress } from './address';
import { SUI_COIN_TYPE_LONG, SUI_DECIMALS } from './chain';
import { type SuiGraphQLOptions, suiGraphqlQuery } from './graphql';

/**
 * SUI and any coin of many owners in few requests: GraphQL's `multiGetAddresses` reads the balance of up to
 * `ownersPerRequest` addresses in one query (the total of coin objects and the address balance, as
 * `Address.balance(coinType)` answers it). Chunks go out `concurrency` at a time, each retried (graphql.ts).
 *
 * The server's limits (sui-indexer-alt-graphql defaults, read back by `serviceConfig`): `maxMultiGetSize` 200 keys,
 * `maxQueryPayloadSize` 5,000 bytes. 50 owners a request keeps the whole request (query + 50 × 78-byte keys ≈ 4.2 KB)
 * under the payload cap whether or not a server counts the variables in it. 2,000 owners: 40 requests (+ 1 for a
 * coin's metadata).
 */

export const DEFAULT_SUI_OWNERS_PER_REQUEST = 50;
/** `maxMultiGetSize` of Sui's GraphQL service. */
export const SUI_GRAPHQL_MAX_MULTI_GET = 200;
export const DEFAULT_SUI_BALANCE_CONCURRENCY = 4;

export class InvalidSuiOwnerError extends Error {
  constructor(readonly invalid: readonly { index: number; input: string }[]) {
    super(`Owner ${invalid[0].index + 1} is not a Sui address: "${invalid[0].input}"`);
    this.name = 'InvalidSuiOwnerError';
  }
}

export class InvalidSuiCoinTypeError extends Error {
  constructor(
    readonly coinType: string,
    reason: string,
  ) {
    super(`Coin type ${coinType}: ${reason}`);
    this.name = 'InvalidSuiCoinTypeError';
  }
}

const COIN_TYPE = /^0x([0-9a-f]{1,64})::([A-Za-z_][A-Za-z0-9_]*)::([A-Za-z_][A-Za-z0-9_]*)$/i;

/**
 * A coin type as typed (`0x2::sui::SUI`, a package id in short or full form, any case) in the chain's full form
 * (64-hex package id, lowercase; module and struct names keep their case); undefined when it is none. Generic coin
 * types (`…::X<…>`) are not taken.
 */
export function normalizeSuiCoinType(text: string): string | undefined {
  const match = COIN_TYPE.exec(String(text).trim());
  if (!match) return undefined;
  const [, address, module, name] = match;
  return `0x${address.toLowerCase().padStart(64, '0')}::${module}::${name}`;
}

export function isSuiNativeCoinType(coinType: string): boolean {
  return normalizeSuiCoinType(coinType) === SUI_COIN_TYPE_LONG;
}

export interface SuiCoinMetadata {
  coinType: string;
  decimals: number;
  symbol: string;
  name: string;
  description: string;
  iconUrl: string | null;
}

const SUI_METADATA: Omit<SuiCoinMetadata, 'coinType'> = {
  decimals: SUI_DECIMALS,
  symbol: 'SUI',
  name: 'Sui',
  description: '',
  iconUrl: null,
};

const METADATA_QUERY = `query CoinMetadata($coinType: String!) {
  coinMetadata(coinType: $coinType) { decimals symbol name description iconUrl }
}`;

const BALANCES_QUERY = `query Balances($keys: [AddressKey!]!, $coinType: String!) {
  multiGetAddresses(keys: $keys) { address balance(coinType: $coinType) { totalBalance } }
}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A coin's decimals, symbol, name, description and icon (SUI's are known: no request). */
export async function readSuiCoinMetadata(coinType: string, options: SuiGraphQLOptions = {}): Promise<SuiCoinMetadata> {
  const normalized = normalizeSuiCoinType(coinType);
  if (!normalized) throw new InvalidSuiCoinTypeError(coinType, 'not a coin type (0x…::module::NAME)');
  if (normalized === SUI_COIN_TYPE_LONG) return { coinType: normalized, ...SUI_METADATA };
  const data = await suiGraphqlQuery<{ coinMetadata?: unknown }>(METADATA_QUERY, { coinType: normalized }, options);
  const metadata = data.coinMetadata;
  if (metadata === null || metadata === undefined) {
    throw new InvalidSuiCoinTypeError(normalized, 'no coin metadata on chain (no such coin?)');
  }
  if (!isRecord(metadata) || typeof metadata.decimals !== 'number' || !Number.isInteger(metadata.decimals)) {
    throw new InvalidSuiCoinTypeError(normalized, 'the coin metadata answered has no decimals');
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    coinType: normalized,
    decimals: metadata.decimals,
    symbol: text(metadata.symbol),
    name: text(metadata.name),
    description: text(metadata.description),
    iconUrl: typeof metadata.iconUrl === 'string' && metadata.iconUrl ? metadata.iconUrl : null,
  };
}

function decodeChunk(owners: readonly SuiAddress[], data: { multiGetAddresses?: unknown }): OwnerBalance<SuiAddress>[] {
  const entries = data.multiGetAddresses;
  if (!Array.isArray(entries) || entries.length !== owners.length) {
    throw new Error(
      `multiGetAddresses answered ${Array.isArray(entries) ? entries.length : 'no list'} of ${owners.length}`,
    );
  }
  return owners.map((owner, index) => {
    const entry = entries[index];
    if (!isRecord(entry)) return { owner, balance: null, error: 'no answer for this address' };
    if (typeof entry.address === 'string' && checkSuiAddress(entry.address).ok) {
      const answered = checkSuiAddress(entry.address);
      if (answered.ok && answered.address !== owner) throw new Error(`multiGetAddresses answered out of order`);
    }
    // An address that owns none of the coin: a zero balance, or (some servers) a null one.
    if (entry.balance === null || entry.balance === undefined) return { owner, balance: 0n };
    const total = isRecord(entry.balance) ? entry.balance.totalBalance : undefined;
    if (typeof total !== 'string' || !/^\d+$/.test(total))
      return { owner, balance: null, error: 'no balance answered' };
    return { owner, balance: BigInt(total) };
  });
}

export interface ReadSuiBalancesOptions extends SuiGraphQLOptions {
  owners: readonly string[];
  /** A coin type; default SUI. */
  coinType?: string;
  ownersPerRequest?: number;
  concurrency?: number;
  onProgress?: (progress: BalanceProgress) => void;
}

export interface SuiBalancesResult {
  coinType: string;
  symbol: string;
  decimals: number;
  /** In the order of the request's owners. */
  balances: OwnerBalance<SuiAddress>[];
}

/** Balances of `owners` (one result per entry, in order); throws before any request on an invalid owner or coin type. */
export async function readSuiBalances(options: ReadSuiBalancesOptions): Promise<SuiBalancesResult> {
  const owners = validateOwnerList(options.owners, checkSuiAddress, (invalid) => new InvalidSuiOwnerError(invalid));
  const coinType = normalizeSuiCoinType(options.coinType ?? SUI_COIN_TYPE_LONG);
  if (!coinType) throw new InvalidSuiCoinTypeError(String(options.coinType), 'not a coin type (0x…::module::NAME)');
  const perRequest = integerOption(
    'ownersPerRequest',
    options.ownersPerRequest,
    DEFAULT_SUI_OWNERS_PER_REQUEST,
    1,
    SUI_GRAPHQL_MAX_MULTI_GET,
  );
  const concurrency = integerOption('concurrency', options.concurrency, DEFAULT_SUI_BALANCE_CONCURRENCY, 1, 16);
  const metadata = await readSuiCoinMetadata(coinType, options);

  const chunks: SuiAddress[][] = [];
  for (let start = 0; start < owners.length; start += perRequest) chunks.push(owners.slice(start, start + perRequest));
  const results: OwnerBalance<SuiAddress>[][] = new Array(chunks.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const index = next;
      next += 1;
      const chunk = chunks[index];
      const data = await suiGraphqlQuery<{ multiGetAddresses?: unknown }>(
        BALANCES_QUERY,
        { keys: chunk.map((address) => ({ address })), coinType },
        options,
      );
      results[index] = decodeChunk(chunk, data);
      done += chunk.length;
      options.onProgress?.({ done, total: owners.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
  return { coinType, symbol: metadata.symbol, decimals: metadata.decimals, balances: results.flat() };
}
