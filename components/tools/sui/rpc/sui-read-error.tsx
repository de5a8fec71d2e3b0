'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { SuiGraphQLError } from '@/chains/sui/graphql';
import { EndpointReadError } from '@/components/tools/rpc/endpoint-read-error';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { SuiGraphqlChoice } from './use-sui-graphql';

/**
 * Why a Sui GraphQL read failed, in the user's words: the HTTP status it answered, that it could not be reached, or
 * the service's own GraphQL error; anything else as the app says it.
 */
export function useSuiErrorText(locale: Locale) {
  const t = useTranslations('suiGraphql.readError');
  return useCallback(
    (error: unknown): string => {
      if (error instanceof SuiGraphQLError) {
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

export interface SuiReadErrorProps {
  api: SuiGraphqlChoice;
  message: string;
  onRetry: () => void;
  disabled?: boolean;
  testId?: string;
}

/** A failed read from Sui: the endpoint named, Retry, and another endpoint typed in place (shared component). */
export function SuiReadError({ api, ...rest }: SuiReadErrorProps) {
  const t = useTranslations('suiGraphql');
  const text = api.customUrl
    ? t('readError.endpointCustom', { url: api.customUrl })
    : t('readError.endpointDefault', { url: api.upstream });
  return (
    <EndpointReadError
      choice={api}
      namespace="suiGraphql"
      endpoint={{ text, testId: 'sui-read-error-endpoint', value: api.endpointName() }}
      {...rest}
    />
  );
}
