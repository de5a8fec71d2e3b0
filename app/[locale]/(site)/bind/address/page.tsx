import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { localizedHref } from '@/lib/catalog';
import { isLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { buildMetadata } from '@/lib/seo/metadata';
import { getCurrentUser } from '@/lib/server/auth/current-user';
import { BindAddressLoader } from './bind-address-loader';

type PageProps = { params: Promise<{ locale: string }> };

const PATH = 'bind/address';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return buildMetadata(PATH, locale);
}

/** Links a wallet to a signed-in e-mail account; the wallet kit loads in the browser only (bind-address-loader). */
export default async function BindAddressPage({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const user = await getCurrentUser();
  // The proxy guards this page too; this check is the one that reads the session row, so a revoked cookie lands here.
  if (!user) redirect(`${localizedHref(locale, 'login')}?lastPage=${encodeURIComponent(localizedHref(locale, PATH))}`);
  const t = await getTranslations({ locale, namespace: 'wallet' });
  const messages = (await getMessages({ locale })) as Messages;
  const accountHref = localizedHref(locale, 'account/usercenter');
  return (
    <section className="wallet-page">
      <h1>{t('bind.title')}</h1>
      <p className="wallet-page__intro">{t('bind.intro')}</p>
      {user.address ? (
        <div className="wallet-bind">
          <p>{t('bind.alreadyLinked', { address: user.address })}</p>
          <Link className="button" href={accountHref}>
            {t('bind.backToAccount')}
          </Link>
        </div>
      ) : (
        <BindAddressLoader locale={locale} accountHref={accountHref} messages={messages.wallet} />
      )}
    </section>
  );
}
