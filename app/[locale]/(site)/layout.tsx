import type { ReactNode } from 'react';
import { SiteHeader } from '@/components/layout/site-header';
import { isLocale } from '@/lib/i18n/config';

/** Every page but home shows the header (spec §2). */
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
      <main id="main" className="container main">
        {children}
      </main>
    </>
  );
}
