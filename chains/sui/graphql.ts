import { type RetryPolicy, withRetries } from '@/lib/util/retry';
import { SUI_MAINNET_GRAPHQL_URL } from './chain';

/**
 * Sui GraphQL RPC over fetch, browser-safe and small: a POST of `{query, variables}`, the same request
 * @mysten/sui's SuiGraphQLClient.query sends (that client also loads `graphql`'s printer and the whole core client, which
 * a balance page does not need). 429, 5xx, timeouts and network failures are retried with backoff (lib/util/retry);
 * GraphQL errors in a 200 answer are not (the query or a limit is wrong, and asking again changes nothing).
 */

export const SUI_GRAPHQL_TIMEOUT_MS = 15_000;
export const DEFAULT_SUI_GRAPHQL_RETRIES = 4;
export const DEFAULT_SUI_GRAPHQL_RETRY_DELAY_MS = 500;

export class SuiGraphQLError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SuiGraphQLError';
  }
}

export interface SuiGraphQLOptions {
  /** The GraphQL endpoint (mainnet's, a provider's, or our relay's path); default mainnet's. */
  url?: string;
  retries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Counts requests (tests and benches); called once per HTTP attempt. */
  onRequest?: () => void;
}

export function suiGraphqlUrl(explicit?: string): string {
  const url = explicit || SUI_MAINNET_GRAPHQL_URL;
  let parsed: URL;
  try {
    // A path (our relay) is resolved against the page's origin in the browser.
    parsed = new URL(url, typeof location === 'undefined' ? undefined : location.origin);
  } catch {
    throw new SuiGraphQLError(`Not an http(s) URL: "${url}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new SuiGraphQLError(`Not an http(s) URL: "${url}"`);
  }
  return url;
}

function isRetryable(error: unknown): boolean {
  if (error instanceof SuiGraphQLError) return error.status === 429 || (error.status ?? 0) >= 500;
  return error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError');
}

function retryAfterMs(error: unknown): number | undefined {
  const value = (error as { retryAfter?: string | null }).retryAfter;
  const seconds = value ? Number(value) : Number.NaN;
  return Number.isFinite(seconds) ? seconds * 1000 : undefined;
}

async function postOnce(url: string, body: string, options: SuiGraphQLOptions): Promise<unknown> {
  options.onRequest?.();
  const timeout = AbortSignal.timeout(options.timeoutMs ?? SUI_GRAPHQL_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const response = await fetch(url, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body,
    signal,
  });
  if (!response.ok) {
    const error = new SuiGraphQLError(`${url} answered HTTP ${response.status}`, response.status);
    Object.assign(error, { retryAfter: response.headers.get('retry-after') });
    throw error;
  }
  return response.json();
}

/** One query; its `data`, or a SuiGraphQLError with the server's first error message. */
export async function suiGraphqlQuery<T>(
  query: string,
  variables: Record<string, unknown>,
  options: SuiGraphQLOptions = {},
): Promise<T> {
  const url = suiGraphqlUrl(options.url);
  const body = JSON.stringify({ query, variables });
  const policy: RetryPolicy = {
    retries: options.retries ?? DEFAULT_SUI_GRAPHQL_RETRIES,
    delayMs: options.retryDelayMs ?? DEFAULT_SUI_GRAPHQL_RETRY_DELAY_MS,
    signal: options.signal,
  };
  const answer = await withRetries(policy, () => postOnce(url, body, options), { isRetryable, retryAfterMs });
  if (typeof answer !== 'object' || answer === null) throw new SuiGraphQLError(`${url} answered no JSON object`);
  const { data, errors } = answer as { data?: unknown; errors?: { message?: unknown }[] };
  if (Array.isArray(errors) && errors.length > 0) {
    throw new SuiGraphQLError(`${url}: ${String(errors[0]?.message ?? 'GraphQL error')}`);
  }
  if (typeof data !== 'object' || data === null) throw new SuiGraphQLError(`${url} answered no data`);
  return data as T;
}
