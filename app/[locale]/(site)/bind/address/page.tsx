import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { localizedHref } from '@/lib/catalog';
import { isLocale } from '@/lib/i18n/config';
import type { Messages } from '@/lib/i18n/messages';
import { buildMetadata } from '@/lib/seo/metadata';
import { guardPage } from '@/lib/server/auth/page-guard';
import { BindAddressLoader } from './bind-address-loader';

type PageProps = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const PATH = 'bind/address';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return buildMetadata(PATH, locale);
}

function searchString(query: Record<string, string | string[] | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) search.append(name, item);
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Links a wallet to a signed-in e-mail account; the wallet kit loads in the browser only (bind-address-loader). */
export default async function BindAddressPage({ params, searchParams }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // Checked against the session row (the proxy only decrypts the cookie): signed-out users go to login with lastPage.
  const user = await guardPage(PATH, locale, searchString(await searchParams));
  if (!user) notFound();
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
