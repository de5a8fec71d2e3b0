import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { AppProviders } from '@/components/providers/app-providers';
import { createQueryClient } from '@/components/providers/create-query-client';
import type { HttpClient } from '@/lib/http';
import type { Locale } from '@/lib/i18n/config';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

const MESSAGES = { en, cn } as const;

/** Renders a component as the app does: react-query, the given HTTP client, messages of one locale. */
export function renderWithProviders(ui: ReactElement, { locale = 'en', http }: { locale?: Locale; http: HttpClient }) {
  const queryClient = createQueryClient();
  const result = render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
      <AppProviders locale={locale} httpClient={http} queryClient={queryClient}>
        {ui}
      </AppProviders>
    </NextIntlClientProvider>,
  );
  return { ...result, queryClient };
}
