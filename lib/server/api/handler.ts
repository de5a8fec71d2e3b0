import 'server-only';
import type { NextRequest } from 'next/server';
import { type ZodType, z } from 'zod';
import { errorMessage, SERVER_CODE, stripSensitive } from '@/lib/errors';
import { type Locale, localeFromAcceptLanguage } from '@/lib/i18n/config';

/** A failure to answer as an envelope: one of the spec's server codes, optionally a specific message. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message?: string,
    readonly status?: number,
  ) {
    super(message ?? `API error ${code}`);
    this.name = 'ApiError';
    this.hasCustomMessage = message !== undefined;
  }
  readonly hasCustomMessage: boolean;
}

/** HTTP statuses that go with envelope codes; the envelope code stays the contract. */
const STATUS_BY_CODE: Readonly<Record<number, number>> = {
  [SERVER_CODE.SERVER_ERROR]: 500,
  [SERVER_CODE.INTERNAL_ERROR]: 500,
  [SERVER_CODE.NOT_LOGGED_IN]: 401,
  [SERVER_CODE.BAD_PARAMETERS]: 400,
  [SERVER_CODE.VERIFICATION_CODE_TOO_FREQUENT]: 429,
  [SERVER_CODE.VIP_REQUIRED]: 403,
};

const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** The user's language from Accept-Language (zh-CN → cn, else en). */
export function requestLocale(request: Request): Locale {
  return localeFromAcceptLanguage(request.headers.get('accept-language'), 'en');
}

export function successResponse<T>(data: T, init: ResponseInit = {}): Response {
  return Response.json({ code: 0, data }, init);
}

export function failureResponse(error: ApiError, locale: Locale): Response {
  const message = error.hasCustomMessage ? error.message : errorMessage(error.code, locale);
  return Response.json({ code: error.code, message }, { status: error.status ?? STATUS_BY_CODE[error.code] ?? 400 });
}

function badParameters(locale: Locale, detail: string): ApiError {
  return new ApiError(SERVER_CODE.BAD_PARAMETERS, `${errorMessage(SERVER_CODE.BAD_PARAMETERS, locale)}: ${detail}`);
}

function parseWith<T>(schema: ZodType<T>, value: unknown, locale: Locale): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => issue.path.join('.') || '(root)');
  throw badParameters(locale, [...new Set(fields)].join(', '));
}

async function readJsonBody(request: Request, locale: Locale): Promise<unknown> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES) throw badParameters(locale, 'body too large');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badParameters(locale, 'body is not valid JSON');
  }
}

export interface HandlerContext<Query, Body> {
  request: NextRequest;
  locale: Locale;
  query: Query;
  body: Body;
}

interface HandlerDefinition<Query, Body, Result> {
  query?: ZodType<Query>;
  body?: ZodType<Body>;
  handle: (context: HandlerContext<Query, Body>) => Promise<Result> | Result;
  /** Extra response headers (caching, Vary). */
  headers?: (context: HandlerContext<Query, Body>) => HeadersInit;
}

/**
 * The one wrapper of every route handler: parses query and body with zod, runs the service, and answers
 * the envelope `{code: 0, data}` or `{code, message}` with the message in the request's language.
 * Unexpected errors answer 5000 and are logged without sensitive fields.
 */
export function defineHandler<Query = Record<string, never>, Body = undefined, Result = unknown>(
  definition: HandlerDefinition<Query, Body, Result>,
) {
  return async (request: NextRequest): Promise<Response> => {
    const locale = requestLocale(request);
    try {
      const rawQuery = Object.fromEntries(request.nextUrl.searchParams);
      const query = (definition.query ? parseWith(definition.query, rawQuery, locale) : {}) as Query;
      const body = (
        definition.body ? parseWith(definition.body, await readJsonBody(request, locale), locale) : undefined
      ) as Body;
      const context = { request, locale, query, body };
      const data = await definition.handle(context);
      return successResponse(data, { headers: definition.headers?.(context) });
    } catch (error) {
      if (error instanceof ApiError) return failureResponse(error, locale);
      console.error('[api] unexpected error', request.method, request.nextUrl.pathname, stripSensitive(error));
      return failureResponse(new ApiError(SERVER_CODE.INTERNAL_ERROR), locale);
    }
  };
}

/** Shared zod primitives for handlers. */
export const schemas = {
  /** A query parameter holding a non-negative integer. */
  integerParam: z.coerce.number().int().nonnegative(),
};
