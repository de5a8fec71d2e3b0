import 'server-only';

/**
 * Calls to the configured upstreams (builders, explorer API, price API). Failures carry the upstream's host only:
 * URLs may hold API keys in their query, and their messages end up in answers and logs.
 */
export type UpstreamFailure = 'timeout' | 'unreachable' | 'http' | 'not-json';

export class UpstreamError extends Error {
  constructor(
    readonly host: string,
    readonly failure: UpstreamFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'upstream';
  }
}

export interface UpstreamAnswer {
  status: number;
  /** The parsed body; `undefined` when it was not JSON. */
  json: unknown;
}

/**
 * One request with its own timeout. Any HTTP status is returned with its parsed JSON (JSON-RPC servers answer errors
 * with 4xx and a JSON body); a body that is not JSON throws, naming the status.
 */
export async function fetchJson(url: string, init: RequestInit, timeoutMs: number): Promise<UpstreamAnswer> {
  const host = hostOf(url);
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    text = await response.text();
  } catch (error) {
    // A DOMException, which is no `instanceof Error` in every realm (jest's among them): go by its name.
    const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new UpstreamError(host, 'timeout', `${host} timed out after ${timeoutMs} ms`);
    }
    throw new UpstreamError(host, 'unreachable', `${host} is unreachable`);
  }
  try {
    return { status: response.status, json: JSON.parse(text) as unknown };
  } catch {
    const failure = response.ok ? 'not-json' : 'http';
    throw new UpstreamError(host, failure, `${host} answered HTTP ${response.status} without JSON`, response.status);
  }
}
