'use client';

import { type AbstractIntlMessages, NextIntlClientProvider } from 'next-intl';
import { NewsletterForm } from '@/components/newsletter/newsletter-form';
import { QueryProvider } from '@/components/providers/query-provider';
import type { Locale } from '@/lib/i18n/config';
import type { NewsletterMessages } from './newsletter-slot';

/**
 * The footer's working newsletter form with what it needs (its messages, react-query), in a chunk of its own that
 * NewsletterSlot fetches once the form is near the view or used.
 */
export function NewsletterIsland({
  locale,
  siteKey,
  messages,
}: {
  locale: Locale;
  siteKey: string;
  messages: NewsletterMessages;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={messages as unknown as AbstractIntlMessages} timeZone="UTC">
      <QueryProvider>
        <NewsletterForm locale={locale} siteKey={siteKey} />
      </QueryProvider>
    </NextIntlClientProvider>
  );
}
