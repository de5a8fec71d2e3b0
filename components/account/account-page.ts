import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getRoute, isServed, localizedHref } from '@/lib/catalog';
import { LAST_PAGE_QUERY_PARAMETER } from '@/lib/client/last-page';
import { isLocale, type Locale } from '@/lib/i18n/config';
import { buildMetadata } from '@/lib/seo/metadata';
import { guardPage } from '@/lib/server/auth/page-guard';

export type LocaleParams = Promise<{ locale: string }>;
export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Metadata of an account page from the catalogue. */
export async function accountMetadata(path: string, params: LocaleParams): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? buildMetadata(path, locale) : {};
}

/** The page's locale, set for this request; an unknown one is a 404. */
export async function accountPageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

/** The query string of the request ('?a=1', or ''), for the page guard. */
export async function searchString(searchParams: SearchParams): Promise<string> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(await searchParams)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) query.append(name, item);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** The first value of a query parameter, or null. */
export async function queryValue(searchParams: SearchParams, name: string): Promise<string | null> {
  const value = (await searchParams)[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** A link to a catalogue route, or null while it is not served (so no page links to a path that redirects home). */
export function servedHref(locale: Locale, routeName: string): string | null {
  const route = getRoute(routeName);
  return isServed(route) ? localizedHref(locale, route.path) : null;
}

/**
 * The shared start of the auth pages (login, signup, password reset): locale, the server-side guard (a signed-in
 * user goes to lastPage or back), and the lastPage to carry on.
 */
export async function authPageContext(
  path: string,
  params: LocaleParams,
  searchParams: SearchParams,
): Promise<{ locale: Locale; lastPage: string | null }> {
  const locale = await accountPageLocale(params);
  await guardPage(path, locale, await searchString(searchParams));
  return { locale, lastPage: await queryValue(searchParams, LAST_PAGE_QUERY_PARAMETER) };
}
