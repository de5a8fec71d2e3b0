'use client';

import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { HttpClient } from '@/lib/http';
import type { Locale } from '@/lib/i18n/config';
import { PageProviders } from './page-providers';
import { QueryProvider } from './query-provider';

interface AppProvidersProps {
  locale: Locale;
  children: ReactNode;
  /** Tests inject a fake client; the app uses the real one on the same origin. */
  httpClient?: HttpClient;
  queryClient?: QueryClient;
}

/**
 * All the client state in one: PageProviders (HTTP client, user store, tracking) and react-query. For a tree with
 * no root layout above (the phone tool pages) and for tests; the site's root layout has PageProviders only, and
 * the pages under (site) add QueryProvider.
 */
export function AppProviders({ locale, children, httpClient, queryClient }: AppProvidersProps) {
  return (
    <PageProviders locale={locale} httpClient={httpClient}>
      <QueryProvider client={queryClient}>{children}</QueryProvider>
    </PageProviders>
  );
}
