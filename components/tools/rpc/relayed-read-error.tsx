'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import { type EndpointChoice, EndpointReadError, type EndpointReadErrorProps } from './endpoint-read-error';

/** A family whose default endpoint is our relay to an upstream (Sui's GraphQL, Tron's and TON's APIs). */
type RelayedNamespace = 'tronApi' | 'suiGraphql' | 'tonApi';

/**
 * The page's choice: the user's own endpoint, or our relay to `upstream` (named when a read fails). Without
 * `upstream` (Solana: a passthrough on our origin) the URL read from is named, and is the endpoint's name.
 */
export interface RelayedChoice extends EndpointChoice {
  upstream?: string;
  endpointName?: () => string;
}

/**
 * Why a read failed, in the user's words: the family's own answer for its API's errors (`apiReason`, given the
 * `readError` texts: an HTTP status, the node's reason), that the endpoint could not be reached, else as the app says it.
 */
export function useRelayedErrorText(
  namespace: RelayedNamespace,
  locale: Locale,
  apiReason: (error: unknown, status: (status: number) => string) => string | undefined,
) {
  // The families' namespaces hold the same keys.
  const t = useTranslations(`${namespace}.readError` as 'tronApi.readError');
  return useCallback(
    (error: unknown): string => {
      const reason = apiReason(error, (status) => t('status', { status }));
      if (reason !== undefined) return reason;
      if (error instanceof TypeError || (error instanceof Error && error.name === 'TimeoutError')) {
        return t('unreachable');
      }
      return localizeError(error, locale);
    },
    [t, locale, apiReason],
  );
}

export interface RelayedReadErrorProps extends Omit<EndpointReadErrorProps, 'choice' | 'namespace' | 'endpoint'> {
  api: RelayedChoice;
  /** The family's messages (EndpointReadError's, and `readError.{endpointCustom,endpointDefault}` with {url}). */
  namespace: RelayedNamespace | 'solanaRpc';
  /** Test ids: `<family>-read-error-endpoint`. */
  family: string;
}

/**
 * A failed read through our relay (or passthrough) or the user's endpoint: the endpoint named (ours with its upstream,
 * or the user's), Retry, and another endpoint typed in place (EndpointReadError).
 */
export function RelayedReadError({ api, namespace, family, ...rest }: RelayedReadErrorProps) {
  const t = useTranslations(`${namespace}.readError` as 'tronApi.readError');
  const url = api.resolveUrl();
  const text = api.customUrl
    ? t('endpointCustom', { url: api.customUrl })
    : t('endpointDefault', { url: api.upstream ?? url });
  return (
    <EndpointReadError
      choice={api}
      namespace={namespace}
      endpoint={{ text, testId: `${family}-read-error-endpoint`, value: api.endpointName?.() ?? url }}
      {...rest}
    />
  );
}
