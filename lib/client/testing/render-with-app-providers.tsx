import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { createQueryClient } from '@/components/providers/create-query-client';
import type { HttpClient } from '@/lib/http';
import type { Locale } from '@/lib/i18n/config';

/** Renders under AppProviders (react-query + the given HTTP client), for components that get their texts as props. */
export function renderWithAppProviders(
  ui: ReactElement,
  { locale = 'en', http }: { locale?: Locale; http: HttpClient },
) {
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders locale={locale} httpClient={http} queryClient={queryClient}>
      {ui}
    </AppProviders>,
  );
  return { ...result, queryClient };
}
