'use client';

import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import { type MonitorPage, monitorHref } from './monitor-links';

const PAGES: readonly MonitorPage[] = ['list', 'manage', 'notify'];

/** The three monitor pages, the current one marked. */
export function MonitorNav({ locale, current }: { locale: Locale; current: MonitorPage }) {
  const t = useTranslations('monitor.nav');
  return (
    <nav className="monitor-nav" aria-label={t('label')}>
      {PAGES.map((page) => (
        <a
          key={page}
          href={monitorHref(locale, page)}
          className={page === current ? 'monitor-nav__link monitor-nav__link--current' : 'monitor-nav__link'}
          aria-current={page === current ? 'page' : undefined}
        >
          {t(page)}
        </a>
      ))}
    </nav>
  );
}
