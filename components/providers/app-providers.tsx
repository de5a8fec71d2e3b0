'use client';

import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { HttpClientContext } from '@/lib/client/http-client-context';
import { createHttpClient, type HttpClient } from '@/lib/http';
import type { Locale } from '@/lib/i18n/config';
import { createQueryClient } from './create-query-client';
import { TrackingMount } from './tracking-mount';
import { UserSessionSync } from './user-session-sync';

interface AppProvidersProps {
  locale: Locale;
  children: ReactNode;
  /** Tests inject a fake client; the app uses the real one on the same origin. */
  httpClient?: HttpClient;
  queryClient?: QueryClient;
}

/**
 * Client-side state for every page: react-query, the one HTTP client in the page's language, the user store, and
 * tracking with the global error handler.
 */
export function AppProviders({ locale, children, httpClient, queryClient }: AppProvidersProps) {
  const [defaultQueryClient] = useState(createQueryClient);
  const defaultHttpClient = useMemo(() => createHttpClient({ getLocale: () => locale }), [locale]);
  return (
    <QueryClientProvider client={queryClient ?? defaultQueryClient}>
      <HttpClientContext value={httpClient ?? defaultHttpClient}>
        <UserSessionSync />
        <TrackingMount />
        {children}
      </HttpClientContext>
    </QueryClientProvider>
  );
}
