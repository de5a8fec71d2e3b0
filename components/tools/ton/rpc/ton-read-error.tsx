'use client';

import { TonApiError } from '@/chains/ton/api';
import { RelayedReadError, useRelayedErrorText } from '@/components/tools/rpc/relayed-read-error';
import type { Locale } from '@/lib/i18n/config';
import type { TonApiChoice } from './use-ton-api';

/** The HTTP status the API answered with the node's reason (toncenter's `error`, our relay's message), or the reason. */
function tonReason(error: unknown, status: (status: number) => string): string | undefined {
  if (!(error instanceof TonApiError)) return undefined;
  const reason = /answered HTTP \d+: (.+)$/.exec(error.message)?.[1];
  if (error.status !== undefined && error.status >= 400) {
    return reason ? `${status(error.status)}: ${reason}` : status(error.status);
  }
  return error.message.replace(/^\S+ /, '');
}

/** Why a call to the TON API failed, in the user's words. */
export const useTonErrorText = (locale: Locale) => useRelayedErrorText('tonApi', locale, tonReason);

export interface TonReadErrorProps {
  api: TonApiChoice;
  message: string;
  onRetry: () => void;
  disabled?: boolean;
  testId?: string;
}

/** A failed read from TON: the endpoint named, Retry, and another endpoint typed in place. */
export const TonReadError = (props: TonReadErrorProps) => (
  <RelayedReadError namespace="tonApi" family="ton" {...props} />
);
