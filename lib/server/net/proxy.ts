import 'server-only';
import type { HostRule } from './host-rules';
import { type SafeFetchLimits, safeFetch } from './safe-fetch';

/** What /api/rpc/proxy, /post and /upload relay. */
export type ProxyKind = 'get' | 'post' | 'upload';

const MIB = 1024 * 1024;

/** Spec §9: proxy fetch 15 s. Bodies: JSON calls are small, IPFS uploads are not; answers up to 10 MiB. */
export const PROXY_LIMITS: Readonly<Record<ProxyKind, SafeFetchLimits>> = {
  get: { timeoutMs: 15_000, maxRequestBytes: 0, maxResponseBytes: 10 * MIB, maxRedirects: 5 },
  post: { timeoutMs: 15_000, maxRequestBytes: 1 * MIB, maxResponseBytes: 10 * MIB, maxRedirects: 5 },
  upload: { timeoutMs: 15_000, maxRequestBytes: 10 * MIB, maxResponseBytes: 10 * MIB, maxRedirects: 5 },
};

/**
 * Request headers relayed to the third party: content negotiation and the API-key headers of the default hosts
 * (the user's own keys, typed into a tool). Cookies, Origin, Referer and forwarding headers never leave.
 */
export const FORWARDED_REQUEST_HEADERS: readonly string[] = [
  'accept',
  'content-type',
  'authorization',
  'x-api-key',
  'tron-pro-api-key',
  'x-cg-demo-api-key',
  'x-cg-pro-api-key',
  'pinata_api_key',
  'pinata_secret_api_key',
];

/** Statuses whose Response may carry no body. */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([204, 205, 304]);

export interface ProxyInput {
  kind: ProxyKind;
  url: string;
  headers: Headers;
  body?: Uint8Array;
  signal?: AbortSignal;
}

export interface ProxyPolicy {
  allowedHosts: readonly HostRule[];
  isHttpAllowed: boolean;
}

function forwardedHeaders(headers: Headers): Record<string, string> {
  const forwarded: Record<string, string> = { 'user-agent': 'Chainkit-Proxy/1.0' };
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = headers.get(name);
    if (value !== null) forwarded[name] = value;
  }
  return forwarded;
}

/**
 * Relays one request to an allow-listed host and answers with its status, content type and body, whatever the
 * status: the browser's proxyFetch throws a non-ok answer's JSON body or text (spec §5), so the third party's own
 * error reaches the tool. Our origin serves the body, so it is sandboxed: no script of it runs as ours.
 */
export async function proxyRequest(input: ProxyInput, policy: ProxyPolicy): Promise<Response> {
  const upstream = await safeFetch(
    {
      url: input.url,
      method: input.kind === 'get' ? 'GET' : 'POST',
      headers: forwardedHeaders(input.headers),
      body: input.kind === 'get' ? undefined : input.body,
      signal: input.signal,
    },
    { ...PROXY_LIMITS[input.kind], allowedHosts: policy.allowedHosts, isHttpAllowed: policy.isHttpAllowed },
  );
  const body = NULL_BODY_STATUSES.has(upstream.status) ? null : new Uint8Array(upstream.body);
  return new Response(body, {
    // No statusText: a third party's reason phrase may hold bytes a Response refuses, and nothing reads it.
    status: upstream.status,
    headers: {
      'content-type': upstream.headers['content-type'] ?? 'application/octet-stream',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
