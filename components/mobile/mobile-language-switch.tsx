'use client';

import { htmlLang, type Locale } from '@/lib/i18n/config';
import { saveLocaleCookie } from '@/lib/i18n/locale-cookie';
import { otherLocale } from '@/lib/i18n/paths';

/** Mobile addresses have no locale: switching saves the preference and reloads the same address. */
export function MobileLanguageSwitch({
  locale,
  languageName,
  label,
}: {
  locale: Locale;
  /** The other language's name, in that language ("中文", "English"). */
  languageName: string;
  /** What the button does ("Switch language"), shown as its tooltip. */
  label?: string;
}) {
  const onClick = () => {
    saveLocaleCookie(otherLocale(locale));
    window.location.reload();
  };
  return (
    <button
      type="button"
      className="language-switch"
      onClick={onClick}
      title={label}
      lang={htmlLang(otherLocale(locale))}
    >
      {languageName}
    </button>
  );
}
