import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/providers/client-messages';
import { isLocale } from '@/lib/i18n/config';
import { buildMetadata } from '@/lib/seo/metadata';

export type WalletToolPageProps = { params: Promise<{ locale: string }> };

/** Metadata of a wallet tool's catalogue route. */
export async function walletToolMetadata(path: string, params: WalletToolPageProps['params']): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? buildMetadata(path, locale) : {};
}

/**
 * The server half of a wallet tool: the request's locale and the tool's messages only. Public pages with nothing to
 * guard or fetch: the keys are made in the client view, never on the server.
 */
export async function WalletToolPage({ params, children }: WalletToolPageProps & { children: ReactNode }) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <ClientMessages namespaces={['walletTools']}>{children}</ClientMessages>;
}
