import 'server-only';
import type { NextRequest } from 'next/server';
import { type ZodType, z } from 'zod';
import { errorMessage, SERVER_CODE, stripSensitive } from '@/lib/errors';
import { type Locale, localeFromAcceptLanguage } from '@/lib/i18n/config';

/**
 * A failure to answer as an envelope: one of the spec's server codes. The user sees the code's message in their
 * language, followed by `detail` (language-neutral: field names, a reason slug, seconds to wait) when given;
 * `message` replaces it entirely (5021, a server's message shown as is).
 */
export class ApiError extends Error {
  readonly hasCustomMessage: boolean;
  readonly status?: number;
  readonly detail?: string;

  constructor(
    readonly code: number,
    message?: string,
    options: { status?: number; detail?: string } | number = {},
  ) {
    super(message ?? `API error ${code}`);
    this.name = 'ApiError';
    this.hasCustomMessage = message !== undefined;
    const { status, detail } = typeof options === 'number' ? { status: options, detail: undefined } : options;
    this.status = status;
    this.detail = detail;
  }
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
  const localized = errorMessage(error.code, locale);
  const message = error.hasCustomMessage ? error.message : error.detail ? `${localized}: ${error.detail}` : localized;
  return Response.json({ code: error.code, message }, { status: error.status ?? STATUS_BY_CODE[error.code] ?? 400 });
}

function badParameters(detail: string): ApiError {
  return new ApiError(SERVER_CODE.BAD_PARAMETERS, undefined, { detail });
}

function parseWith<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = result.error.issues.map((issue) => issue.path.join('.') || '(root)');
  throw badParameters([...new Set(fields)].join(', '));
}

async function readJsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (new TextEncoder().encode(text).length > MAX_JSON_BODY_BYTES) throw badParameters('body too large');
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badParameters('body is not valid JSON');
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
      const query = (definition.query ? parseWith(definition.query, rawQuery) : {}) as Query;
      const body = (definition.body ? parseWith(definition.body, await readJsonBody(request)) : undefined) as Body;
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
