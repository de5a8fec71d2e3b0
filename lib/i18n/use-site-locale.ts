import { useLocale } from 'next-intl';
import { isLocale, type Locale } from './config';

/** The page's language as one of ours (next-intl gives a plain string): English when it is not one. */
export function useSiteLocale(): Locale {
  const name = useLocale();
  return isLocale(name) ? name : 'en';
}
