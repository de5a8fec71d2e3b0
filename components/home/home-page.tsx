import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountEntrySlot } from '@/components/account/account-entry-slot';
import { Brand } from '@/components/layout/brand';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { getRoute, isServed } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { HomeContent } from './home-content';

/** The landing page: its bar, then the content (home-content.tsx): live tools, VIP tools, the roadmap folded away. */
export async function HomePage({ locale }: { locale: Locale }) {
  const common = await getTranslations({ locale, namespace: 'common' });

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
        <HomeContent locale={locale} />
      </main>
    </>
  );
}
