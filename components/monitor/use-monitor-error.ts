'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { localizeError, SERVER_CODE, toAppError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';

/** Fields the monitor calls name in a 5016 answer, each with a text of its own. */
const KNOWN_FIELDS = new Set(['chainId', 'address', 'token', 'label', 'minChange', 'language', 'id']);

/** The language-neutral detail the server appends to a code's message ("…: token", "…: 20"). */
function serverDetail(message: string): string | null {
  const index = message.lastIndexOf(': ');
  return index < 0 ? null : message.slice(index + 2).trim() || null;
}

/** A 5021 refusal's reason slug ("…: already-watched"): for programs, not for people. */
const REASON_SLUG = /^[a-z]+(?:-[a-z]+)+$/;

/**
 * The text of a monitor call's failure: localizeError, and for 5016 the bad fields in words, for 5017 the
 * allowance (the server sends both as detail). 5021 keeps the server's own message, without its reason slug.
 */
export function useMonitorError(locale: Locale): (error: unknown) => string {
  const t = useTranslations('monitor.errors');
  return useCallback(
    (error: unknown) => {
      const text = localizeError(error, locale);
      const appError = toAppError(error);
      const detail = serverDetail(appError.message);
      if (!detail) return text;
      if (appError.code === SERVER_CODE.SPECIFIC_MESSAGE && REASON_SLUG.test(detail) && text === appError.message) {
        return text.slice(0, -(detail.length + 2));
      }
      if (appError.code === SERVER_CODE.BAD_PARAMETERS) {
        const fields = detail.split(/,\s*/);
        if (fields.every((field) => KNOWN_FIELDS.has(field))) {
          return `${text}: ${fields.map((field) => t(`fields.${field}`)).join(locale === 'cn' ? '；' : '; ')}`;
        }
        return `${text}: ${detail}`;
      }
      if (appError.code === SERVER_CODE.SUBSCRIPTION_LIMIT_EXCEEDED && /^\d+$/.test(detail)) {
        return `${text} ${t('limit', { limit: Number(detail) })}`;
      }
      return text;
    },
    [locale, t],
  );
}

/** Whether a failure means the allowance is full (5017): a bulk add stops there. */
export function isLimitError(error: unknown): boolean {
  return toAppError(error).code === SERVER_CODE.SUBSCRIPTION_LIMIT_EXCEEDED;
}

/** Failures after which no further add can succeed on this page: signed out, VIP lapsed, allowance full. */
export function isStopError(error: unknown): boolean {
  const { code } = toAppError(error);
  return (
    code === SERVER_CODE.SUBSCRIPTION_LIMIT_EXCEEDED ||
    code === SERVER_CODE.NOT_LOGGED_IN ||
    code === SERVER_CODE.VIP_REQUIRED
  );
}

export type MonitorVipFeature = 'balanceMonitor' | 'monitorNotify';

/** For 5020, the feature the server names ("…: monitorNotify"), else `fallback`; null for any other failure. */
export function vipFeatureNeeded(error: unknown, fallback: MonitorVipFeature): MonitorVipFeature | null {
  const appError = toAppError(error);
  if (appError.code !== SERVER_CODE.VIP_REQUIRED) return null;
  const detail = serverDetail(appError.message);
  return detail === 'balanceMonitor' || detail === 'monitorNotify' ? detail : fallback;
}
