'use client';

import { SuiGraphQLError } from '@/chains/sui/graphql';
import { RelayedReadError, useRelayedErrorText } from '@/components/tools/rpc/relayed-read-error';
import type { Locale } from '@/lib/i18n/config';
import type { SuiGraphqlChoice } from './use-sui-graphql';

/** The HTTP status the service answered, or its own GraphQL error ("<url>: <reason>": the endpoint is named apart). */
function suiReason(error: unknown, status: (status: number) => string): string | undefined {
  if (!(error instanceof SuiGraphQLError)) return undefined;
  return error.status !== undefined ? status(error.status) : error.message.replace(/^\S+: /, '');
}

/** Why a Sui GraphQL read failed, in the user's words. */
export const useSuiErrorText = (locale: Locale) => useRelayedErrorText('suiGraphql', locale, suiReason);

export interface SuiReadErrorProps {
  api: SuiGraphqlChoice;
  message: string;
  onRetry: () => void;
  disabled?: boolean;
  testId?: string;
}

/** A failed read from Sui: the endpoint named, Retry, and another endpoint typed in place. */
export const SuiReadError = (props: SuiReadErrorProps) => (
  <RelayedReadError namespace="suiGraphql" family="sui" {...props} />
);
