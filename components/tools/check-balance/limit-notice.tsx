'use client';

import { useTranslations } from 'next-intl';
import { authPageHref } from '@/lib/client/last-page';
import type { Locale } from '@/lib/i18n/config';
import { FAST_RPC_VIP_ADDRESS_LIMIT, fastRpcVipHref, type LimitAccess, SIGNED_IN_ADDRESS_LIMIT } from './limits';

interface LimitNoticeProps {
  /** Valid addresses, each once. */
  count: number;
  limit: number;
  access: LimitAccess;
  locale: Locale;
  /** This page's address, for the way back after signing in. */
  currentPath: string;
}

/** How many addresses the check holds against the user's limit, and above it how to raise the limit. */
export function LimitNotice({ count, limit, access, locale, currentPath }: LimitNoticeProps) {
  const t = useTranslations('checkBalance.limit');
  return (
    <div className="check-balance__limit" data-limit={limit}>
      <p className="account-field__hint" role="status">
        {t('summary', { count, limit })}
      </p>
      {count > limit && (
        <div className="account-alert account-alert--error" role="alert">
          <p>{t('tooMany', { count, limit })}</p>
          <ul>
            {!access.isLoggedIn && (
              <li>
                <a href={authPageHref(locale, 'login', currentPath)}>
                  {t('signIn', { limit: SIGNED_IN_ADDRESS_LIMIT })}
                </a>
              </li>
            )}
            {access.isFastRpcVip ? (
              <li>{t('split', { limit })}</li>
            ) : (
              <li>
                <a href={fastRpcVipHref(locale)}>{t('vip', { limit: FAST_RPC_VIP_ADDRESS_LIMIT })}</a>
              </li>
            )}
          </ul>
        </div>
      )}
    </div>
  );
}
