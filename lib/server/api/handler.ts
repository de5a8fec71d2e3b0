import 'server-only';
import type { NextRequest } from 'next/server';
import type { ZodType } from 'zod';
import { type Database, getDb } from '@/db';
import { SERVER_CODE, stripSensitive } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { readSession, SESSION_COOKIE_NAMES, sessionCookieName, sessionCookieOptions } from '@/lib/server/auth/session';
import { ApiError, failureResponse, successResponse } from './api-error';
import { isForeignOrigin, isSecureRequest, requestLocale } from './request';

export { ApiError, type ApiErrorOptions, failureResponse, successResponse } from './api-error';
export { clientIp, requestLocale, signInOrigin } from './request';

const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Handlers that need the database say `auth` ('optional' when no session is needed); the rest never open it. */
const NO_DATABASE = new Proxy({} as Database, {
  get() {
    throw new Error('context.db needs `auth: "optional"` or `auth: "required"` in the handler definition');
  },
});

function badParameters(detail: string): ApiError {
  return new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail });
}

function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => issue.path.join('.') || '(root)');
  throw badParameters([...new Set(fields)].join(', '));
}

async function readBody(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return request.formData().catch(() => {
      throw badParameters('body is not valid multipart form data');
    });
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES) throw badParameters('body too large');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badParameters('body is not valid JSON');
  }
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
  /** JSON, or multipart form data (the schema then receives a FormData). */
  body?: ZodType<Body>;
  /** Reads the session and provides `db`: 'required' answers 5006 without a live session, 'optional' passes null. */
  auth?: Auth;
  handle: (context: HandlerContext<Query, Body, SessionFor<Auth>>) => Promise<Result> | Result;
  /** Extra response headers (caching, Vary). */
  headers?: (context: HandlerContext<Query, Body, SessionFor<Auth>>) => HeadersInit;
}

/**
 * The one wrapper of every route handler: refuses foreign-origin writes, parses query and body with zod, reads
 * the session, runs the service, and answers the envelope `{code: 0, data}` or `{code, message}` with the message
 * in the request's language. Unexpected errors answer 5000 and are logged without sensitive fields.
 */
export function defineHandler<
  Query = Record<string, never>,
  Body = undefined,
  Result = unknown,
  Auth extends AuthMode = undefined,
>(definition: HandlerDefinition<Query, Body, Result, Auth>) {
  type Session = SessionFor<Auth>;
  return async (request: NextRequest): Promise<Response> => {
    const locale = requestLocale(request);
    const isSecure = isSecureRequest(request);
    const cookies: { name: string; value: string; maxAge: number }[] = [];
    const clearSession = () => {
      for (const name of SESSION_COOKIE_NAMES) cookies.push({ name, value: '', maxAge: 0 });
    };
    const finish = (response: Response) => {
      for (const cookie of cookies) {
        const options = sessionCookieOptions(isSecure, cookie.maxAge);
        const attributes = [`Path=${options.path}`, `Max-Age=${options.maxAge}`, 'HttpOnly', 'SameSite=Lax'];
        if (options.secure) attributes.push('Secure');
        response.headers.append('Set-Cookie', [`${cookie.name}=${cookie.value}`, ...attributes].join('; '));
      }
      return response;
    };
    try {
      if (isForeignOrigin(request))
        throw new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { status: 403, detail: 'origin' });
      const rawQuery = Object.fromEntries(request.nextUrl.searchParams);
      const query = (definition.query ? parseWith(definition.query, rawQuery) : {}) as Query;
      const body = (definition.body ? parseWith(definition.body, await readBody(request)) : undefined) as Body;
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
        setSessionCookie: (value) =>
          cookies.push({ name: sessionCookieName(isSecure), value, maxAge: sessionCookieOptions(isSecure).maxAge }),
        clearSessionCookie: clearSession,
      };
      const data = await definition.handle(context);
      return finish(successResponse(data ?? null, { headers: definition.headers?.(context) }));
    } catch (error) {
      if (error instanceof ApiError) return finish(failureResponse(error, locale));
      console.error('[api] unexpected error', request.method, request.nextUrl.pathname, stripSensitive(error));
      return failureResponse(new ApiError(SERVER_CODE.INTERNAL_ERROR), locale);
    }
  };
}
