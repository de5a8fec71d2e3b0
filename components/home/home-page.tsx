import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { CHAINS } from '@/chains/registry';
import { AccountEntrySlot } from '@/components/account/account-entry-slot';
import { Brand } from '@/components/layout/brand';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { getRoute, isServed, localizedHref, navigationGroups } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { type DirectoryItem, ToolDirectory } from './tool-directory';

const CLAIMS = ['Time', 'Nft', 'Keys', 'Fees'] as const;

/** The landing page: what Chainkit does, the tool directory from the catalogue, and the roadmap. */
export async function HomePage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'home' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const groups = navigationGroups(locale, { includeUnimplemented: true });
  const all = groups.flatMap((group) =>
    group.items.map((item) => ({ ...item, category: group.category, categoryLabel: group.label })),
  );
  const items: DirectoryItem[] = all
    .map(({ routeName, href, title, category, categoryLabel, chain, chainLabel, isImplemented }) => ({
      routeName,
      href: isImplemented ? href : null,
      title,
      category,
      categoryLabel,
      chain: chain ?? null,
      chainLabel: chainLabel ?? null,
    }))
    .sort((a, b) => Number(b.href !== null) - Number(a.href !== null));
  const availableCount = items.filter((item) => item.href !== null).length;

  return (
    <>
      <header className="home-bar container">
        <span className="brand">
          <Brand name={common('siteName')} />
        </span>
        <div className="home-bar__actions">
          <Suspense>
            <LanguageSwitch
              locale={locale}
              label={common('header.switchLanguage')}
              languageName={common('header.languageName')}
            />
          </Suspense>
          {isServed(getRoute('login')) && <AccountEntrySlot locale={locale} />}
        </div>
      </header>
      <main id="main" className="container main home">
        <section className="hero">
          <p className="hero__eyebrow">{common('tagline')}</p>
          <h1>{t('heroTitle')}</h1>
          <p className="hero__body">{t('heroBody')}</p>
          <ul className="chain-list" aria-label={t('chainsTitle')}>
            {CHAINS.map((chain) => (
              <li key={chain.chainId}>{chain.name}</li>
            ))}
          </ul>
        </section>
        <ul className="claims">
          {CLAIMS.map((claim) => (
            <li key={claim}>
              <strong>{t(`claim${claim}`)}</strong>
              <span>{t(`claim${claim}Body`)}</span>
            </li>
          ))}
        </ul>
        <section aria-labelledby="directory-title">
          <h2 id="directory-title">{t('directoryTitle')}</h2>
          <p>
            {t('directoryBody')} {t('availableCount', { count: availableCount })} {t('roadmapBody')}
          </p>
          <ToolDirectory
            items={items}
            labels={{
              searchLabel: t('searchLabel'),
              searchPlaceholder: t('searchPlaceholder'),
              chainFilter: t('chainFilter'),
              categoryFilter: t('categoryFilter'),
              allChains: t('allChains'),
              allCategories: t('allCategories'),
              noMatch: t('noMatch'),
              inDevelopment: t('roadmapBadge'),
            }}
          />
        </section>
        <p>
          <Link href={localizedHref(locale, 'about-us')}>{t('learnMore')}</Link>
        </p>
      </main>
    </>
  );
}
