'use client';

import { type ReactNode, useMemo } from 'react';
import { HttpClientContext } from '@/lib/client/http-client-context';
import type { HttpClient } from '@/lib/http';
import type { Locale } from '@/lib/i18n/config';
import { createLazyHttpClient } from './lazy-http-client';
import { TrackingMount } from './tracking-mount';
import { UserSessionSync } from './user-session-sync';

interface PageProvidersProps {
  locale: Locale;
  children: ReactNode;
  /** Tests inject a fake client; the app uses the real one on the same origin, loaded with its first request. */
  httpClient?: HttpClient;
}

/**
 * What every page has (the root layout): the one HTTP client in the page's language, the user store and tracking
 * with the global error handler. No react-query (QueryProvider: the pages that use it) and nothing that loads
 * before it is used (issue 13 point 10).
 */
export function PageProviders({ locale, children, httpClient }: PageProvidersProps) {
  const defaultHttpClient = useMemo(() => createLazyHttpClient({ getLocale: () => locale }), [locale]);
  return (
    <HttpClientContext value={httpClient ?? defaultHttpClient}>
      <UserSessionSync />
      <TrackingMount />
      {children}
    </HttpClientContext>
  );
}
