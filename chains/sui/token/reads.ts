import { normalizeStructTag, normalizeSuiAddress, parseStructTag } from '@mysten/sui/utils';
import { checkSuiAddress } from '../address';
import { normalizeSuiCoinType } from '../balances';
import type { SuiObjectRef } from '../batch-send';
import { SuiGraphQLError, type SuiGraphQLOptions, suiGraphqlQuery } from '../graphql';
import type { SuiSharedRef } from './manage';
import { suiCurrencyObjectId } from './manage';
import { SUI_COIN_REGISTRY_ID } from './publish';

/**
 * What the coin pages read back over Sui GraphQL (graphql.ts: our relay or the user's endpoint), in the shapes of the
 * schema @mysten/sui 2.33 ships (`Query.transaction(digest).effects.objectChanges`, `Query.object(address)` with its
 * `owner` union and `asMoveObject.contents { type { repr } json }`, `Address.objects(filter: {type})`):
 *
 * - after a publish: the package, the coin type, the `Currency<T>` parked at 0xc (for finalize_registration), the
 *   TreasuryCap, MetadataCap and UpgradeCap;
 * - a coin's state: its registry `Currency<T>` (shared: its initial shared version, name, symbol, description, icon,
 *   decimals, supply state, caps' ids) or, before finalising, the Currency still owned by 0xc; the TreasuryCap (total
 *   supply) and MetadataCap the wallet holds.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export type SuiOwner =
  | { kind: 'address'; address: string }
  | { kind: 'shared'; initialSharedVersion: string }
  | { kind: 'immutable' }
  | { kind: 'object'; address: string }
  | { kind: 'other' };

export interface SuiObjectRead extends SuiObjectRef {
  owner: SuiOwner;
  /** The Move type, normalized (full addresses). */
  type: string;
  json: Record<string, unknown>;
}

const OWNER_FIELDS = `owner { __typename
  ... on AddressOwner { address { address } }
  ... on ObjectOwner { address { address } }
  ... on Shared { initialSharedVersion } }`;

function parseOwner(owner: unknown): SuiOwner {
  if (!isRecord(owner)) return { kind: 'other' };
  const address = isRecord(owner.address) && typeof owner.address.address === 'string' ? owner.address.address : '';
  switch (owner.__typename) {
    case 'AddressOwner':
      return { kind: 'address', address: normalizeSuiAddress(address) };
    case 'ObjectOwner':
      return { kind: 'object', address: normalizeSuiAddress(address) };
    case 'Shared':
      return { kind: 'shared', initialSharedVersion: String(owner.initialSharedVersion) };
    case 'Immutable':
      return { kind: 'immutable' };
    default:
      return { kind: 'other' };
  }
}

const typeOf = (contents: unknown) =>
  isRecord(contents) && isRecord(contents.type) && typeof contents.type.repr === 'string'
    ? normalizeStructTag(contents.type.repr)
    : '';

/** An object by id, or null when the chain has none there (not created yet, or deleted). */
export async function readSuiObject(id: string, options: SuiGraphQLOptions = {}): Promise<SuiObjectRead | null> {
  const data = await suiGraphqlQuery<{ object?: unknown }>(
    `query Object($id: SuiAddress!) {
  object(address: $id) { address version digest ${OWNER_FIELDS} asMoveObject { contents { type { repr } json } } }
}`,
    { id: normalizeSuiAddress(id) },
    options,
  );
  const object = data.object;
  if (!isRecord(object) || typeof object.address !== 'string' || typeof object.digest !== 'string') return null;
  const contents = isRecord(object.asMoveObject) ? object.asMoveObject.contents : undefined;
  return {
    objectId: normalizeSuiAddress(object.address),
    version: String(object.version),
    digest: object.digest,
    owner: parseOwner(object.owner),
    type: typeOf(contents),
    json: isRecord(contents) && isRecord(contents.json) ? contents.json : {},
  };
}

/** Objects of one type an address owns (pages of 50; at most `limit`). */
export async function readSuiOwnedObjects(
  owner: string,
  type: string,
  options: SuiGraphQLOptions & { limit?: number } = {},
): Promise<SuiObjectRead[]> {
  const check = checkSuiAddress(owner);
  if (!check.ok) throw new SuiGraphQLError(`Not a Sui address: "${owner}"`);
  const limit = options.limit ?? 200;
  const found: SuiObjectRead[] = [];
  let after: string | null = null;
  while (found.length < limit) {
    const data: { address?: unknown } = await suiGraphqlQuery(
      `query Owned($owner: SuiAddress!, $type: String!, $first: Int, $after: String) {
  address(address: $owner) {
    objects(first: $first, after: $after, filter: { type: $type }) {
      pageInfo { hasNextPage endCursor }
      nodes { address version digest contents { type { repr } json } }
    }
  }
}`,
      { owner: check.address, type, first: 50, after },
      options,
    );
    const objects = isRecord(data.address) ? data.address.objects : undefined;
    if (!isRecord(objects) || !Array.isArray(objects.nodes) || !isRecord(objects.pageInfo)) break;
    for (const node of objects.nodes) {
      if (!isRecord(node) || typeof node.address !== 'string' || typeof node.digest !== 'string') continue;
      found.push({
        objectId: normalizeSuiAddress(node.address),
        version: String(node.version),
        digest: node.digest,
        owner: { kind: 'address', address: check.address },
        type: typeOf(node.contents),
        json: isRecord(node.contents) && isRecord(node.contents.json) ? node.contents.json : {},
      });
    }
    if (objects.pageInfo.hasNextPage !== true || typeof objects.pageInfo.endCursor !== 'string') break;
    after = objects.pageInfo.endCursor;
  }
  return found.slice(0, limit);
}

export interface SuiPublishedCoin {
  digest: string;
  packageId: string;
  coinType: string;
  /** The Currency<T> owned by 0xc, waiting for finalize_registration (null once finalised or if not found). */
  pendingCurrency: SuiObjectRef | null;
  treasuryCap: SuiObjectRef | null;
  metadataCap: SuiObjectRef | null;
  upgradeCap: SuiObjectRef | null;
}

const FRAMEWORK = normalizeSuiAddress('0x2');

/** A publish's outcome, from its effects' object changes. */
export async function readSuiPublishedCoin(digest: string, options: SuiGraphQLOptions = {}): Promise<SuiPublishedCoin> {
  const data = await suiGraphqlQuery<{ transaction?: unknown }>(
    `query Published($digest: String!) {
  transaction(digest: $digest) {
    effects {
      status
      objectChanges(first: 50) {
        nodes {
          address idCreated
          outputState { version digest ${OWNER_FIELDS} asMoveObject { contents { type { repr } } } asMovePackage { address } }
        }
      }
    }
  }
}`,
    { digest },
    options,
  );
  const effects = isRecord(data.transaction) ? data.transaction.effects : undefined;
  if (!isRecord(effects)) throw new SuiGraphQLError(`The chain does not know transaction ${digest} yet`);
  if (effects.status !== 'SUCCESS') throw new SuiGraphQLError(`Transaction ${digest} failed`);
  const changes =
    isRecord(effects.objectChanges) && Array.isArray(effects.objectChanges.nodes) ? effects.objectChanges.nodes : [];
  let packageId = '';
  const created: { ref: SuiObjectRef; owner: SuiOwner; type: string }[] = [];
  for (const change of changes) {
    if (!isRecord(change) || change.idCreated !== true || !isRecord(change.outputState)) continue;
    const state = change.outputState;
    if (isRecord(state.asMovePackage)) {
      packageId = normalizeSuiAddress(String(change.address));
      continue;
    }
    const contents = isRecord(state.asMoveObject) ? state.asMoveObject.contents : undefined;
    created.push({
      ref: {
        objectId: normalizeSuiAddress(String(change.address)),
        version: String(state.version),
        digest: String(state.digest),
      },
      owner: parseOwner(state.owner),
      type: typeOf(contents),
    });
  }
  if (!packageId) throw new SuiGraphQLError(`Transaction ${digest} published no package`);
  const ofType = (module: string, name: string) =>
    created.find((object) => {
      try {
        const tag = parseStructTag(object.type);
        const inner = tag.typeParams[0];
        return (
          normalizeSuiAddress(tag.address) === FRAMEWORK &&
          tag.module === module &&
          tag.name === name &&
          (name === 'UpgradeCap' || (typeof inner === 'object' && normalizeSuiAddress(inner.address) === packageId))
        );
      } catch {
        return false;
      }
    });
  const currency = ofType('coin_registry', 'Currency');
  const treasury = ofType('coin', 'TreasuryCap');
  const inner = treasury
    ? parseStructTag(treasury.type).typeParams[0]
    : currency
      ? parseStructTag(currency.type).typeParams[0]
      : null;
  if (!inner || typeof inner !== 'object') throw new SuiGraphQLError(`Transaction ${digest} created no coin`);
  return {
    digest,
    packageId,
    coinType: normalizeStructTag(inner),
    pendingCurrency:
      currency && currency.owner.kind === 'address' && currency.owner.address === SUI_COIN_REGISTRY_ID
        ? currency.ref
        : null,
    treasuryCap: treasury?.ref ?? null,
    metadataCap: ofType('coin_registry', 'MetadataCap')?.ref ?? null,
    upgradeCap: ofType('package', 'UpgradeCap')?.ref ?? null,
  };
}

export interface SuiCoinState {
  coinType: string;
  /** The registry's shared Currency<T>, once finalised. */
  currency: (SuiSharedRef & { fields: SuiCurrencyFields }) | null;
  /** The Currency<T> still owned by 0xc: finalize_registration has not run yet. */
  pendingCurrency: (SuiObjectRef & { fields: SuiCurrencyFields }) | null;
  treasuryCap: (SuiObjectRef & { totalSupply: bigint }) | null;
  metadataCap: SuiObjectRef | null;
}

export interface SuiCurrencyFields {
  decimals: number;
  name: string;
  symbol: string;
  description: string;
  iconUrl: string;
  /** The supply state's variant as JSON names it (Unknown, Fixed, BurnOnly), when known. */
  supply: string;
  metadataCap: string;
}

function currencyFields(json: Record<string, unknown>): SuiCurrencyFields {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const variant = (value: unknown): string => {
    if (isRecord(value) && typeof value['@variant'] === 'string') return value['@variant'];
    if (isRecord(value)) return Object.keys(value)[0] ?? '';
    return text(value);
  };
  return {
    decimals: Number(json.decimals ?? 0),
    name: text(json.name),
    symbol: text(json.symbol),
    description: text(json.description),
    iconUrl: text(json.icon_url),
    supply: variant(json.supply),
    metadataCap: variant(json.metadata_cap_id),
  };
}

/** A coin's registry state and the caps `owner` holds: what every manage action is prepared from and read back by. */
export async function readSuiCoinState(
  coinType: string,
  owner: string,
  options: SuiGraphQLOptions = {},
): Promise<SuiCoinState> {
  const type = normalizeSuiCoinType(coinType);
  if (!type) throw new SuiGraphQLError(`Not a coin type: "${coinType}"`);
  const [currency, treasuryCaps, metadataCaps] = await Promise.all([
    readSuiObject(suiCurrencyObjectId(type), options),
    readSuiOwnedObjects(owner, `0x2::coin::TreasuryCap<${type}>`, { ...options, limit: 1 }),
    readSuiOwnedObjects(owner, `0x2::coin_registry::MetadataCap<${type}>`, { ...options, limit: 1 }),
  ]);
  let pending: SuiCoinState['pendingCurrency'] = null;
  if (!currency) {
    const parked = await readSuiOwnedObjects(SUI_COIN_REGISTRY_ID, `0x2::coin_registry::Currency<${type}>`, {
      ...options,
      limit: 1,
    });
    if (parked[0]) pending = { ...parked[0], fields: currencyFields(parked[0].json) };
  }
  const treasury = treasuryCaps[0];
  const supply = treasury && isRecord(treasury.json.total_supply) ? treasury.json.total_supply.value : undefined;
  return {
    coinType: type,
    currency:
      currency && currency.owner.kind === 'shared'
        ? {
            objectId: currency.objectId,
            initialSharedVersion: currency.owner.initialSharedVersion,
            fields: currencyFields(currency.json),
          }
        : null,
    pendingCurrency: pending,
    treasuryCap: treasury
      ? {
          objectId: treasury.objectId,
          version: treasury.version,
          digest: treasury.digest,
          totalSupply: typeof supply === 'string' && /^\d+$/.test(supply) ? BigInt(supply) : 0n,
        }
      : null,
    metadataCap: metadataCaps[0]
      ? { objectId: metadataCaps[0].objectId, version: metadataCaps[0].version, digest: metadataCaps[0].digest }
      : null,
  };
}

/** A shared object's initial shared version (the CoinRegistry's, for finalize_registration). */
export async function readSuiSharedVersion(id: string, options: SuiGraphQLOptions = {}): Promise<string> {
  const object = await readSuiObject(id, options);
  if (object?.owner.kind !== 'shared') throw new SuiGraphQLError(`${id} is not a shared object`);
  return object.owner.initialSharedVersion;
}
