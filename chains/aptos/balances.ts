import { sha3_256 } from '@noble/hashes/sha3';
import { integerOption, validateOwnerList } from '../owners';
import type { BalanceProgress, OwnerBalance } from '../types';
import { type AptosAddress, checkAptosAddress } from './address';
import { type AptosRequestOptions, aptosIndexerQuery } from './api';
import { APT_DECIMALS, APT_FA_METADATA, APTOS_COIN_TYPE } from './chain';

/**
 * APT, a coin or a fungible asset of many owners in few requests: the indexer's `current_fungible_asset_balances`
 * filtered by `owner_address _in [owners]` reads up to `ownersPerRequest` owners in one query. Aptos's REST API has no
 * call that reads many accounts (a view function, `0x1::coin::balance` or `0x1::primary_fungible_store::balance`,
 * answers one owner per request: 2,000 owners would be 2,000 requests).
 *
 * A coin and the fungible asset it migrated to (AIP-63: APT ↔ 0xa, any other coin ↔ the object named by its type
 * under 0xa) are read together, as @aptos-labs/ts-sdk's getAccountCoinAmount reads them (`asset_type _in [coin,
 * fa]`): an owner's primary stores of either are summed (one row each, by `storage_id`), which is what
 * `0x1::coin::balance` answers on chain. Secondary stores (`is_primary: false`) are not an account's balance.
 * 2,000 owners: 40 requests (+ 1 for a token's metadata; APT's is known).
 */

export const DEFAULT_APTOS_OWNERS_PER_REQUEST = 50;
/** Our bound on owners a query (the `_in` list and its answer stay small: ≈ 3.5 KB of owners at 50). */
export const APTOS_MAX_OWNERS_PER_REQUEST = 100;
export const DEFAULT_APTOS_BALANCE_CONCURRENCY = 4;

export class InvalidAptosOwnerError extends Error {
  constructor(readonly invalid: readonly { index: number; input: string }[]) {
    super(`Owner ${invalid[0].index + 1} is not an Aptos address: "${invalid[0].input}"`);
    this.name = 'InvalidAptosOwnerError';
  }
}

export class InvalidAptosAssetError extends Error {
  constructor(
    readonly asset: string,
    reason: string,
  ) {
    super(`Token ${asset}: ${reason}`);
    this.name = 'InvalidAptosAssetError';
  }
}

/** A coin type (`0x1::aptos_coin::AptosCoin`) or a fungible asset's metadata object address. */
export type AptosAsset =
  | { kind: 'coin'; coinType: string; fa: AptosAddress }
  | { kind: 'fa'; fa: AptosAddress; coinType?: undefined };

const COIN_TYPE = /^0x([0-9a-f]{1,64})::([A-Za-z_][A-Za-z0-9_]*)::([A-Za-z_][A-Za-z0-9_]*)$/i;

/** AIP-40 in type names: special addresses (0x0–0xf) short, the others in 64 digits. */
function typeAddress(hex: string): string {
  const long = hex.toLowerCase().padStart(64, '0');
  return /^0{63}[0-9a-f]$/.test(long) ? `0x${long.slice(63)}` : `0x${long}`;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The object address `sha3_256(creator ‖ seed ‖ 0xFE)` (object::create_named_object), as the SDK's createObjectAddress. */
export function aptosObjectAddress(creator: string, seed: string): AptosAddress {
  const owner = checkAptosAddress(creator);
  if (!owner.ok) throw new TypeError(`Not an Aptos address: ${creator}`);
  const creatorBytes = Uint8Array.from(owner.address.slice(2).match(/../g) ?? [], (byte) => Number.parseInt(byte, 16));
  const seedBytes = new TextEncoder().encode(seed);
  const input = new Uint8Array(creatorBytes.length + seedBytes.length + 1);
  input.set(creatorBytes, 0);
  input.set(seedBytes, creatorBytes.length);
  input[input.length - 1] = 0xfe;
  return `0x${toHex(sha3_256(input))}`;
}

/** A coin type or FA metadata address as typed, in the chain's form; undefined when it is neither. */
export function parseAptosAsset(text: string): AptosAsset | undefined {
  const candidate = String(text).trim();
  const coin = COIN_TYPE.exec(candidate);
  if (coin) {
    const coinType = `${typeAddress(coin[1])}::${coin[2]}::${coin[3]}`;
    const fa =
      coinType === APTOS_COIN_TYPE ? (APT_FA_METADATA as AptosAddress) : aptosObjectAddress(APT_FA_METADATA, coinType);
    return { kind: 'coin', coinType, fa };
  }
  const address = checkAptosAddress(candidate);
  if (address.ok && candidate.toLowerCase().startsWith('0x')) {
    if (address.address === APT_FA_METADATA) return parseAptosAsset(APTOS_COIN_TYPE);
    return { kind: 'fa', fa: address.address };
  }
  return undefined;
}

/** The asset's key as the page and CSV name it: the coin type, or the FA metadata address. */
export function aptosAssetKey(asset: AptosAsset): string {
  return asset.kind === 'coin' ? asset.coinType : asset.fa;
}

export function isAptNative(text: string): boolean {
  const asset = parseAptosAsset(text);
  return asset?.kind === 'coin' && asset.coinType === APTOS_COIN_TYPE;
}

const assetTypes = (asset: AptosAsset) => (asset.kind === 'coin' ? [asset.coinType, asset.fa] : [asset.fa]);

export interface AptosAssetMetadata {
  asset: string;
  symbol: string;
  name: string;
  decimals: number;
}

const METADATA_QUERY = `query AssetMetadata($types: [String!]!) {
  fungible_asset_metadata(where: { asset_type: { _in: $types } }) { asset_type symbol name decimals }
}`;

const BALANCES_QUERY = `query Balances($owners: [String!]!, $types: [String!]!, $limit: Int!) {
  current_fungible_asset_balances(
    where: { owner_address: { _in: $owners }, asset_type: { _in: $types }, is_primary: { _eq: true } }
    limit: $limit
  ) { owner_address storage_id asset_type amount }
}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Symbol, name and decimals of a coin or fungible asset (APT's known: no request). */
export async function readAptosAssetMetadata(
  text: string,
  options: AptosRequestOptions = {},
): Promise<AptosAssetMetadata> {
  const asset = parseAptosAsset(text);
  if (!asset) throw new InvalidAptosAssetError(text, 'not a coin type (0x…::module::Name) or an asset address (0x…)');
  const key = aptosAssetKey(asset);
  if (key === APTOS_COIN_TYPE) return { asset: key, symbol: 'APT', name: 'Aptos Coin', decimals: APT_DECIMALS };
  const data = await aptosIndexerQuery<{ fungible_asset_metadata?: unknown }>(
    METADATA_QUERY,
    { types: assetTypes(asset) },
    options,
  );
  const rows = Array.isArray(data.fungible_asset_metadata) ? data.fungible_asset_metadata.filter(isRecord) : [];
  const row = rows.find((entry) => typeof entry.decimals === 'number' && Number.isInteger(entry.decimals));
  if (!row) throw new InvalidAptosAssetError(key, 'no such coin or fungible asset on chain (no metadata)');
  const text_ = (value: unknown) => (typeof value === 'string' ? value : '');
  return { asset: key, symbol: text_(row.symbol), name: text_(row.name), decimals: row.decimals as number };
}

function decodeChunk(owners: readonly AptosAddress[], rows: unknown, limit: number): OwnerBalance<AptosAddress>[] {
  if (!Array.isArray(rows)) throw new Error('current_fungible_asset_balances answered no list');
  if (rows.length >= limit) throw new Error(`current_fungible_asset_balances answered ${rows.length} rows, the limit`);
  const totals = new Map<string, bigint>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (!isRecord(row)) continue;
    const owner = typeof row.owner_address === 'string' ? checkAptosAddress(row.owner_address) : undefined;
    if (!owner?.ok) continue;
    const storage = String(row.storage_id ?? '');
    if (seen.has(storage)) continue;
    seen.add(storage);
    const amount =
      typeof row.amount === 'number'
        ? BigInt(row.amount)
        : /^\d+$/.test(String(row.amount))
          ? BigInt(String(row.amount))
          : null;
    if (amount === null) throw new Error(`current_fungible_asset_balances answered no amount for ${owner.address}`);
    totals.set(owner.address, (totals.get(owner.address) ?? 0n) + amount);
  }
  // An owner without a row holds none of the asset (or has no account yet).
  return owners.map((owner) => ({ owner, balance: totals.get(owner) ?? 0n }));
}

export interface ReadAptosBalancesOptions extends AptosRequestOptions {
  owners: readonly string[];
  /** A coin type or FA metadata address; default APT. */
  asset?: string;
  ownersPerRequest?: number;
  concurrency?: number;
  onProgress?: (progress: BalanceProgress) => void;
}

export interface AptosBalancesResult {
  asset: string;
  symbol: string;
  decimals: number;
  /** In the order of the request's owners. */
  balances: OwnerBalance<AptosAddress>[];
}

/** Balances of `owners` (one result per entry, in order); throws before any request on an invalid owner or asset. */
export async function readAptosBalances(options: ReadAptosBalancesOptions): Promise<AptosBalancesResult> {
  const owners = validateOwnerList(options.owners, checkAptosAddress, (invalid) => new InvalidAptosOwnerError(invalid));
  const assetText = options.asset ?? APTOS_COIN_TYPE;
  const asset = parseAptosAsset(assetText);
  if (!asset)
    throw new InvalidAptosAssetError(assetText, 'not a coin type (0x…::module::Name) or an asset address (0x…)');
  const perRequest = integerOption(
    'ownersPerRequest',
    options.ownersPerRequest,
    DEFAULT_APTOS_OWNERS_PER_REQUEST,
    1,
    APTOS_MAX_OWNERS_PER_REQUEST,
  );
  const concurrency = integerOption('concurrency', options.concurrency, DEFAULT_APTOS_BALANCE_CONCURRENCY, 1, 16);
  const metadata = await readAptosAssetMetadata(assetText, options);
  const types = assetTypes(asset);
  // At most one primary store per owner and asset type; one row more than that shows an answer cut short.
  const limit = perRequest * types.length + 1;

  const chunks: AptosAddress[][] = [];
  for (let start = 0; start < owners.length; start += perRequest) chunks.push(owners.slice(start, start + perRequest));
  const results: OwnerBalance<AptosAddress>[][] = new Array(chunks.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const index = next;
      next += 1;
      const chunk = chunks[index];
      const data = await aptosIndexerQuery<{ current_fungible_asset_balances?: unknown }>(
        BALANCES_QUERY,
        { owners: chunk, types, limit },
        options,
      );
      results[index] = decodeChunk(chunk, data.current_fungible_asset_balances, limit);
      done += chunk.length;
      options.onProgress?.({ done, total: owners.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, chunks.length) }, worker));
  return {
    asset: aptosAssetKey(asset),
    symbol: metadata.symbol,
    decimals: metadata.decimals,
    balances: results.flat(),
  };
}
