import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SiteHeader } from '@/components/layout/site-header';
import { QueryProvider } from '@/components/providers/query-provider';
import { isLocale } from '@/lib/i18n/config';

/**
 * The header and the main element (the skip link's target) of every page but home, whose page renders its own; and
 * react-query, which home does without (issue 13 point 10).
 */
export default async function SiteLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) return children;
  return (
    <>
      <SiteHeader locale={locale} />
      <main id={MAIN_CONTENT_ID} className="container main" tabIndex={-1}>
        <QueryProvider>{children}</QueryProvider>
      </main>
    </>
  );
}
