'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/config';
import type { MonitorList } from './monitor-api';
import { type MonitorPage, monitorVipHref } from './monitor-links';

interface MonitorAllowanceProps {
  locale: Locale;
  list: MonitorList;
  /** The page showing it, for the VIP page's way back. */
  from: MonitorPage;
}

/** Entries watched against the allowance, the plan's expiry, and the way to expand once it is full. */
export function MonitorAllowance({ locale, list, from }: MonitorAllowanceProps) {
  const t = useTranslations('monitor.allowance');
  const features = useTranslations('vip.features');
  const format = useFormatter();
  const paused = list.entries.filter((entry) => entry.isPaused).length;
  const isFull = list.count >= list.limit;
  const date = format.dateTime(new Date(list.vipExpireTime), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="monitor-allowance" aria-label={t('heading')}>
      <p className="monitor-allowance__used">
        <strong>{t('used', { count: list.count, limit: list.limit })}</strong>
        <progress max={list.limit} value={Math.min(list.count, list.limit)} aria-label={t('heading')} />
      </p>
      <p className="account-card__muted">
        {t('expires', { feature: features('balanceMonitor.name'), date })} {t('perUnit')}
      </p>
      {paused > 0 ? (
        <p className="account-alert account-alert--error" role="status">
          {t('paused', { count: paused })}
        </p>
      ) : null}
      {isFull ? (
        <p className="account-alert account-alert--notice">
          {t('full')} <a href={monitorVipHref(locale, 'balanceMonitor', from)}>{t('expand')}</a>
        </p>
      ) : null}
    </section>
  );
}
