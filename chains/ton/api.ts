import { z } from 'zod';
import { type RetryPolicy, withRetries } from '@/lib/util/retry';

/**
 * The toncenter calls of the TON family, browser-safe (fetch only). Two APIs:
 * - v2 JSON-RPC: POST to one URL (`{ id, jsonrpc, method, params }` → `{ ok, result }` or `{ ok: false, error, code }`),
 *   the endpoint @ton/ton's TonClient takes. In the page it is our passthrough /api/rpc/json-rpc/ton (which relays to
 *   TON_RPC_UPSTREAMS with the key in the upstream URL) or the user's own endpoint.
 * - v3 REST reads (GET {v3}/accountStates?address=…&address=…): many accounts per request. Used only when a v3 root
 *   is known: given, or derived from a toncenter-shaped v2 URL (…/api/v2/jsonRPC → …/api/v3). In the page our relay
 *   /api/rpc/json-rpc/ton/v3 serves accountStates (lib/server/net/ton-v3.ts); without a v3 root balances take one v2
 *   call per account (chains/ton/balances.ts).
 * 429, 5xx, timeouts and network failures are retried with backoff (lib/util/retry); anything else throws. Every
 * answer is parsed with zod.
 */

export const DEFAULT_TON_JSONRPC_URL = 'https://toncenter.com/api/v2/jsonRPC';
export const TON_API_TIMEOUT_MS = 15_000;
export const DEFAULT_TON_API_RETRIES = 4;
export const DEFAULT_TON_API_RETRY_DELAY_MS = 500;

export class TonApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TonApiError';
  }
}

export interface TonApiOptions {
  /** The v2 JSON-RPC endpoint (a path such as /api/rpc/json-rpc/ton is resolved against the page); default toncenter. */
  jsonRpcUrl?: string;
  /** The v3 root for batched reads; default derived from a toncenter-shaped jsonRpcUrl; null: never use v3. */
  v3Url?: string | null;
  retries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

function checkedUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, typeof location === 'undefined' ? undefined : location.origin);
  } catch {
    throw new TonApiError(`Not an http(s) URL: "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new TonApiError(`Not an http(s) URL: "${url}"`);
  return url;
}

export function tonJsonRpcUrl(options: TonApiOptions = {}): string {
  return checkedUrl(options.jsonRpcUrl ?? DEFAULT_TON_JSONRPC_URL);
}

/** The v3 root to batch reads with, or undefined (v2 only). */
export function tonV3Url(options: TonApiOptions = {}): string | undefined {
  if (options.v3Url === null) return undefined;
  if (options.v3Url !== undefined) return checkedUrl(options.v3Url).replace(/\/+$/, '');
  const match = /^(.*\/api)\/v2\/jsonRPC(\?.*)?$/.exec(tonJsonRpcUrl(options));
  // toncenter takes its key as ?api_key= on either API.
  return match ? `${match[1]}/v3${match[2] ?? ''}` : undefined;
}

function isRetryable(error: unknown): boolean {
  if (error instanceof TonApiError) return error.status === 429 || (error.status ?? 0) >= 500;
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

function retryAfterMs(error: unknown): number | undefined {
  const value = (error as { retryAfter?: string | null }).retryAfter;
  const seconds = value ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

async function requestOnce(url: string, init: RequestInit, options: TonApiOptions): Promise<unknown> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? TON_API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    if (!(error instanceof TypeError) || !cause) throw error;
    throw Object.assign(new TypeError(`${url}: ${cause.code ?? ''} ${cause.message ?? ''}`.trim()), { cause });
  }
  if (!response.ok) {
    let detail = '';
    try {
      // toncenter answers { error }; our relays' own refusals are envelopes { code, message }.
      const body = (await response.json()) as { error?: unknown; message?: unknown };
      const reason = typeof body?.error === 'string' ? body.error : body?.message;
      detail = typeof reason === 'string' ? `: ${reason}` : '';
    } catch {
      detail = '';
    }
    const error = new TonApiError(`${url} answered HTTP ${response.status}${detail}`, response.status);
    Object.assign(error, { retryAfter: response.headers.get('retry-after') });
    throw error;
  }
  return (await response.json()) as unknown;
}

async function request<T>(url: string, init: RequestInit, schema: z.ZodType<T>, options: TonApiOptions): Promise<T> {
  const headers = { accept: 'application/json', ...init.headers };
  const policy: RetryPolicy = {
    retries: options.retries ?? DEFAULT_TON_API_RETRIES,
    delayMs: options.retryDelayMs ?? DEFAULT_TON_API_RETRY_DELAY_MS,
    signal: options.signal,
  };
  const json = await withRetries(policy, () => requestOnce(url, { ...init, headers }, options), {
    isRetryable,
    retryAfterMs,
  });
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new TonApiError(`${url} answered an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

const rpcAnswer = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({ ok: z.literal(false), error: z.string(), code: z.number().optional() }),
]);

/** One API v2 JSON-RPC call; `result` parsed by `schema`. An `ok: false` answer with HTTP 200 throws. */
export async function tonRpc<T>(
  method: string,
  params: Record<string, unknown>,
  schema: z.ZodType<T>,
  options: TonApiOptions = {},
): Promise<T> {
  const url = tonJsonRpcUrl(options);
  const body = JSON.stringify({ id: 1, jsonrpc: '2.0', method, params });
  const answer = await request(
    url,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body },
    rpcAnswer,
    options,
  );
  if (!answer.ok) throw new TonApiError(`${method}: ${answer.error}`, answer.code);
  const result = schema.safeParse(answer.result);
  if (!result.success) throw new TonApiError(`${method} answered an unexpected shape: ${result.error.message}`);
  return result.data;
}

/** One API v3 GET; repeated query keys for arrays (toncenter's `address=…&address=…`). Throws without a v3 root. */
export async function tonV3Get<T>(
  path: string,
  query: Record<string, string | readonly string[]>,
  schema: z.ZodType<T>,
  options: TonApiOptions = {},
): Promise<T> {
  const root = tonV3Url(options);
  if (!root) throw new TonApiError('No toncenter v3 endpoint for this API');
  const [base, rootQuery] = root.split('?');
  const search = new URLSearchParams(rootQuery);
  for (const [key, value] of Object.entries(query)) {
    for (const item of typeof value === 'string' ? [value] : value) search.append(key, item);
  }
  return request(`${base}${path}?${search}`, { method: 'GET' }, schema, options);
}
