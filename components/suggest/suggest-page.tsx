import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ClientMessages } from '@/components/providers/client-messages';
import { isLocale } from '@/lib/i18n/config';
import { buildMetadata } from '@/lib/seo/metadata';
import { readTurnstileSiteKey } from '@/lib/server/platform/config';
import { SuggestForm } from './suggest-form';

export type SuggestPageProps = { params: Promise<{ locale: string }> };

export async function suggestMetadata(params: SuggestPageProps['params']): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? buildMetadata('suggest', locale) : {};
}

/** The suggest page (spec §2): a heading, why to write, and the form with only the `suggest` messages. */
export async function SuggestPage({ params }: SuggestPageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'suggest' });
  return (
    <section className="account-card suggest">
      <h1 className="account-card__title">{t('title')}</h1>
      <p className="account-card__intro">{t('intro')}</p>
      <ClientMessages namespaces={['suggest']}>
        <SuggestForm locale={locale} siteKey={readTurnstileSiteKey()} />
      </ClientMessages>
    </section>
  );
}
