import { HTTP_TIMEOUT_MS } from '@/lib/util/constants';
import { type FetchImpl, globalFetch, readBody, sendRequest, withTimeout } from './transport';

export interface ProxyFetchOptions {
  baseUrl?: string;
  fetchImpl?: FetchImpl;
}

export type ProxyFetch = (url: string, init?: RequestInit, timeoutMs?: number) => Promise<Response>;

/** Statuses whose Response may not carry a body (the constructor throws otherwise). */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * fetch for third-party URLs the browser cannot call directly (CORS), through our RPC proxy: GET via
 * /api/rpc/proxy, anything with a body or a non-GET method as POST via /api/rpc/proxy/post (the proxy
 * relays only these two). The body is read within the timeout and handed back as a fresh Response.
 * A non-ok answer throws its body, parsed as JSON when it is JSON, else as text (spec §5): the
 * third party's own error is what callers and toAppError need.
 */
export function createProxyFetch({ baseUrl = '', fetchImpl = globalFetch }: ProxyFetchOptions = {}): ProxyFetch {
  return (url, init = {}, timeoutMs = HTTP_TIMEOUT_MS) => {
    const method = (init.method ?? (init.body == null ? 'GET' : 'POST')).toUpperCase();
    const isGet = method === 'GET';
    const endpoint = `${baseUrl}/api/rpc/proxy${isGet ? '' : '/post'}?url=${encodeURIComponent(url)}`;
    const { signal: callerSignal, ...rest } = init;
    return withTimeout(
      timeoutMs,
      async (signal) => {
        const response = await sendRequest(fetchImpl, endpoint, { ...rest, method: isGet ? 'GET' : 'POST', signal });
        const body = await readBody(response, (answer) => answer.arrayBuffer());
        if (!response.ok) throw jsonOrText(new TextDecoder().decode(body));
        return new Response(NULL_BODY_STATUSES.has(response.status) ? null : body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        });
      },
      callerSignal ?? undefined,
    );
  };
}

/** The browser's proxy fetch: same origin, global fetch. */
export const proxyFetch: ProxyFetch = createProxyFetch();
