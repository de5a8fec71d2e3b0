import 'server-only';
import { errorMessage, SERVER_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';

export interface ApiErrorOptions {
  status?: number;
  /** Language-neutral detail after the code's message: field names, a reason slug, seconds to wait. */
  detail?: string;
  /** A message of its own in both languages (with 5021, shown as is). */
  messages?: Readonly<Record<Locale, string>>;
}

/**
 * A failure to answer as an envelope: one of the spec's server codes. The user sees the code's message in their
 * language (or `messages` for the language), followed by `detail` when given; `message` replaces it entirely.
 */
export class ApiError extends Error {
  readonly hasCustomMessage: boolean;
  readonly status?: number;
  readonly detail?: string;
  readonly messages?: Readonly<Record<Locale, string>>;

  constructor(
    readonly code: number,
    message?: string,
    options: ApiErrorOptions | number = {},
  ) {
    super(message ?? `API error ${code}`);
    this.name = 'ApiError';
    this.hasCustomMessage = message !== undefined;
    const { status, detail, messages } = typeof options === 'number' ? { status: options } : options;
    this.status = status;
    this.detail = detail;
    this.messages = messages;
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

export function successResponse<T>(data: T, init: ResponseInit = {}): Response {
  return Response.json({ code: 0, data }, init);
}

export function failureResponse(error: ApiError, locale: Locale, init: ResponseInit = {}): Response {
  const localized = error.messages?.[locale] ?? errorMessage(error.code, locale);
  const message = error.hasCustomMessage ? error.message : error.detail ? `${localized}: ${error.detail}` : localized;
  return Response.json(
    { code: error.code, message },
    { ...init, status: error.status ?? STATUS_BY_CODE[error.code] ?? 400 },
  );
}
