import { type RetryPolicy, withRetries } from '@/lib/util/retry';

/**
 * The TronGrid (java-tron HTTP) calls of the Tron family, browser-safe (fetch only). java-tron answers HTTP 200 with
 * `{"Error": "…"}` for bad input and `{}` for "not found"; TronGrid adds 429 over its rate limit. 429, 5xx, timeouts
 * and network failures are retried with backoff (lib/util/retry); anything else throws. Every answer is checked by the
 * caller's `AnswerCheck`: a zod schema on the server, a hand check on the pages' path (zod is ≈ 25 KiB gzip there). The page passes our relay's URL (/api/rpc/tron); the server uses TRON_API_URL or TronGrid.
 */

export const DEFAULT_TRON_API_URL = 'https://api.trongrid.io';
export const TRON_API_TIMEOUT_MS = 15_000;
export const DEFAULT_TRON_API_RETRIES = 4;
export const DEFAULT_TRON_API_RETRY_DELAY_MS = 500;

export class TronApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TronApiError';
  }
}

export interface TronApiOptions {
  /** Base URL (TronGrid, a java-tron node, or our relay); default TRON_API_URL, else TronGrid. */
  apiUrl?: string;
  retries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** TRON_API_URL when set (server side), else TronGrid. */
export function tronApiUrl(explicit?: string): string {
  const env = typeof process === 'undefined' ? undefined : process.env.TRON_API_URL;
  const url = explicit ?? (env || DEFAULT_TRON_API_URL);
  let parsed: URL;
  try {
    // A path (our relay, /api/rpc/tron) is resolved against the page's origin in the browser.
    parsed = new URL(url, typeof location === 'undefined' ? undefined : location.origin);
  } catch {
    throw new TronApiError(`Not an http(s) URL: "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new TronApiError(`Not an http(s) URL: "${url}"`);
  return url.replace(/\/+$/, '');
}

function isRetryable(error: unknown): boolean {
  if (error instanceof TronApiError) return error.status === 429 || (error.status ?? 0) >= 500;
  // fetch's network failures and AbortSignal.timeout's TimeoutError (not the caller's own abort).
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

function retryAfterMs(error: unknown): number | undefined {
  const value = (error as { retryAfter?: string | null }).retryAfter;
  const seconds = value ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

async function requestOnce(url: string, init: RequestInit, options: TronApiOptions): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? TRON_API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    // fetch says only "fetch failed"; its cause says why (ECONNRESET, ECONNREFUSED…). Kept retryable (network).
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (!(error instanceof TypeError) || !cause) throw error;
    throw Object.assign(new TypeError(`${url}: ${cause.code ?? ''} ${cause.message ?? ''}`.trim()), { cause });
  }
  if (!response.ok) {
    const error = new TronApiError(`${url} answered HTTP ${response.status}`, response.status);
    Object.assign(error, { retryAfter: response.headers.get('retry-after') });
    throw error;
  }
  const json = (await response.json()) as unknown;
  if (json && typeof json === 'object' && 'Error' in json) throw new TronApiError(`${url}: ${String(json.Error)}`);
  return json;
}

/** What checks an answer's shape: a zod schema fits, and so does a hand check (the pages' path keeps zod off). */
export interface AnswerCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { message: string } };
}

/** One API call: POST a JSON body (GET without one), retried; the answer parsed by `schema`. */
export async function tronApiRequest<T>(
  path: string,
  body: unknown,
  schema: AnswerCheck<T>,
  options: TronApiOptions = {},
): Promise<T> {
  const url = `${tronApiUrl(options.apiUrl)}${path}`;
  // On the server only: the browser has no such variable; the pages' calls get the key from our relay
  // (lib/server/net/tron-relay.ts), which adds it on the server.
  const apiKey = typeof process === 'undefined' ? undefined : process.env.TRON_API_KEY;
  const headers: Record<string, string> = { accept: 'application/json', ...(apiKey && { 'TRON-PRO-API-KEY': apiKey }) };
  const init: RequestInit =
    body === undefined
      ? { method: 'GET', headers }
      : { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) };
  const policy: RetryPolicy = {
    retries: options.retries ?? DEFAULT_TRON_API_RETRIES,
    delayMs: options.retryDelayMs ?? DEFAULT_TRON_API_RETRY_DELAY_MS,
    signal: options.signal,
  };
  const json = await withRetries(policy, () => requestOnce(url, init, options), { isRetryable, retryAfterMs });
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new TronApiError(`${url} answered an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

// ---------------------------------------------------------------------------------------------------------------
// Constant (read-only) contract calls

interface ConstantCallAnswer {
  result: { result?: boolean; code?: string; message?: string };
  energy_used?: number;
  constant_result?: string[];
  transaction?: { ret?: { ret?: string }[] };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);
const isString = (value: unknown) => typeof value === 'string';
const isHex = (value: unknown) => typeof value === 'string' && /^([0-9a-fA-F]{2})*$/.test(value);
const isEnergy = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** The first field of a triggerconstantcontract answer that is not what we read, or null when it all is. */
function constantCallFault(answer: unknown): string | null {
  if (!isRecord(answer)) return 'not an object';
  const { result, energy_used, constant_result, transaction } = answer;
  if (!isRecord(result)) return 'result';
  if (!optional(result.result, (value) => typeof value === 'boolean')) return 'result.result';
  if (!optional(result.code, isString)) return 'result.code';
  if (!optional(result.message, isString)) return 'result.message';
  if (!optional(energy_used, isEnergy)) return 'energy_used';
  if (!optional(constant_result, (value) => Array.isArray(value) && value.every(isHex))) return 'constant_result';
  if (transaction === undefined) return null;
  if (!isRecord(transaction)) return 'transaction';
  const ret = transaction.ret;
  const isRet = (entry: unknown) => isRecord(entry) && optional(entry.ret, isString);
  if (!optional(ret, (value) => Array.isArray(value) && value.every(isRet))) return 'transaction.ret';
  return null;
}

/** triggerconstantcontract's answer, checked by hand (this runs in the page: no zod there). */
export const constantCallSchema: AnswerCheck<ConstantCallAnswer> = {
  safeParse(value) {
    const fault = constantCallFault(value);
    return fault === null
      ? { success: true, data: value as ConstantCallAnswer }
      : { success: false, error: { message: `unexpected ${fault}` } };
  },
};

export interface ConstantCallResult {
  /** False when the call reverted or ran out of energy. */
  isSuccess: boolean;
  /** Return data (or revert data), 0x-hex. */
  output: `0x${string}`;
  energyUsed: number;
  /** The node's reason when it did not succeed (decoded from its hex message). */
  message?: string;
}

function hexToText(text: string | undefined): string | undefined {
  if (!text || !/^([0-9a-f]{2})+$/i.test(text)) return text;
  return new TextDecoder().decode(Uint8Array.from(text.match(/../g) ?? [], (byte) => Number.parseInt(byte, 16)));
}

/**
 * /wallet/triggerconstantcontract with raw call data: nothing is signed or broadcast. `owner` and `contract` in 41-hex.
 * The node's refusal before execution (no such contract…) throws; a revert is a result with isSuccess false.
 */
export async function triggerConstantContract(
  call: { owner: string; contract: string; data: string; callValue?: bigint },
  options: TronApiOptions = {},
): Promise<ConstantCallResult> {
  const answer = await tronApiRequest(
    '/wallet/triggerconstantcontract',
    {
      owner_address: call.owner,
      contract_address: call.contract,
      data: call.data.replace(/^0x/, ''),
      ...(call.callValue ? { call_value: Number(call.callValue) } : {}),
      visible: false,
    },
    constantCallSchema,
    options,
  );
  const isFailed = answer.transaction?.ret?.[0]?.ret === 'FAILED';
  if (answer.result.result !== true && !isFailed) {
    throw new TronApiError(
      `triggerconstantcontract: ${answer.result.code ?? 'no result'} ${hexToText(answer.result.message) ?? ''}`.trim(),
    );
  }
  return {
    isSuccess: answer.result.result === true && !isFailed,
    output: `0x${answer.constant_result?.[0] ?? ''}`,
    energyUsed: answer.energy_used ?? 0,
    message: hexToText(answer.result.message),
  };
}
