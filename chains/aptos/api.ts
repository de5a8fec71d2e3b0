import { type RetryPolicy, withRetries } from '@/lib/util/retry';
import { APTOS_MAINNET_FULLNODE_URL } from './chain';

/**
 * Aptos's REST API (a full node's `/v1`) and its indexer GraphQL (`/v1/graphql` on Aptos Labs' gateway) over fetch:
 * browser-safe and small (the balance page loads none of @aptos-labs/ts-sdk). 429, 5xx, timeouts and network failures
 * are retried with backoff (lib/util/retry); a 4xx answer and GraphQL errors are not (asking again changes nothing).
 *
 * An endpoint is the REST base. By default it is Aptos Labs' mainnet reached through our relay (`via`: GET
 * /api/rpc/proxy?url=…, POST /api/rpc/proxy/post?url=…, the host on its allow-list); a user's own endpoint is called
 * directly. The indexer is `${base}/graphql`, as Aptos Labs lays its gateway out.
 */

export const APTOS_HTTP_TIMEOUT_MS = 15_000;
export const DEFAULT_APTOS_RETRIES = 4;
export const DEFAULT_APTOS_RETRY_DELAY_MS = 500;
/** The content type of BCS-encoded signed transactions (simulate and submit). */
export const APTOS_BCS_SIGNED_TRANSACTION = 'application/x.aptos.signed_transaction+bcs';

export interface AptosEndpoint {
  /** The REST base, …/v1 (Aptos Labs' mainnet, a provider's, a node's). */
  base: string;
  /** Our relay's paths, when the base is reached through it. */
  via?: { get: string; post: string };
}

export const APTOS_DEFAULT_ENDPOINT: AptosEndpoint = { base: APTOS_MAINNET_FULLNODE_URL };

export class AptosApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The node's `error_code` (e.g. `account_not_found`, `transaction_not_found`, `vm_error`). */
    readonly errorCode?: string,
  ) {
    super(message);
    this.name = 'AptosApiError';
  }
}

export interface AptosRequestOptions {
  endpoint?: AptosEndpoint;
  retries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Counts requests (tests and benches); called once per HTTP attempt. */
  onRequest?: (method: 'GET' | 'POST', path: string) => void;
}

/** The URL of `path` (`/accounts/0x…`, `/graphql`) on the endpoint, through our relay when it says so. */
export function aptosUrl(endpoint: AptosEndpoint, method: 'GET' | 'POST', path: string): string {
  const base = endpoint.base.replace(/\/+$/, '');
  let parsed: URL;
  try {
    parsed = new URL(base, typeof location === 'undefined' ? undefined : location.origin);
  } catch {
    throw new AptosApiError(`Not an http(s) URL: "${base}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new AptosApiError(`Not an http(s) URL: "${base}"`);
  }
  const target = `${base}${path}`;
  if (!endpoint.via) return target;
  return `${method === 'GET' ? endpoint.via.get : endpoint.via.post}?url=${encodeURIComponent(target)}`;
}

function isRetryable(error: unknown): boolean {
  if (error instanceof AptosApiError) return error.status === 429 || (error.status ?? 0) >= 500;
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

function retryAfterMs(error: unknown): number | undefined {
  const value = (error as { retryAfter?: string | null }).retryAfter;
  const seconds = value ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string | Uint8Array;
  contentType?: string;
}

async function callOnce(call: Call, options: AptosRequestOptions): Promise<unknown> {
  const url = aptosUrl(options.endpoint ?? APTOS_DEFAULT_ENDPOINT, call.method, call.path);
  options.onRequest?.(call.method, call.path);
  const timeout = AbortSignal.timeout(options.timeoutMs ?? APTOS_HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (call.contentType) headers['content-type'] = call.contentType;
  const response = await fetch(url, {
    method: call.method,
    headers,
    body: call.body as BodyInit | undefined,
    signal,
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? null : JSON.parse(text);
  } catch {
    json = undefined;
  }
  if (!response.ok) {
    const answer = (json ?? {}) as { message?: unknown; error_code?: unknown };
    const message = typeof answer.message === 'string' ? answer.message : `HTTP ${response.status}`;
    const error = new AptosApiError(
      `${call.path}: ${message}`,
      response.status,
      typeof answer.error_code === 'string' ? answer.error_code : undefined,
    );
    Object.assign(error, { retryAfter: response.headers.get('retry-after') });
    throw error;
  }
  if (json === undefined) throw new AptosApiError(`${call.path} answered no JSON`, response.status);
  return json;
}

/** One REST call, retried when worth it; its JSON answer. */
export function aptosRequest<T>(call: Call, options: AptosRequestOptions = {}): Promise<T> {
  const policy: RetryPolicy = {
    retries: options.retries ?? DEFAULT_APTOS_RETRIES,
    delayMs: options.retryDelayMs ?? DEFAULT_APTOS_RETRY_DELAY_MS,
    signal: options.signal,
  };
  return withRetries(policy, () => callOnce(call, options), { isRetryable, retryAfterMs }) as Promise<T>;
}

/** One indexer query; its `data`, or an AptosApiError with the first GraphQL error. */
export async function aptosIndexerQuery<T>(
  query: string,
  variables: Record<string, unknown>,
  options: AptosRequestOptions = {},
): Promise<T> {
  const answer = await aptosRequest<unknown>(
    { method: 'POST', path: '/graphql', body: JSON.stringify({ query, variables }), contentType: 'application/json' },
    options,
  );
  if (typeof answer !== 'object' || answer === null) throw new AptosApiError('/graphql answered no JSON object');
  const { data, errors } = answer as { data?: unknown; errors?: { message?: unknown }[] };
  if (Array.isArray(errors) && errors.length > 0) {
    throw new AptosApiError(`/graphql: ${String(errors[0]?.message ?? 'GraphQL error')}`);
  }
  if (typeof data !== 'object' || data === null) throw new AptosApiError('/graphql answered no data');
  return data as T;
}

/** POST /view: a Move view function's return values (JSON, u64 as strings). */
export function aptosView(
  payload: { function: string; type_arguments: string[]; arguments: unknown[] },
  options: AptosRequestOptions = {},
): Promise<unknown[]> {
  return aptosRequest<unknown[]>(
    { method: 'POST', path: '/view', body: JSON.stringify(payload), contentType: 'application/json' },
    options,
  );
}

export interface AptosAccountInfo {
  sequenceNumber: bigint;
  authenticationKey: string;
}

/** GET /accounts/{address}; null for an account not on chain yet (`account_not_found`, 404). */
export async function readAptosAccount(
  address: string,
  options: AptosRequestOptions = {},
): Promise<AptosAccountInfo | null> {
  try {
    const answer = await aptosRequest<{ sequence_number?: unknown; authentication_key?: unknown }>(
      { method: 'GET', path: `/accounts/${address}` },
      options,
    );
    if (typeof answer.sequence_number !== 'string' || !/^\d+$/.test(answer.sequence_number)) {
      throw new AptosApiError(`/accounts/${address} answered no sequence_number`);
    }
    return { sequenceNumber: BigInt(answer.sequence_number), authenticationKey: String(answer.authentication_key) };
  } catch (error) {
    if (error instanceof AptosApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET /estimate_gas_price: the node's gas unit price estimates (octas). */
export async function readAptosGasPrice(
  options: AptosRequestOptions = {},
): Promise<{ gasEstimate: bigint; prioritized: bigint }> {
  const answer = await aptosRequest<{ gas_estimate?: unknown; prioritized_gas_estimate?: unknown }>(
    { method: 'GET', path: '/estimate_gas_price' },
    options,
  );
  if (typeof answer.gas_estimate !== 'number') throw new AptosApiError('/estimate_gas_price answered no gas_estimate');
  const prioritized =
    typeof answer.prioritized_gas_estimate === 'number' ? answer.prioritized_gas_estimate : answer.gas_estimate;
  return { gasEstimate: BigInt(answer.gas_estimate), prioritized: BigInt(prioritized) };
}

/** What the node answers for a transaction (simulated, submitted or read by hash): the fields we use. */
export interface AptosTransactionAnswer {
  type?: string;
  hash: string;
  success?: boolean;
  vm_status?: string;
  gas_used?: string;
  gas_unit_price?: string;
  max_gas_amount?: string;
  sequence_number?: string;
  version?: string;
  events?: { type?: string; data?: Record<string, unknown> }[];
}

/** The storage fee (octas) of a simulated or landed transaction: new accounts and stores are most of it. */
export function aptosStorageFeeOf(answer: AptosTransactionAnswer): bigint {
  const statement = answer.events?.find((event) => event.type === '0x1::transaction_fee::FeeStatement');
  const value = statement?.data?.storage_fee_octas;
  return typeof value === 'string' && /^\d+$/.test(value) ? BigInt(value) : 0n;
}

/**
 * POST /transactions/simulate with the BCS of a transaction signed with a zero signature; the node's one answer.
 * `estimate_max_gas_amount` lets the node cap the simulation's max gas at what the sender can pay (else a wallet
 * holding less than max gas × price fails the simulation on the fee alone).
 */
export async function simulateAptosTransaction(
  signedBcs: Uint8Array,
  options: AptosRequestOptions = {},
): Promise<AptosTransactionAnswer> {
  const answer = await aptosRequest<AptosTransactionAnswer[]>(
    {
      method: 'POST',
      path: '/transactions/simulate?estimate_max_gas_amount=true',
      body: signedBcs,
      contentType: APTOS_BCS_SIGNED_TRANSACTION,
    },
    options,
  );
  if (!Array.isArray(answer) || answer.length !== 1)
    throw new AptosApiError('/transactions/simulate answered no list of one');
  return answer[0];
}

/**
 * POST /transactions with a signed transaction's BCS: the pending transaction. Not retried (a lost answer is resolved
 * by asking for the hash, known before sending, never by sending again).
 */
export function submitAptosTransaction(
  signedBcs: Uint8Array,
  options: AptosRequestOptions = {},
): Promise<AptosTransactionAnswer> {
  return aptosRequest<AptosTransactionAnswer>(
    { method: 'POST', path: '/transactions', body: signedBcs, contentType: APTOS_BCS_SIGNED_TRANSACTION },
    { ...options, retries: 0 },
  );
}

/** GET /transactions/by_hash/{hash}; null when the node does not know it (never submitted, or expired). */
export async function readAptosTransaction(
  hash: string,
  options: AptosRequestOptions = {},
): Promise<AptosTransactionAnswer | null> {
  try {
    return await aptosRequest<AptosTransactionAnswer>(
      { method: 'GET', path: `/transactions/by_hash/${hash}` },
      options,
    );
  } catch (error) {
    if (error instanceof AptosApiError && error.status === 404) return null;
    throw error;
  }
}
