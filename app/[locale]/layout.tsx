import '../globals.css';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { type ReactNode, Suspense } from 'react';
import { InviteCodeCatcher } from '@/components/account/invite-code-catcher';
import { ProgressBar } from '@/components/layout/progress-bar';
import { SiteFooter } from '@/components/layout/site-footer';
import { Toaster } from '@/components/layout/toaster';
import { VersionCheck } from '@/components/layout/version-check';
import { PageProviders } from '@/components/providers/page-providers';
import { htmlLang, isLocale, LOCALES } from '@/lib/i18n/config';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const dynamicParams = false;

/**
 * The one default layout: progress bar, version check, toasts, the client state every page needs (HTTP client, user,
 * tracking), page, footer. The header and react-query live in (site); home has neither before it is used.
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return (
    <html lang={htmlLang(locale)}>
      <body>
        <Suspense>
          <ProgressBar />
        </Suspense>
        <VersionCheck />
        <Toaster />
        <PageProviders locale={locale}>
          <InviteCodeCatcher />
          <div className="page">{children}</div>
          <SiteFooter locale={locale} />
        </PageProviders>
      </body>
    </html>
  );
}
