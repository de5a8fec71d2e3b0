import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Brand } from '@/components/layout/brand';
import { MobileLanguageSwitch } from '@/components/mobile/mobile-language-switch';
import { getRoute, localizedHref, matchRoute, routeDescription, routeTitle } from '@/lib/catalog';
import { mobileLocale } from '@/lib/i18n/mobile-locale';
import { MOBILE_PAGES, mobilePathFor } from '@/lib/routing/mobile';
import { serverEnv } from '@/lib/server/env';

export async function generateMetadata(): Promise<Metadata> {
  const locale = await mobileLocale();
  const t = await getTranslations({ locale, namespace: 'mobile' });
  const home = getRoute('home');
  return {
    title: t('title'),
    description: routeDescription(home, locale),
    alternates: { canonical: new URL('/m/', serverEnv().SITE_URL).toString() },
  };
}

/** The mobile home: the tools of the mobile version, and the pages that read well on a phone. */
export default async function MobileHomePage() {
  const locale = await mobileLocale();
  const t = await getTranslations({ locale, namespace: 'mobile' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const tools = Object.keys(MOBILE_PAGES)
    .filter((path) => path !== '/')
    .map((path) => {
      const match = matchRoute(path.slice(1));
      if (!match) throw new Error(`Mobile page ${path} has no catalogue route`);
      return { path, title: routeTitle(match.entry, locale), href: mobilePathFor(path) };
    });
  const more = [
    { href: localizedHref(locale, 'about-us'), label: common('footer.about') },
    { href: localizedHref(locale, 'protocol/privacy-policy'), label: common('footer.privacy') },
    { href: localizedHref(locale, 'protocol/terms-of-use'), label: common('footer.terms') },
  ];
  return (
    <main className="mobile-home">
      <header className="mobile-home__bar">
        <span className="brand">
          <Brand name={common('siteName')} />
        </span>
        <MobileLanguageSwitch locale={locale} languageName={common('header.languageName')} />
      </header>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <h2>{t('toolsTitle')}</h2>
      <ul className="mobile-home__tools">
        {tools.map((tool) => (
          <li key={tool.path}>
            {tool.href ? (
              <Link href={tool.href}>{tool.title}</Link>
            ) : (
              <span>
                {tool.title} <span className="badge">{t('inDevelopment')}</span>
              </span>
            )}
          </li>
        ))}
      </ul>
      <h2>{t('moreTitle')}</h2>
      <ul className="mobile-home__more">
        {more.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
