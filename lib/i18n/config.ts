/**
 * The site's locales. The list is configuration: its first entry is the default locale
 * (unknown paths redirect to home in it). The stored preference falls back to cn (spec §4).
 */
export const LOCALES = ['en', 'cn'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = LOCALES[0];
/** Fallback for a saved preference that is neither cn nor en (spec §4). */
export const STORED_PREFERENCE_FALLBACK: Locale = 'cn';
export const LOCALE_COOKIE = 'i18n_redirected';
/** About 1000 days (spec §3). */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 1000 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The BCP 47 tag for `<html lang>`, hreflang and Intl formatting. */
export function htmlLang(locale: Locale): 'en' | 'zh-CN' {
  return locale === 'cn' ? 'zh-CN' : 'en';
}

/** The Accept-Language header the client sends (spec §7): cn gives zh-CN, else en-US. */
export function acceptLanguageFor(locale: string): 'zh-CN' | 'en-US' {
  return locale === 'cn' ? 'zh-CN' : 'en-US';
}

/** The locale a request's Accept-Language asks for; `fallback` when it names neither language. */
export function localeFromAcceptLanguage(header: string | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';');
      const qParam = params.find((p) => p.trim().startsWith('q='));
      const quality = qParam ? Number.parseFloat(qParam.trim().slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    if (tag === 'zh' || tag.startsWith('zh-') || tag === 'cn') return 'cn';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return fallback;
}
