'use client';

import './globals.css';
import { useSyncExternalStore } from 'react';
import { ErrorFallback, localeOfPath } from '@/components/layout/error-fallback';
import { htmlLang } from '@/lib/i18n/config';

const noSubscription = () => () => undefined;

/** Errors of a root layout itself: this replaces the whole document, so it brings its own html and body. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  // The path's language in the browser; English while hydrating a server render, which has no location.
  const locale = useSyncExternalStore(
    noSubscription,
    () => localeOfPath(window.location.pathname),
    () => 'en' as const,
  );
  return (
    <html lang={htmlLang(locale)}>
      <body>
        <ErrorFallback error={error} retry={retry} locale={locale} />
      </body>
    </html>
  );
}
