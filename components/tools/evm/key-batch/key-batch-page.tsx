import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { isLocale } from '@/lib/i18n/config';
import { buildMetadata } from '@/lib/seo/metadata';

export type KeyBatchPageProps = { params: Promise<{ locale: string }> };

/** The message namespaces of the key tools: their own, and the batch engine's statuses and controls. */
export const KEY_BATCH_NAMESPACES = ['keyBatch', 'batch'] as const;

/** Metadata of a key tool's catalogue route. */
export async function keyBatchMetadata(path: string, params: KeyBatchPageProps['params']): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? buildMetadata(path, locale) : {};
}

/**
 * The server half of a key tool: the request's locale and the tools' messages, nothing else. Public pages with
 * nothing to guard or fetch: keys are pasted and used in the client view only, never on the server.
 */
export async function KeyBatchPage({ params, children }: KeyBatchPageProps & { children: ReactNode }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <ClientMessages namespaces={KEY_BATCH_NAMESPACES}>{children}</ClientMessages>;
}
