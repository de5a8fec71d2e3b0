import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SiteHeader } from '@/components/layout/site-header';
import { isLocale } from '@/lib/i18n/config';

/** The header and the main element (the skip link's target) of every page but home, whose page renders its own. */
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
        {children}
      </main>
    </>
  );
}
