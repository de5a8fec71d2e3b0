import type { ErrorCode } from './codes';
import { errorMessage } from './message';

/** Warnings are expected outcomes (the user cancelled, a token update) that are reported but not alarming. */
export type ErrorLevel = 'error' | 'warning';

export interface AppErrorOptions {
  /** The original error or envelope, kept for reporting and debugging. */
  raw?: unknown;
  level?: ErrorLevel;
}

/**
 * The one error type of the app (spec §3). `message` is for logs and reports (English, or the server's
 * text); what the user sees comes from errorMessage(code, locale, message).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly raw?: unknown;
  readonly level: ErrorLevel;

  constructor(code: ErrorCode, message?: string, options: AppErrorOptions = {}) {
    super(message || errorMessage(code, 'en'), options.raw === undefined ? undefined : { cause: options.raw });
    this.name = 'AppError';
    this.code = code;
    this.raw = options.raw;
    this.level = options.level ?? 'error';
  }
}
