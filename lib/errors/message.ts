import type { Locale } from '@/lib/i18n/config';
import { CLIENT_MESSAGES } from './client-messages';
import { CLIENT_CODE, type ErrorCode, SERVER_CODE, TRANSPORT_CODE, TRANSPORT_MESSAGE_CODE } from './codes';
import { SERVER_MESSAGES } from './server-messages';

/**
 * Codes whose message was written for the user (by the server or by our own code) and is shown as is,
 * without translation: the server's 5021 and the client's SPECIFIC_ERROR.
 */
export const USER_FACING_CODES: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  SERVER_CODE.SPECIFIC_MESSAGE,
  CLIENT_CODE.SPECIFIC_ERROR,
]);

export type MessageParams = Readonly<Record<string, string | number>>;

type LocalizedMessage = Record<Locale, string>;

function translationFor(code: ErrorCode): LocalizedMessage | undefined {
  if (typeof code === 'string') {
    return Object.hasOwn(TRANSPORT_CODE, code)
      ? CLIENT_MESSAGES[TRANSPORT_MESSAGE_CODE[code as keyof typeof TRANSPORT_CODE]]
      : undefined;
  }
  if (Object.hasOwn(SERVER_MESSAGES, code)) return SERVER_MESSAGES[code];
  if (Object.hasOwn(CLIENT_MESSAGES, code)) return CLIENT_MESSAGES[code];
  return undefined;
}

function fillParams(template: string, params: MessageParams | undefined): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

export function hasTranslation(code: ErrorCode): boolean {
  return translationFor(code) !== undefined;
}

/**
 * The message to show for a code (spec §8): translated where the catalogue has the code, otherwise the
 * raw message. User-facing codes show their own message; with nothing at all, the unknown-error text.
 */
export function errorMessage(
  code: ErrorCode,
  locale: Locale,
  fallbackMessage?: string,
  params?: MessageParams,
): string {
  if (USER_FACING_CODES.has(code) && fallbackMessage) return fallbackMessage;
  const translation = translationFor(code);
  if (translation) return fillParams(translation[locale], params);
  return fallbackMessage || CLIENT_MESSAGES[CLIENT_CODE.UNKNOWN_ERROR][locale];
}
