import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import type { Locale } from '@/lib/i18n/config';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

const MESSAGES = { en, cn } as const;

/** Test support: a batch component with the app's messages (no providers beyond next-intl). */
export function renderWithBatchMessages(ui: ReactElement, locale: Locale = 'en') {
  return render(
    <NextIntlClientProvider locale={locale} messages={MESSAGES[locale]} timeZone="UTC">
      {ui}
    </NextIntlClientProvider>,
  );
}
