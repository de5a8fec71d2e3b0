'use client';

import type { Locale } from '@/lib/i18n/config';
import { saveLocaleCookie } from '@/lib/i18n/locale-cookie';
import { otherLocale } from '@/lib/i18n/paths';

/** Mobile addresses have no locale: switching saves the preference and reloads the same address. */
export function MobileLanguageSwitch({ locale, languageName }: { locale: Locale; languageName: string }) {
  const onClick = () => {
    saveLocaleCookie(otherLocale(locale));
    window.location.reload();
  };
  return (
    <button type="button" className="language-switch" onClick={onClick}>
      {languageName}
    </button>
  );
}
