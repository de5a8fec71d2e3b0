'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { TronApiError } from '@/chains/tron/api';
import { EndpointReadError } from '@/components/tools/rpc/endpoint-read-error';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { TronApiChoice } from './use-tron-api';

/**
 * Why a call to the Tron API failed, in the user's words: the HTTP status it answered, that it could not be reached,
 * or the node's own reason (java-tron's `{"Error"}`, a constant call's refusal); anything else as the app says it.
 */
export function useTronErrorText(locale: Locale) {
  const t = useTranslations('tronApi.readError');
  return useCallback(
    (error: unknown): string => {
      if (error instanceof TronApiError) {
        if (error.status !== undefined) return t('status', { status: error.status });
        // "<url>: <reason>": the endpoint is named beside the message, the reason is the node's.
        return error.message.replace(/^\S+: /, '');
      }
      if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
        return t('unreachable');
      }
      return localizeError(error, locale);
    },
    [t, locale],
  );
}

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

/**
 * A failed read from Tron, solvable where it is shown: the endpoint that failed is named, "Retry" reads again, and
 * "Use another RPC" opens the URL field here (the choice is every Tron tool's); once another endpoint is in use, the
 * read runs again on it (components/tools/rpc/endpoint-read-error.tsx, shared with the Solana tools).
 */
export function TronReadError({ api, ...rest }: TronReadErrorProps) {
  const t = useTranslations('tronApi');
  const text = api.customUrl
    ? t('readError.endpointCustom', { url: api.customUrl })
    : t('readError.endpointDefault', { url: api.upstream });
  return (
    <EndpointReadError
      choice={api}
      namespace="tronApi"
      endpoint={{ text, testId: 'tron-read-error-endpoint', value: api.endpointName() }}
      {...rest}
    />
  );
}
