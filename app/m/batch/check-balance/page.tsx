import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CHECK_BALANCE_NAMESPACES } from '@/components/check-balance/check-balance-page';
import { CheckBalanceView } from '@/components/check-balance/check-balance-view';
import { Brand } from '@/components/layout/brand';
import { MobileLanguageSwitch } from '@/components/mobile/mobile-language-switch';
import { AppProviders } from '@/components/providers/app-providers';
import { ClientMessages } from '@/components/providers/client-messages';
import { getRoute, isServed, routeDescription, routeTitle } from '@/lib/catalog';
import { mobileLocale } from '@/lib/i18n/mobile-locale';
import { MOBILE_PREFIX, mobilePathFor } from '@/lib/routing/mobile';
import { serverEnv } from '@/lib/server/env';

/** The desktop page this one is the phone version of (spec §2). */
const DESKTOP_PATH = '/batch/check-balance';
const ROUTE_NAME = 'batch-check-balance';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await mobileLocale();
  const route = getRoute(ROUTE_NAME);
  return {
    title: routeTitle(route, locale),
    description: routeDescription(route, locale),
    alternates: { canonical: new URL(`${MOBILE_PREFIX}${DESKTOP_PATH}`, serverEnv().SITE_URL).toString() },
  };
}

/** /m/batch/check-balance: the EVM balance checker laid out for a phone; the locale is the visitor's preference. */
export default async function MobileCheckBalancePage() {
  const locale = await mobileLocale();
  setRequestLocale(locale);
  const mobilePath = mobilePathFor(DESKTOP_PATH);
  if (!mobilePath || !isServed(getRoute(ROUTE_NAME))) notFound();
  const common = await getTranslations({ locale, namespace: 'common' });
  const t = await getTranslations({ locale, namespace: 'checkBalance' });
  return (
    <main className="mobile-home check-balance-mobile">
      <header className="mobile-home__bar">
        <Link href={`${MOBILE_PREFIX}/`} className="brand">
          <Brand name={common('siteName')} />
        </Link>
        <MobileLanguageSwitch locale={locale} languageName={common('header.languageName')} />
      </header>
      <h1>{t('title')}</h1>
      <p className="account-card__muted">{t('intro')}</p>
      <AppProviders locale={locale}>
        <ClientMessages namespaces={CHECK_BALANCE_NAMESPACES}>
          <CheckBalanceView locale={locale} currentPath={mobilePath} isCompact />
        </ClientMessages>
      </AppProviders>
    </main>
  );
}
