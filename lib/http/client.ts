import { AppError, isFailureEnvelope, isSuccessEnvelope, TRANSPORT_CODE } from '@/lib/errors';
import { acceptLanguageFor, type Locale } from '@/lib/i18n/config';
import { HTTP_TIMEOUT_MS } from '@/lib/util/constants';
import { type FetchImpl, globalFetch, readBody, sendRequest, withTimeout } from './transport';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

export interface RequestOptions {
  /** Added to, and overriding, the defaults (Accept-Language, Content-Type). */
  headers?: Readonly<Record<string, string>>;
  /** Cancels the request, e.g. react-query's signal when a query is dropped. */
  signal?: AbortSignal;
}

export interface HttpClientOptions {
  /** '' in the browser (same origin); the site's origin when used on the server. */
  baseUrl?: string;
  getLocale: () => Locale;
  fetchImpl?: FetchImpl;
  timeoutMs?: number;
}

export interface HttpClient {
  get<T>(path: string, query?: Query, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

function withQuery(path: string, query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) search.append(name, String(item));
  }
  const queryString = search.toString();
  if (!queryString) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${queryString}`;
}

/** FormData and Blob (e.g. a gzipped batch) go out untouched so the platform sets their Content-Type. */
function isPassThroughBody(body: unknown): body is FormData | Blob {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob)
  );
}

function isCsv(response: Response): boolean {
  const mediaType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'text/csv';
}

function responseError(response: Response, body: string): AppError {
  return new AppError(TRANSPORT_CODE.RESPONSE_ERROR, `Unexpected response (HTTP ${response.status})`, {
    raw: { status: response.status, body: body.slice(0, 1000) },
  });
}

/** Spec §4: success only when the envelope's code is 0; CSV comes back whole as a string. */
async function unwrap(response: Response): Promise<unknown> {
  const text = await readBody(response, (answer) => answer.text());
  if (isCsv(response) && response.ok) return text;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw responseError(response, text);
  }
  if (isSuccessEnvelope(parsed)) return parsed.data;
  if (isFailureEnvelope(parsed)) throw new AppError(parsed.code, parsed.message, { raw: parsed });
  throw responseError(response, text);
}

/** The one client of our API (spec §7, DESIGN §6). */
export function createHttpClient({
  baseUrl = '',
  getLocale,
  fetchImpl = globalFetch,
  timeoutMs = HTTP_TIMEOUT_MS,
}: HttpClientOptions): HttpClient {
  const request = (method: 'GET' | 'POST', path: string, body: BodyInit | undefined, options: RequestOptions) => {
    const headers = new Headers({ 'Accept-Language': acceptLanguageFor(getLocale()) });
    // Only JSON bodies are strings here; FormData and Blob bring their own Content-Type.
    if (typeof body === 'string') headers.set('Content-Type', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
    return withTimeout(
      timeoutMs,
      async (signal) => unwrap(await sendRequest(fetchImpl, `${baseUrl}${path}`, { method, headers, body, signal })),
      options.signal,
    );
  };

  return {
    get: <T>(path: string, query?: Query, options: RequestOptions = {}) =>
      request('GET', withQuery(path, query), undefined, options) as Promise<T>,
    post: <T>(path: string, body?: unknown, options: RequestOptions = {}) => {
      const encoded = body === undefined || isPassThroughBody(body) ? body : JSON.stringify(body);
      return request('POST', path, encoded, options) as Promise<T>;
    },
  };
}
