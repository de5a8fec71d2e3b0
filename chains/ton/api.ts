import { z } from 'zod';
import { type RetryPolicy, withRetries } from '@/lib/util/retry';

/**
 * The toncenter calls of the TON family, browser-safe (fetch only): API v2's JSON-RPC (POST {base}/v2/jsonRPC, the
 * endpoint @ton/ton's TonClient speaks, answering `{ ok, result }` or `{ ok: false, error, code }`) and API v3's REST
 * reads ({base}/v3/…, e.g. accountStates for many addresses at once). 429, 5xx, timeouts and network failures are
 * retried with backoff (lib/util/retry); anything else throws. Every answer is parsed with zod by the caller's schema.
 * The base is toncenter's `/api` root: TON_API_URL on the server, our proxy's path or the user's endpoint in the page.
 */

export const DEFAULT_TON_API_URL = 'https://toncenter.com/api';
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
  /** toncenter's /api root (or a compatible server, or our proxy); default TON_API_URL, else toncenter.com. */
  apiUrl?: string;
  retries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** TON_API_URL when set (server side), else toncenter; a path is resolved against the page's origin. */
export function tonApiUrl(explicit?: string): string {
  const env = typeof process === 'undefined' ? undefined : process.env.TON_API_URL;
  const url = explicit ?? (env || DEFAULT_TON_API_URL);
  let parsed: URL;
  try {
    parsed = new URL(url, typeof location === 'undefined' ? undefined : location.origin);
  } catch {
    throw new TonApiError(`Not an http(s) URL: "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new TonApiError(`Not an http(s) URL: "${url}"`);
  return url.replace(/\/+$/, '');
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
      const body = (await response.json()) as { error?: unknown };
      detail = typeof body?.error === 'string' ? `: ${body.error}` : '';
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
  // On the server only (the page goes through our proxy, which adds it).
  const apiKey = typeof process === 'undefined' ? undefined : process.env.TON_API_KEY;
  const headers = { accept: 'application/json', ...(apiKey && { 'X-API-Key': apiKey }), ...init.headers };
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
  const url = `${tonApiUrl(options.apiUrl)}/v2/jsonRPC`;
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

/** One API v3 GET; repeated query keys for arrays (toncenter's `address=…&address=…`). */
export async function tonV3Get<T>(
  path: string,
  query: Record<string, string | readonly string[]>,
  schema: z.ZodType<T>,
  options: TonApiOptions = {},
): Promise<T> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of typeof value === 'string' ? [value] : value) search.append(key, item);
  }
  return request(`${tonApiUrl(options.apiUrl)}/v3${path}?${search}`, { method: 'GET' }, schema, options);
}
