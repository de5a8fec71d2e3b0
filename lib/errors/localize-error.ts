import type { Locale } from '@/lib/i18n/config';
import { BatchError } from './batch-error';
import { errorMessage } from './message';
import { toAppError } from './to-app-error';

/** The text to show the user for any thrown value, in their language. */
export function localizeError(error: unknown, locale: Locale): string {
  const appError = toAppError(error);
  const params = appError instanceof BatchError ? appError.messageParams() : undefined;
  return errorMessage(appError.code, locale, appError.message, params);
}
