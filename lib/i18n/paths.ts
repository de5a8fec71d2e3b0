import { isLocale, LOCALES, type Locale } from './config';

/** The locale at the start of a site path ('/cn/gas' → 'cn'), or null. */
export function localeOfPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : null;
}

/** A site path without its locale prefix and without a trailing slash ('/en/gas/' → '/gas', '/en' → '/'). */
export function stripLocale(pathname: string): string {
  const locale = localeOfPath(pathname);
  const rest = locale ? pathname.slice(locale.length + 1) : pathname;
  const trimmed = rest.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function splitSuffix(href: string): { path: string; suffix: string } {
  const index = href.search(/[?#]/);
  return index === -1 ? { path: href, suffix: '' } : { path: href.slice(0, index), suffix: href.slice(index) };
}

const ARTICLE_LOCALE_SUFFIX = new RegExp(`/(${LOCALES.join('|')})$`);

/**
 * A link in a locale (spec §2): http(s) links stay untouched; /articles paths carry the language as a
 * suffix (/articles/x/en); every other path gets the locale prefix (/en/x).
 */
export function localizeHref(href: string, locale: Locale): string {
  if (/^https?:/i.test(href)) return href;
  const { path, suffix } = splitSuffix(href);
  if (path === '/articles' || path.startsWith('/articles/')) {
    return `${path.replace(ARTICLE_LOCALE_SUFFIX, '')}/${locale}${suffix}`;
  }
  const bare = stripLocale(path.startsWith('/') ? path : `/${path}`);
  return `/${locale}${bare === '/' ? '' : bare}${suffix}`;
}

/** The other language (the switch swaps en and cn). */
export function otherLocale(locale: Locale): Locale {
  return locale === 'cn' ? 'en' : 'cn';
}

/**
 * Where the language switch goes from `currentHref` (path + query + hash): the same route in `target`.
 * `isKnownRoute` tells whether a locale-less path is a served route; when the swapped route would be the
 * 404 page, the user goes to the current route in the target language, i.e. the home of that locale for
 * a path that is unknown in both.
 */
export function switchLocaleHref(
  currentHref: string,
  target: Locale,
  isKnownRoute: (pathWithoutLocale: string) => boolean,
): string {
  const { path, suffix } = splitSuffix(currentHref);
  if (path === '/articles' || path.startsWith('/articles/')) return localizeHref(`${path}${suffix}`, target);
  const bare = stripLocale(path);
  if (!isKnownRoute(bare)) return localizeHref('/', target);
  return localizeHref(`${bare}${suffix}`, target);
}
