import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MobileHome } from '@/components/mobile/mobile-home';
import { getRoute, routeDescription } from '@/lib/catalog';
import { mobileLocale } from '@/lib/i18n/mobile-locale';
import { getCurrentUser } from '@/lib/server/auth/current-user';
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

/**
 * The mobile home: every live tool, the account (sign-in, or the signed-in visitor's account, read on the server so
 * the page needs no client state), VIP and the language switch, in the language the visitor came with.
 */
export default async function MobileHomePage() {
  const [locale, user] = await Promise.all([mobileLocale(), getCurrentUser()]);
  return <MobileHome locale={locale} user={user} />;
}
