import { NextRequest } from 'next/server';

// Test support only: calls a route handler in-process like a browser on the same origin, with headers and raw
// bodies the shared JSON browser (test/api-client.ts) does not send: the Turnstile header, gzipped pings.

type RouteHandler = (request: NextRequest) => Promise<Response>;

export const ORIGIN = 'http://localhost:3000';
let clientCounter = 0;

export interface RouteAnswer<T = unknown> {
  status: number;
  code: number;
  data: T;
  message?: string;
}

/**
 * Each request comes from its own client address (X-Forwarded-For, believed under TRUST_PROXY=1), so the per-client
 * rate limits of public writes never decide a test about something else.
 */
export function routeRequest(
  path: string,
  { body, headers = {} }: { body?: BodyInit | object; headers?: Record<string, string> } = {},
): NextRequest {
  clientCounter += 1;
  const isRaw = body instanceof Uint8Array || typeof body === 'string';
  return new NextRequest(new URL(path, ORIGIN), {
    method: 'POST',
    headers: {
      host: new URL(ORIGIN).host,
      origin: ORIGIN,
      'x-forwarded-for': `10.${(clientCounter >> 16) & 255}.${(clientCounter >> 8) & 255}.${clientCounter & 255}`,
      ...(body === undefined || isRaw ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : isRaw ? (body as BodyInit) : JSON.stringify(body),
  });
}

export async function callRoute<T = unknown>(handler: RouteHandler, request: NextRequest): Promise<RouteAnswer<T>> {
  const response = await handler(request);
  const json = await response.json();
  return { status: response.status, code: json.code, data: json.data as T, message: json.message };
}
