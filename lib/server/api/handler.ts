import 'server-only';
import type { NextRequest } from 'next/server';
import type { ZodType } from 'zod';
import { type Database, getDb } from '@/db';
import { SESSION_HINT_COOKIE } from '@/lib/client/user/session-hint';
import { SERVER_CODE, stripSensitive } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { readSession, SESSION_COOKIE_NAMES, sessionCookieName, sessionCookieOptions } from '@/lib/server/auth/session';
import { type ClientRateLimit, hitClientRateLimit, tooManyRequestsMessages } from '@/lib/server/rate-limit';
import { hstsHeader } from '@/lib/server/security/csp';
import { ApiError, failureResponse, successResponse } from './api-error';
import { isForeignOrigin, isSecureRequest, requestLocale } from './request';

export { ApiError, type ApiErrorOptions, failureResponse, successResponse } from './api-error';
export { clientIp, requestLocale, signInOrigin } from './request';

/** A JSON body larger than this answers 413 (5016) unless the route sets `maxBodyBytes`. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Multipart bodies (an avatar of ≤ 1 MB plus the form around it). */
export const MAX_MULTIPART_BODY_BYTES = 2 * 1024 * 1024;
/** Deeper JSON answers 5016: no request of ours nests this far, and deep values crash JSON.stringify later. */
export const MAX_JSON_DEPTH = 32;

/**
 * Every write (POST, PUT, PATCH, DELETE) is counted per client address and route path in Postgres, so all app
 * instances agree. Signed-in writes get more room than anonymous ones (sign-in, sign-up, codes, forms); a route
 * sets its own `rateLimit` (or false) on top of which its service may count more (login and code sends do).
 */
export const DEFAULT_WRITE_RATE_LIMITS: Readonly<Record<'signedIn' | 'public', ClientRateLimit>> = {
  signedIn: { limit: 60, windowMs: 60_000 },
  public: { limit: 30, windowMs: 60_000 },
};
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Handlers that need the database say `auth` ('optional' when no session is needed); the rest get no `db` (writes
 * still open the database for their rate limit).
 */
const NO_DATABASE = new Proxy({} as Database, {
  get() {
    throw new Error('context.db needs `auth: "optional"` or `auth: "required"` in the handler definition');
  },
});

function badParameters(detail: string, status?: number): ApiError {
  return new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail, status });
}

function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => issue.path.join('.') || '(root)');
  throw badParameters([...new Set(fields)].join(', '));
}

/** A 429 carrying its Retry-After. */
class TooManyRequests extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(SERVER_CODE.SPECIFIC_MESSAGE, undefined, {
      status: 429,
      messages: tooManyRequestsMessages(retryAfterSeconds),
    });
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text Postgres cannot store (NUL) or that is not Unicode (a lone surrogate): refused, never silently altered. */
function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/** The deepest nesting of arrays and objects, counted on the text before parsing it. */
function jsonDepthExceeds(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

class RefusedJson extends Error {}

/**
 * JSON.parse, refusing what no client of ours sends and what would hurt later: keys that reach an object's
 * prototype (`__proto__`, `constructor`/`prototype` holding an object) and text that cannot be stored.
 */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text, (key, value) => {
      if (key === '__proto__') throw new RefusedJson('forbidden key __proto__');
      if ((key === 'constructor' || key === 'prototype') && value !== null && typeof value === 'object')
        throw new RefusedJson(`forbidden key ${key}`);
      if (!isStorableText(key) || (typeof value === 'string' && !isStorableText(value)))
        throw new RefusedJson('text with NUL or unpaired surrogate characters');
      return value;
    });
  } catch (error) {
    throw badParameters(error instanceof RefusedJson ? error.message : 'body is not valid JSON');
  }
}

/** Reads at most `maxBytes` (413 beyond, without reading the rest). */
async function readBytes(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => badParameters(`body larger than ${maxBytes} bytes`, 413);
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch(() => {
      throw badParameters('body could not be read');
    });
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** JSON bodies come as application/json (or +json), text/plain (sendBeacon, no-preflight fetch) or untyped. */
function isJsonType(mediaType: string): boolean {
  return (
    mediaType === '' || mediaType === 'application/json' || mediaType.endsWith('+json') || mediaType === 'text/plain'
  );
}

async function readBody(request: Request, maxBodyBytes: number | undefined): Promise<unknown> {
  const encoding = request.headers.get('content-encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') throw badParameters(`content-encoding ${encoding} not accepted`, 415);
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType === 'multipart/form-data') {
    const bytes = await readBytes(request, maxBodyBytes ?? MAX_MULTIPART_BODY_BYTES);
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData().catch(() => {
      throw badParameters('body is not valid multipart form data');
    });
    for (const [name, value] of form) {
      if (!isStorableText(name) || (typeof value === 'string' && !isStorableText(value)))
        throw badParameters(`${name}: text with NUL or unpaired surrogate characters`);
    }
    return form;
  }
  if (!isJsonType(mediaType)) throw badParameters(`content-type ${mediaType} not accepted`, 415);
  const bytes = await readBytes(request, maxBodyBytes ?? MAX_JSON_BODY_BYTES);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badParameters('body is not valid UTF-8');
  }
  if (text.trim() === '') return {};
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) throw badParameters(`body nested deeper than ${MAX_JSON_DEPTH}`);
  return parseJson(text);
}

/** A query value Postgres cannot store answers 5016 like any bad field. */
function readQuery(request: NextRequest): Record<string, string> {
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const bad = Object.entries(query).find(([name, value]) => !isStorableText(name) || !isStorableText(value));
  if (bad) throw badParameters(bad[0]);
  return query;
}

/** SQLSTATE class 22 (data exception: out of range, bad text, too long) anywhere in the cause chain. */
function dataExceptionCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export interface HandlerSession {
  id: string;
  userId: number;
}

export interface HandlerContext<Query, Body, Session> {
  request: NextRequest;
  locale: Locale;
  query: Query;
  body: Body;
  db: Database;
  /** The signed-in session (always set when the handler requires it). */
  session: Session;
  /** Starts a session in the browser: sets the httpOnly session cookie on the answer. */
  setSessionCookie(token: string): void;
  /** Ends the session in the browser. */
  clearSessionCookie(): void;
}

type AuthMode = 'required' | 'optional' | undefined;
type SessionFor<Auth extends AuthMode> = Auth extends 'required' ? HandlerSession : HandlerSession | null;

interface HandlerDefinition<Query, Body, Result, Auth extends AuthMode> {
  query?: ZodType<Query>;
  /**
   * JSON (application/json, +json, text/plain or no type; no Content-Encoding), or multipart form data (the schema
   * then receives a FormData). Too large (413), too deep, `__proto__` keys, NUL or unpaired surrogates: 5016.
   */
  body?: ZodType<Body>;
  /** Body cap in bytes: default MAX_JSON_BODY_BYTES, or MAX_MULTIPART_BODY_BYTES for multipart. */
  maxBodyBytes?: number;
  /** Reads the session and provides `db`: 'required' answers 5006 without a live session, 'optional' passes null. */
  auth?: Auth;
  /**
   * Writes are counted per client address and route path (DEFAULT_WRITE_RATE_LIMITS: signed-in routes and public
   * ones); a route may set its own window, or false when its service limits every call itself.
   */
  rateLimit?: ClientRateLimit | false;
  handle: (context: HandlerContext<Query, Body, SessionFor<Auth>>) => Promise<Result> | Result;
  /** Extra response headers (caching, Vary). */
  headers?: (context: HandlerContext<Query, Body, SessionFor<Auth>>) => HeadersInit;
}

/** What defineHandler was given, readable from the route's export (the API fuzz test reads the body schema). */
export interface HandlerDescription {
  body?: ZodType<unknown>;
  auth?: AuthMode;
  rateLimit?: ClientRateLimit | false;
}

const DESCRIPTION = Symbol.for('chainkit.defineHandler');

export function describeHandler(handler: unknown): HandlerDescription | undefined {
  return (handler as { [DESCRIPTION]?: HandlerDescription } | undefined)?.[DESCRIPTION];
}

function writeRateLimit(request: NextRequest, definition: HandlerDescription): ClientRateLimit | null {
  if (!WRITE_METHODS.has(request.method) || definition.rateLimit === false) return null;
  if (definition.rateLimit) return definition.rateLimit;
  return definition.auth === 'required' ? DEFAULT_WRITE_RATE_LIMITS.signedIn : DEFAULT_WRITE_RATE_LIMITS.public;
}

/** One window per route, however its path is spelled (percent-encoded, doubled or trailing slashes, case). */
function routeScope(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Malformed escapes: counted under the path as given.
  }
  return (
    decoded
      .replace(/\/{2,}/g, '/')
      .replace(/\/+$/, '')
      .toLowerCase() || '/'
  );
}

/** Counts the write; a failing database lets it through (logged): the limit is a guard, not the gate. */
async function enforceWriteRateLimit(request: NextRequest, limit: ClientRateLimit): Promise<void> {
  let retryAfterSeconds = 0;
  try {
    const scope = routeScope(request.nextUrl.pathname);
    const hit = await hitClientRateLimit(request, { scope, ...limit });
    retryAfterSeconds = hit.retryAfterSeconds;
  } catch (error) {
    console.error('[api] rate limit unavailable', request.method, request.nextUrl.pathname, stripSensitive(error));
  }
  if (retryAfterSeconds > 0) throw new TooManyRequests(retryAfterSeconds);
}

/**
 * The one wrapper of every route handler: refuses foreign-origin writes, counts writes per client address (429,
 * 5021), parses query and body with zod, reads the session, runs the service, and answers the envelope
 * `{code: 0, data}` or `{code, message}` with the message in the request's language. Unexpected errors answer 5000
 * and are logged without sensitive fields.
 */
export function defineHandler<
  Query = Record<string, never>,
  Body = undefined,
  Result = unknown,
  Auth extends AuthMode = undefined,
>(definition: HandlerDefinition<Query, Body, Result, Auth>) {
  type Session = SessionFor<Auth>;
  const handler = async (request: NextRequest): Promise<Response> => {
    const locale = requestLocale(request);
    const isSecure = isSecureRequest(request);
    // `isHint`: the session hint the page reads (no secret in it), set and cleared with the session cookie.
    const cookies: { name: string; value: string; maxAge: number; isHint?: boolean }[] = [];
    const clearSession = () => {
      for (const name of SESSION_COOKIE_NAMES) cookies.push({ name, value: '', maxAge: 0 });
      cookies.push({ name: SESSION_HINT_COOKIE, value: '', maxAge: 0, isHint: true });
    };
    const secure = (response: Response) => {
      const hsts = hstsHeader();
      if (hsts) response.headers.set('Strict-Transport-Security', hsts);
      return response;
    };
    const finish = (response: Response) => {
      for (const cookie of cookies) {
        const options = sessionCookieOptions(isSecure, cookie.maxAge);
        const attributes = [`Path=${options.path}`, `Max-Age=${options.maxAge}`, 'SameSite=Lax'];
        if (!cookie.isHint) attributes.splice(2, 0, 'HttpOnly');
        if (options.secure) attributes.push('Secure');
        response.headers.append('Set-Cookie', [`${cookie.name}=${cookie.value}`, ...attributes].join('; '));
      }
      return secure(response);
    };
    try {
      if (isForeignOrigin(request))
        throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status: 403, detail: 'origin' });
      const rateLimit = writeRateLimit(request, definition);
      if (rateLimit) await enforceWriteRateLimit(request, rateLimit);
      const rawQuery = readQuery(request);
      const query = (definition.query ? parseWith(definition.query, rawQuery) : {}) as Query;
      const body = (
        definition.body ? parseWith(definition.body, await readBody(request, definition.maxBodyBytes)) : undefined
      ) as Body;
      const db = definition.auth ? await getDb() : NO_DATABASE;
      const token = SESSION_COOKIE_NAMES.map((name) => request.cookies.get(name)?.value).find(Boolean);
      const session = definition.auth ? await readSession(db, token) : null;
      // A cookie whose session ended (logout elsewhere, password reset) is dropped, or the proxy's optimistic check
      // would keep treating the browser as signed in and send it away from the login page.
      if (definition.auth && token && !session) clearSession();
      if (definition.auth === 'required' && !session) throw new ApiError(SERVER_CODE.NOT_LOGGED_IN);
      const context: HandlerContext<Query, Body, Session> = {
        request,
        locale,
        query,
        body,
        db,
        session: session as Session,
        setSessionCookie: (value) => {
          const { maxAge } = sessionCookieOptions(isSecure);
          cookies.push({ name: sessionCookieName(isSecure), value, maxAge });
          cookies.push({ name: SESSION_HINT_COOKIE, value: '1', maxAge, isHint: true });
        },
        clearSessionCookie: clearSession,
      };
      const data = await definition.handle(context);
      return finish(successResponse(data ?? null, { headers: definition.headers?.(context) }));
    } catch (error) {
      if (error instanceof TooManyRequests) {
        const headers = { 'Retry-After': String(error.retryAfterSeconds) };
        return finish(failureResponse(error, locale, { headers }));
      }
      if (error instanceof ApiError) return finish(failureResponse(error, locale));
      // The database refused a value the schema let through (a number beyond a column's range, too long a text):
      // the request was bad, not the server. Logged so the route's schema gets the missing bound.
      const dataException = dataExceptionCode(error);
      if (dataException) {
        console.warn('[api] database refused a value', dataException, request.method, request.nextUrl.pathname);
        return secure(failureResponse(badParameters('value out of range'), locale));
      }
      console.error('[api] unexpected error', request.method, request.nextUrl.pathname, stripSensitive(error));
      return secure(failureResponse(new ApiError(SERVER_CODE.INTERNAL_ERROR), locale));
    }
  };
  const description: HandlerDescription = {
    body: definition.body as ZodType<unknown> | undefined,
    auth: definition.auth,
    rateLimit: definition.rateLimit,
  };
  return Object.assign(handler, { [DESCRIPTION]: description });
}
