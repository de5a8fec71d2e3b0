import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Brand } from '@/components/layout/brand';
import { MobileLanguageSwitch } from '@/components/mobile/mobile-language-switch';
import { AppProviders } from '@/components/providers/app-providers';
import { ClientMessages } from '@/components/providers/client-messages';
import { getRoute, isServed, routeDescription, routeTitle } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { mobileLocale } from '@/lib/i18n/mobile-locale';
import { MOBILE_PREFIX, mobilePathFor } from '@/lib/routing/mobile';
import { serverEnv } from '@/lib/server/env';

/** A phone page of a desktop tool (spec §2): the desktop route's copy, the visitor's preferred locale. */
export interface MobileToolPageProps {
  /** The desktop path this page is the phone version of ('/batch/check-balance'). */
  desktopPath: string;
  /** The desktop route; its catalogue namespace holds the tool's `title` and `intro`. */
  routeName: string;
  clientNamespaces: readonly string[];
  /** The tool's view for this locale, told the mobile path it is shown under. */
  renderView: (locale: Locale, mobilePath: string) => ReactNode;
}

export async function mobileToolMetadata(desktopPath: string, routeName: string): Promise<Metadata> {
  const locale = await mobileLocale();
  const route = getRoute(routeName);
  return {
    title: routeTitle(route, locale),
    description: routeDescription(route, locale),
    alternates: { canonical: new URL(`${MOBILE_PREFIX}${desktopPath}`, serverEnv().SITE_URL).toString() },
  };
}

/** The compact layout: brand, language switch, the tool; a 404 until both the phone and desktop pages are served. */
export async function MobileToolPage({ desktopPath, routeName, clientNamespaces, renderView }: MobileToolPageProps) {
  const locale = await mobileLocale();
  setRequestLocale(locale);
  const mobilePath = mobilePathFor(desktopPath);
  const route = getRoute(routeName);
  if (!mobilePath || !isServed(route)) notFound();
  const common = await getTranslations({ locale, namespace: 'common' });
  const t = await getTranslations({ locale, namespace: route.namespace });
  return (
    <main className="mobile-home check-balance-mobile">
      <header className="mobile-home__bar">
        <Link href={`${MOBILE_PREFIX}/`} className="brand">
          <Brand name={common('siteName')} />
        </Link>
        <MobileLanguageSwitch
          locale={locale}
          label={common('header.switchLanguage')}
          languageName={common('header.languageName')}
        />
      </header>
      <h1>{t('title')}</h1>
      <p className="account-card__muted">{t('intro')}</p>
      <AppProviders locale={locale}>
        <ClientMessages namespaces={clientNamespaces}>{renderView(locale, mobilePath)}</ClientMessages>
      </AppProviders>
    </main>
  );
}
