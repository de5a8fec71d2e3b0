'use client';

import { useParams } from 'next/navigation';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { isLocale } from '@/lib/i18n/config';

/** The error boundary of every localised page (inside the root layout: header, footer and tracker stay). */
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  const params = useParams<{ locale?: string }>();
  const locale = isLocale(params?.locale) ? params.locale : 'en';
  return <ErrorFallback error={error} retry={retry} locale={locale} />;
}
