'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { TonApiError } from '@/chains/ton/api';
import { EndpointReadError } from '@/components/tools/rpc/endpoint-read-error';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { TonApiChoice } from './use-ton-api';

/**
 * Why a call to the TON API failed, in the user's words: the HTTP status it answered, that it could not be reached,
 * or the node's own reason (toncenter's `error`, our relay's message); anything else as the app says it.
 */
export function useTonErrorText(locale: Locale) {
  const t = useTranslations('tonApi.readError');
  return useCallback(
    (error: unknown): string => {
      if (error instanceof TonApiError) {
        const reason = /answered HTTP \d+: (.+)$/.exec(error.message)?.[1];
        if (error.status !== undefined && error.status >= 400) {
          return reason ? `${t('status', { status: error.status })}: ${reason}` : t('status', { status: error.status });
        }
        return error.message.replace(/^\S+ /, '');
      }
      if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
        return t('unreachable');
      }
      return localizeError(error, locale);
    },
    [t, locale],
  );
}

export interface TonReadErrorProps {
  api: TonApiChoice;
  message: string;
  onRetry: () => void;
  disabled?: boolean;
  testId?: string;
}

/**
 * A failed read from TON, solvable where it is shown: the endpoint named, "Retry", and "Use another RPC" with the URL
 * field in place (components/tools/rpc/endpoint-read-error.tsx, shared with the Solana and Tron tools).
 */
export function TonReadError({ api, ...rest }: TonReadErrorProps) {
  const t = useTranslations('tonApi');
  const text = api.customUrl
    ? t('readError.endpointCustom', { url: api.customUrl })
    : t('readError.endpointDefault', { url: api.upstream });
  return (
    <EndpointReadError
      choice={api}
      namespace="tonApi"
      endpoint={{ text, testId: 'ton-read-error-endpoint', value: api.endpointName() }}
      {...rest}
    />
  );
}
