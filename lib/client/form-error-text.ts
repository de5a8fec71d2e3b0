import { AppError, isFailureEnvelope, localizeError, SERVER_CODE } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';

/**
 * The text to show for a failed account call. The server's 5013 message says how many seconds to wait, which
 * the generic translation cannot; it is already in the request's language, so it is shown as is.
 */
export function formErrorText(error: unknown, locale: Locale): string {
  const isWaitMessage =
    error instanceof AppError &&
    error.code === SERVER_CODE.VERIFICATION_CODE_TOO_FREQUENT &&
    isFailureEnvelope(error.raw) &&
    error.message !== '';
  return isWaitMessage ? error.message : localizeError(error, locale);
}

/** The wait a 5013 answer names ('… retry in 42 s'), so the send button can count it down; null otherwise. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof AppError) || error.code !== SERVER_CODE.VERIFICATION_CODE_TOO_FREQUENT) return null;
  const match = /retry in (\d+) s/.exec(error.message);
  return match ? Number(match[1]) : null;
}
