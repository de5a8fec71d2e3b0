import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SOLANA_CHECK_BALANCE_NAMESPACES } from '@/components/check-balance/solana/solana-check-balance-page';
import { SolanaCheckBalanceView } from '@/components/check-balance/solana/solana-check-balance-view';
import { Brand } from '@/components/layout/brand';
import { MobileLanguageSwitch } from '@/components/mobile/mobile-language-switch';
import { AppProviders } from '@/components/providers/app-providers';
import { ClientMessages } from '@/components/providers/client-messages';
import { getRoute, isServed, routeDescription, routeTitle } from '@/lib/catalog';
import { mobileLocale } from '@/lib/i18n/mobile-locale';
import { MOBILE_PREFIX, mobilePathFor } from '@/lib/routing/mobile';
import { serverEnv } from '@/lib/server/env';

/** The desktop page this one is the phone version of (spec §2). */
const DESKTOP_PATH = '/solana/check-balance';
const ROUTE_NAME = 'solana-check-balance';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await mobileLocale();
  const route = getRoute(ROUTE_NAME);
  return {
    title: routeTitle(route, locale),
    description: routeDescription(route, locale),
    alternates: { canonical: new URL(`${MOBILE_PREFIX}${DESKTOP_PATH}`, serverEnv().SITE_URL).toString() },
  };
}

/** /m/solana/check-balance: the Solana balance checker laid out for a phone; the locale is the visitor's preference. */
export default async function MobileSolanaCheckBalancePage() {
  const locale = await mobileLocale();
  setRequestLocale(locale);
  const mobilePath = mobilePathFor(DESKTOP_PATH);
  if (!mobilePath || !isServed(getRoute(ROUTE_NAME))) notFound();
  const common = await getTranslations({ locale, namespace: 'common' });
  const t = await getTranslations({ locale, namespace: 'solanaCheckBalance' });
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
        <ClientMessages namespaces={SOLANA_CHECK_BALANCE_NAMESPACES}>
          <SolanaCheckBalanceView locale={locale} currentPath={mobilePath} isCompact />
        </ClientMessages>
      </AppProviders>
    </main>
  );
}
