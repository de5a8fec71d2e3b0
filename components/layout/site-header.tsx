import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountEntrySlot } from '@/components/account/account-entry-slot';
import { getRoute, isServed, localizedHref, navigationGroups } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { NavigationMenu } from './navigation-menu';

/** The header of every page but home: brand, tool navigation from the catalogue, language switch, account entry. */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const groups = navigationGroups(locale);
  const login = getRoute('login');
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link className="brand" href={localizedHref(locale, '')} prefetch={false}>
          <Brand name={t('siteName')} />
        </Link>
        <Link className="site-header__home" href={localizedHref(locale, '')}>
          {t('header.home')}
        </Link>
        <NavigationMenu groups={groups} label={t('header.tools')} />
        <div className="site-header__actions">
          <Suspense>
            <LanguageSwitch
              locale={locale}
              label={t('header.switchLanguage')}
              languageName={t('header.languageName')}
            />
          </Suspense>
          {isServed(login) && <AccountEntrySlot locale={locale} />}
        </div>
      </div>
    </header>
  );
}
