import { NextRequest } from 'next/server';

type RouteHandler = (request: NextRequest, context?: never) => Promise<Response>;

export interface ApiAnswer<T = unknown> {
  status: number;
  code: number;
  data: T;
  message?: string;
  setCookies: string[];
}

/**
 * Calls route handlers in-process like a browser would: same-origin JSON or multipart requests, keeping the
 * cookies the answers set (one instance = one browser).
 */
export function createBrowser(origin = 'http://localhost:3000', headers: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const call = async <T>(handler: RouteHandler, path: string, init: { method?: string; body?: unknown } = {}) => {
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    const isForm = init.body instanceof FormData;
    const request = new NextRequest(new URL(path, origin), {
      method,
      headers: {
        host: new URL(origin).host,
        origin,
        ...(isForm || init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(jar.size ? { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...headers,
      },
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
    });
    const response = await handler(request);
    const setCookies = response.headers.getSetCookie();
    for (const cookie of setCookies) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...value] = pair.split('=');
      const isExpired = attributes.some((attribute) => /max-age=0\b/i.test(attribute.trim()));
      if (isExpired) jar.delete(name);
      else jar.set(name, value.join('='));
    }
    const json = await response.json();
    return { status: response.status, code: json.code, data: json.data as T, message: json.message, setCookies };
  };
  return {
    jar,
    get: <T = unknown>(handler: RouteHandler, path: string) => call<T>(handler, path),
    post: <T = unknown>(handler: RouteHandler, path: string, body: unknown = {}) => call<T>(handler, path, { body }),
  };
}
