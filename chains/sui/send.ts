import { minAmount } from '@/lib/fees/decimal';
import { checkSuiAddress } from './address';
import { normalizeSuiCoinType } from './balances';
import type { SuiObjectRef } from './batch-send';
import { SuiGraphQLError, type SuiGraphQLOptions, suiGraphqlQuery } from './graphql';
import { SUI_PROTOCOL_LIMITS } from './limits';

/**
 * The reads and writes a send needs, over Sui GraphQL (graphql.ts: fetch, retried, our relay or the user's endpoint):
 * the wallet's coin objects of a type, the reference gas price, a PTB's simulation (its gas, and whether it would
 * abort), execution of signed bytes, and a transaction's status by digest (asked before any retry, so a PTB that landed
 * is never sent twice). Shapes: Sui GraphQL RPC's schema as @mysten/sui 2.33 ships it (`Address.objects`,
 * `Epoch.referenceGasPrice`, `Query.simulateTransaction`, `Mutation.executeTransaction`, `Query.transaction`).
 */

export interface SuiCoinObject extends SuiObjectRef {
  balance: bigint;
}

/** `maxPageSize` of Sui's GraphQL service. */
const PAGE = 50;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const COINS_QUERY = `query Coins($owner: SuiAddress!, $type: String!, $first: Int, $after: String) {
  address(address: $owner) {
    objects(first: $first, after: $after, filter: { type: $type }) {
      pageInfo { hasNextPage endCursor }
      nodes { address version digest contents { json } }
    }
  }
}`;

/** Every coin object of `coinType` the owner holds (pages of 50), largest first. */
export async function readSuiCoins(
  owner: string,
  coinType: string,
  options: SuiGraphQLOptions = {},
): Promise<SuiCoinObject[]> {
  const check = checkSuiAddress(owner);
  if (!check.ok) throw new SuiGraphQLError(`Not a Sui address: "${owner}"`);
  const normalized = normalizeSuiCoinType(coinType);
  if (!normalized) throw new SuiGraphQLError(`Not a coin type: "${coinType}"`);
  const coins: SuiCoinObject[] = [];
  let after: string | null = null;
  for (;;) {
    const data: { address?: unknown } = await suiGraphqlQuery(
      COINS_QUERY,
      { owner: check.address, type: `0x2::coin::Coin<${normalized}>`, first: PAGE, after },
      options,
    );
    const objects = isRecord(data.address) ? data.address.objects : undefined;
    if (!isRecord(objects) || !Array.isArray(objects.nodes) || !isRecord(objects.pageInfo)) break;
    for (const node of objects.nodes) {
      if (!isRecord(node) || typeof node.address !== 'string' || typeof node.digest !== 'string') continue;
      const json = isRecord(node.contents) && isRecord(node.contents.json) ? node.contents.json : {};
      const balance = typeof json.balance === 'string' && /^\d+$/.test(json.balance) ? BigInt(json.balance) : 0n;
      coins.push({ objectId: node.address, version: String(node.version), digest: node.digest, balance });
    }
    if (objects.pageInfo.hasNextPage !== true || typeof objects.pageInfo.endCursor !== 'string') break;
    after = objects.pageInfo.endCursor;
  }
  return coins.sort((a, b) => (a.balance === b.balance ? 0 : a.balance > b.balance ? -1 : 1));
}

export async function readSuiReferenceGasPrice(options: SuiGraphQLOptions = {}): Promise<bigint> {
  const data = await suiGraphqlQuery<{ epoch?: { referenceGasPrice?: unknown } }>(
    'query { epoch { referenceGasPrice } }',
    {},
    options,
  );
  const price = data.epoch?.referenceGasPrice;
  if (typeof price !== 'string' || !/^\d+$/.test(price)) throw new SuiGraphQLError('No reference gas price answered');
  return BigInt(price);
}

export interface SuiGasSummary {
  computationCost: bigint;
  storageCost: bigint;
  storageRebate: bigint;
  nonRefundableStorageFee: bigint;
}

export type SuiExecutionStatus = 'SUCCESS' | 'FAILURE';

export interface SuiEffects {
  status: SuiExecutionStatus;
  /** The abort or error the chain reports for a failed PTB. */
  error: string | null;
  gas: SuiGasSummary;
}

const EFFECTS_FIELDS = `status executionError { message }
  gasEffects { gasSummary { computationCost storageCost storageRebate nonRefundableStorageFee } }`;

function parseEffects(effects: unknown): SuiEffects {
  if (!isRecord(effects) || (effects.status !== 'SUCCESS' && effects.status !== 'FAILURE')) {
    throw new SuiGraphQLError('No transaction effects answered');
  }
  const summary =
    isRecord(effects.gasEffects) && isRecord(effects.gasEffects.gasSummary) ? effects.gasEffects.gasSummary : {};
  const amount = (value: unknown) => (typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : 0n);
  const error = isRecord(effects.executionError) ? String(effects.executionError.message ?? 'execution failed') : null;
  return {
    status: effects.status,
    error,
    gas: {
      computationCost: amount(summary.computationCost),
      storageCost: amount(summary.storageCost),
      storageRebate: amount(summary.storageRebate),
      nonRefundableStorageFee: amount(summary.nonRefundableStorageFee),
    },
  };
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** The dry run: what the PTB would do now (checks on), before anyone signs it. */
export async function simulateSuiPtb(bytes: Uint8Array, options: SuiGraphQLOptions = {}): Promise<SuiEffects> {
  const data = await suiGraphqlQuery<{ simulateTransaction?: { effects?: unknown } }>(
    `query Simulate($transaction: JSON!) {
  simulateTransaction(transaction: $transaction, checksEnabled: true) { effects { ${EFFECTS_FIELDS} } }
}`,
    { transaction: { bcs: { value: toBase64(bytes) } } },
    options,
  );
  return parseEffects(data.simulateTransaction?.effects);
}

/** 1,000 gas units at the gas price on top of the computation, as @mysten/sui's resolver adds. */
export const SUI_GAS_SAFE_OVERHEAD = 1000n;

/**
 * A gas budget from a simulation, by @mysten/sui's rule (client/core-resolver's computeGasBudget): computation plus
 * 1,000 × gas price, plus storage less the rebate when that is more; never past `max_tx_gas`.
 */
export function suiGasBudget(gas: SuiGasSummary, gasPrice: bigint): bigint {
  const computation = gas.computationCost + SUI_GAS_SAFE_OVERHEAD * gasPrice;
  const withStorage = computation + gas.storageCost - gas.storageRebate;
  const budget = withStorage > computation ? withStorage : computation;
  return minAmount(budget, SUI_PROTOCOL_LIMITS.maxTxGas);
}

export interface SuiExecuted extends SuiEffects {
  digest: string;
}

/** Sends signed bytes; the effects as the node reports them (a FAILURE still charged gas). */
export async function executeSuiPtb(
  bytes: Uint8Array,
  signatures: readonly string[],
  options: SuiGraphQLOptions = {},
): Promise<SuiExecuted> {
  const data = await suiGraphqlQuery<{ executeTransaction?: { effects?: unknown } }>(
    `mutation Execute($transactionDataBcs: Base64!, $signatures: [Base64!]!) {
  executeTransaction(transactionDataBcs: $transactionDataBcs, signatures: $signatures) {
    effects { digest ${EFFECTS_FIELDS} }
  }
}`,
    { transactionDataBcs: toBase64(bytes), signatures },
    // Never retried blindly: a send that timed out may have landed; the caller asks the chain by digest first.
    { ...options, retries: 0 },
  );
  const effects = data.executeTransaction?.effects;
  const parsed = parseEffects(effects);
  const digest = isRecord(effects) && typeof effects.digest === 'string' ? effects.digest : '';
  return { ...parsed, digest };
}

/** What the chain knows of a digest: its outcome, or 'unknown' (never executed, or not indexed yet). */
export async function readSuiTransactionStatus(
  digest: string,
  options: SuiGraphQLOptions = {},
): Promise<SuiExecutionStatus | 'unknown'> {
  const data = await suiGraphqlQuery<{ transaction?: { effects?: { status?: unknown } } | null }>(
    'query Status($digest: String!) { transaction(digest: $digest) { effects { status } } }',
    { digest },
    options,
  );
  const status = data.transaction?.effects?.status;
  return status === 'SUCCESS' || status === 'FAILURE' ? status : 'unknown';
}
