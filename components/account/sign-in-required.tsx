'use client';

import { useTranslations } from 'next-intl';
import { authPageHref } from '@/lib/client/last-page';
import type { Locale } from '@/lib/i18n/config';

/**
 * Shown by signed-in pages when the browser finds no session (e.g. after signing out on the page). The server's
 * guard already sends signed-out visitors to login; this covers what changes after the page has loaded.
 */
export function SignInRequired({ locale, currentPath }: { locale: Locale; currentPath: string }) {
  const t = useTranslations('account.common');
  return (
    <section className="account-card">
      <p>{t('signInRequired')}</p>
      <a className="button" href={authPageHref(locale, 'login', currentPath)}>
        {t('signIn')}
      </a>
    </section>
  );
}
