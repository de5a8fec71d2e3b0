'use client';

import { TronApiError } from '@/chains/tron/api';
import { RelayedReadError, useRelayedErrorText } from '@/components/tools/rpc/relayed-read-error';
import type { Locale } from '@/lib/i18n/config';
import type { TronApiChoice } from './use-tron-api';

/**
 * The HTTP status the API answered, or the node's own reason (java-tron's `{"Error"}`, a constant call's refusal):
 * "<url>: <reason>", the endpoint is named beside the message.
 */
function tronReason(error: unknown, status: (status: number) => string): string | undefined {
  if (!(error instanceof TronApiError)) return undefined;
  return error.status !== undefined ? status(error.status) : error.message.replace(/^\S+: /, '');
}

/** Why a call to the Tron API failed, in the user's words. */
export const useTronErrorText = (locale: Locale) => useRelayedErrorText('tronApi', locale, tronReason);

export interface TronReadErrorProps {
  /** The page's API choice: the endpoint named, and the one "Use another API" changes. */
  api: TronApiChoice;
  /** What could not be read and why, in the page's words (already translated). */
  message: string;
  /** Reads again; called by "Retry", and once more after another endpoint is chosen here. */
  onRetry: () => void;
  disabled?: boolean;
  testId?: string;
}

/** A failed read from Tron: the endpoint named, Retry, and another endpoint typed in place. */
export const TronReadError = (props: TronReadErrorProps) => (
  <RelayedReadError namespace="tronApi" family="tron" {...props} />
);
