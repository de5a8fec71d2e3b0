import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { AccountEntrySlot } from '@/components/account/account-entry-slot';
import { getRoute, isServed, localizedHref, navigationGroups } from '@/lib/catalog';
import type { Locale } from '@/lib/i18n/config';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { NavigationMenu } from './navigation-menu';

/** Where the skip link goes: every page's main element has this id. */
export const MAIN_CONTENT_ID = 'main';

/**
 * The header of every page, home included: a skip link to the main content, brand, the tool menu from the
 * catalogue, language switch, account entry. On a phone it is one row with a menu button (app/globals.css).
 */
export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' });
  const groups = navigationGroups(locale);
  const home = localizedHref(locale, '');
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <div className="container site-header__inner">
          <Link className="brand" href={home} prefetch={false}>
            <Brand name={t('siteName')} />
          </Link>
          <NavigationMenu
            groups={groups}
            homeHref={home}
            labels={{ navigation: t('header.tools'), home: t('header.home'), menu: t('header.menu') }}
          >
            <Suspense>
              <LanguageSwitch
                locale={locale}
                label={t('header.switchLanguage')}
                languageName={t('header.languageName')}
              />
            </Suspense>
            {isServed(getRoute('login')) && <AccountEntrySlot locale={locale} />}
          </NavigationMenu>
        </div>
      </header>
    </>
  );
}
