'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { AptosApiError } from '@/chains/aptos/api';
import { EndpointReadError } from '@/components/tools/rpc/endpoint-read-error';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { AptosApiChoice } from './use-aptos-api';

/**
 * Why an Aptos read failed, in the user's words: the HTTP status it answered, that it could not be reached, or the
 * service's own message; anything else as the app says it.
 */
export function useAptosErrorText(locale: Locale) {
  const t = useTranslations('aptosApi.readError');
  return useCallback(
    (error: unknown): string => {
      if (error instanceof AptosApiError) {
        if (error.status !== undefined) return t('status', { status: error.status });
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

export interface AptosReadErrorProps {
  api: AptosApiChoice;
  message: string;
  onRetry: () => void;
  disabled?: boolean;
  testId?: string;
}

/** A failed read from Aptos: the endpoint named, Retry, and another endpoint typed in place (shared component). */
export function AptosReadError({ api, ...rest }: AptosReadErrorProps) {
  const t = useTranslations('aptosApi');
  const text = api.customUrl
    ? t('readError.endpointCustom', { url: api.customUrl })
    : t('readError.endpointDefault', { url: api.upstream });
  return (
    <EndpointReadError
      choice={api}
      namespace="aptosApi"
      endpoint={{ text, testId: 'aptos-read-error-endpoint', value: api.endpointName() }}
      {...rest}
    />
  );
}
