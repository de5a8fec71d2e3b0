import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { missingNoticeTexts } from '@/components/home/home-content';
import { MissingPageNotice } from '@/components/home/missing-page-notice';
import { Brand } from '@/components/layout/brand';
import { MobileLanguageSwitch } from '@/components/mobile/mobile-language-switch';
import { getRoute, isServed, liveTools, localizedHref, memberTools, type ToolLink, toolLink } from '@/lib/catalog';
import { authHrefWithLastPage } from '@/lib/client/last-page';
import { displayName } from '@/lib/client/user/display-name';
import type { UserInfo } from '@/lib/client/user/types';
import type { Locale } from '@/lib/i18n/config';
import { MOBILE_PREFIX, mobilePathFor } from '@/lib/routing/mobile';

/** A tool's link on the phone: its /m/ page where one exists, else its full page (which has a phone layout too). */
function phoneLink(link: ToolLink, path: string): ToolLink {
  return { ...link, href: mobilePathFor(`/${path}`) ?? link.href };
}

/** Tools under their category, in menu order. */
function byCategory(links: readonly ToolLink[]): { label: string; links: ToolLink[] }[] {
  const groups = new Map<string, ToolLink[]>();
  for (const link of links) groups.set(link.categoryLabel, [...(groups.get(link.categoryLabel) ?? []), link]);
  return [...groups.entries()].map(([label, grouped]) => ({ label, links: grouped }));
}

/**
 * The phone home (/m/, spec §2): every live tool once, under its name, then what needs an account, sign-in or the
 * signed-in visitor's account, VIP, the language switch and the site's other pages; all in the visitor's language.
 * No link prefetches: on a phone every link is in view, and prefetching them fetched every tool's JavaScript (≈ 280 KiB
 * gzip, the Solana and EVM libraries) on each visit to a page that itself needs ≈ 145 KiB (issue 13 point 10).
 */
export async function MobileHome({ locale, user }: { locale: Locale; user: UserInfo | null }) {
  const t = await getTranslations({ locale, namespace: 'mobile' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const live = liveTools().map((tool) => phoneLink(toolLink(tool, locale), tool.path));
  const members = memberTools().map((tool) => toolLink(tool, locale));
  const account =
    user !== null
      ? { href: localizedHref(locale, 'account/usercenter'), label: t('account', { name: displayName(user) }) }
      : isServed(getRoute('login'))
        ? { href: authHrefWithLastPage(locale, 'login', `${MOBILE_PREFIX}/`), label: t('signIn') }
        : null;
  const vip = isServed(getRoute('vip')) ? { href: localizedHref(locale, 'vip'), label: t('vip') } : null;
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
        <MobileLanguageSwitch
          locale={locale}
          label={common('header.switchLanguage')}
          languageName={common('header.languageName')}
        />
      </header>
      <MissingPageNotice locale={locale} texts={await missingNoticeTexts()} />
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <nav aria-labelledby="mobile-tools-title">
        <h2 id="mobile-tools-title">{t('toolsTitle')}</h2>
        {byCategory(live).map((group) => (
          <section key={group.label} className="mobile-home__group">
            <h3>{group.label}</h3>
            <ul className="mobile-home__tools">
              {group.links.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false}>
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {members.length > 0 && (
          <section className="mobile-home__group">
            <h3>{t('memberToolsTitle')}</h3>
            <ul className="mobile-home__tools">
              {members.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} prefetch={false}>
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </nav>
      <h2>{t('accountTitle')}</h2>
      <ul className="mobile-home__more">
        {account && (
          <li>
            <a href={account.href}>{account.label}</a>
          </li>
        )}
        {vip && (
          <li>
            <Link href={vip.href} prefetch={false}>
              {vip.label}
            </Link>
          </li>
        )}
      </ul>
      <h2>{t('moreTitle')}</h2>
      <ul className="mobile-home__more">
        {more.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
