import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import {
  accountMetadata,
  accountPageLocale,
  type LocaleParams,
  type SearchParams,
  searchString,
} from '@/components/account/account-page';
import { localizedHref } from '@/lib/catalog';
import type { Messages } from '@/lib/i18n/messages';
import { guardPage } from '@/lib/server/auth/page-guard';
import { BindAddressLoader } from './bind-address-loader';

type PageProps = { params: LocaleParams; searchParams: SearchParams };

const PATH = 'bind/address';

export const generateMetadata = ({ params }: PageProps) => accountMetadata(PATH, params);

/** Links a wallet to a signed-in e-mail account; the wallet kit loads in the browser only (bind-address-loader). */
export default async function BindAddressPage({ params, searchParams }: PageProps) {
  const locale = await accountPageLocale(params);
  // Checked against the session row (the proxy only decrypts the cookie): signed-out users go to login with lastPage.
  const user = await guardPage(PATH, locale, await searchString(searchParams));
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
