import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import { SiteHeader } from '@/components/layout/site-header';
import { isLocale } from '@/lib/i18n/config';
import { buildMetadata } from '@/lib/seo/metadata';

type PageProps = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? buildMetadata('', locale) : {};
}

export default async function Page({ params }: PageProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  // The same header and menu as every other page (issue 13: home had no menu, unlike spec §2's bare home).
  return (
    <>
      <SiteHeader locale={locale} />
      <HomePage locale={locale} />
    </>
  );
}
