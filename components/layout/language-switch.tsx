'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import type { MouseEvent } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { saveLocaleCookie } from '@/lib/i18n/locale-cookie';
import { otherLocale, switchLocaleHref } from '@/lib/i18n/paths';

interface LanguageSwitchProps {
  locale: Locale;
  label: string;
  languageName: string;
  /** False on the not-found page: the switch then goes to the home of the other language. */
  isCurrentRouteKnown?: boolean;
}

/** Swaps en and cn on the current route, keeping query and hash; a full page load, only when the address changes. */
export function LanguageSwitch({ locale, label, languageName, isCurrentRouteKnown = true }: LanguageSwitchProps) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const target = otherLocale(locale);
  const query = searchParams.toString();
  const href = switchLocaleHref(`${pathname}${query ? `?${query}` : ''}`, target, () => isCurrentRouteKnown);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const current = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const destination = switchLocaleHref(current, target, () => isCurrentRouteKnown);
    saveLocaleCookie(target);
    if (destination !== current) window.location.assign(destination);
  };

  return (
    <a
      className="language-switch"
      href={href}
      hrefLang={target === 'cn' ? 'zh-CN' : 'en'}
      onClick={onClick}
      title={label}
    >
      {languageName}
    </a>
  );
}
