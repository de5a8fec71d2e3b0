import 'server-only';
import { cookies, headers } from 'next/headers';
import { preferredLocale } from '@/lib/routing/decide';
import { LOCALE_COOKIE, type Locale } from './config';

/** Mobile addresses carry no locale (spec §2): the saved preference or the browser's language decides. */
export async function mobileLocale(): Promise<Locale> {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  return preferredLocale(cookieStore.get(LOCALE_COOKIE)?.value ?? null, headerStore.get('accept-language'));
}
