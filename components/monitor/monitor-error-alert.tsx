'use client';

import { useTranslations } from 'next-intl';
import { FormAlert } from '@/components/account/form-alert';
import type { Locale } from '@/lib/i18n/config';
import { type MonitorPage, monitorVipHref } from './monitor-links';
import { isLimitError, type MonitorVipFeature, useMonitorError, vipFeatureNeeded } from './use-monitor-error';

interface MonitorErrorAlertProps {
  locale: Locale;
  error: unknown;
  /** The page showing it, for the VIP page's way back. */
  from: MonitorPage;
  /** The feature to offer on a 5020 that does not name one: the page's own. */
  feature?: MonitorVipFeature;
}

/** A failed monitor call: its text, and the VIP page when the plan lapsed (5020) or the allowance is full (5017). */
export function MonitorErrorAlert({ locale, error, from, feature = 'balanceMonitor' }: MonitorErrorAlertProps) {
  const t = useTranslations('monitor.errors');
  const features = useTranslations('vip.features');
  const errorText = useMonitorError(locale);
  const needed = vipFeatureNeeded(error, feature);
  return (
    <FormAlert tone="error">
      {errorText(error)}
      {needed ? (
        <>
          {' '}
          <a href={monitorVipHref(locale, needed, from)}>{t('getVip', { feature: features(`${needed}.name`) })}</a>
        </>
      ) : isLimitError(error) ? (
        <>
          {' '}
          <a href={monitorVipHref(locale, 'balanceMonitor', from)}>{t('expand')}</a>
        </>
      ) : null}
    </FormAlert>
  );
}
