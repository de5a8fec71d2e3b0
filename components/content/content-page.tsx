import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { LocalizedDocument } from '@/lib/content/types';
import { isLocale } from '@/lib/i18n/config';
import { buildMetadata } from '@/lib/seo/metadata';
import { ContentDocumentView } from './content-document-view';

type LocaleParams = Promise<{ locale: string }>;

/** Metadata of the catalogue route at `path` that shows a long-form document. */
export async function contentMetadata(path: string, params: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? buildMetadata(path, locale) : {};
}

/** A page showing a long-form document (privacy policy, terms, about us) in the route's locale. */
export async function ContentPage({ params, document }: { params: LocaleParams; document: LocalizedDocument }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <ContentDocumentView document={document[locale]} locale={locale} />;
}
