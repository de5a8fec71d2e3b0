import 'server-only';
import { tronApiKey, tronApiUrl } from './payment-config';

/**
 * POST to a TronGrid (java-tron HTTP API) endpoint. java-tron answers HTTP 200 with `{"Error": "…"}` for bad input and
 * `{}` for "not found"; TronGrid adds 429 (rate limit) and the usual 5xx. Rate limits, 5xx and timeouts are retried
 * with backoff; anything else throws, so that a failure is never read as "no such transaction".
 */
export const TRON_GRID_TIMEOUT_MS = 15_000;
export const TRON_GRID_ATTEMPTS = 4;
const RETRY_BASE_DELAY_MS = 300;

export class TronGridError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TronGridError';
  }
}

function isRetryable(error: unknown): boolean {
  if (error instanceof TronGridError) return error.status === 429 || (error.status ?? 0) >= 500;
  // fetch's network failures and AbortSignal.timeout's TimeoutError.
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

async function postOnce<T>(url: string, body: unknown): Promise<T> {
  const apiKey = tronApiKey();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': 'application/json',
      ...(apiKey && { 'TRON-PRO-API-KEY': apiKey }),
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TRON_GRID_TIMEOUT_MS),
  });
  if (!response.ok) throw new TronGridError(`TronGrid ${url} answered HTTP ${response.status}`, response.status);
  const json = (await response.json()) as unknown;
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw new TronGridError(`TronGrid ${url} answered something other than a JSON object`);
  }
  if ('Error' in json) throw new TronGridError(`TronGrid ${url}: ${String(json.Error)}`);
  return json as T;
}

export async function postTronGrid<T>(path: string, body: unknown): Promise<T> {
  const url = `${tronApiUrl()}${path}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await postOnce<T>(url, body);
    } catch (error) {
      if (attempt >= TRON_GRID_ATTEMPTS || !isRetryable(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_BASE_DELAY_MS * 2 ** (attempt - 1)));
    }
  }
}
