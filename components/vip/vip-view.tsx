'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { routeHref } from '@/lib/catalog';
import type { VipFeature } from '@/lib/catalog/types';
import { useHttpClient } from '@/lib/client/http-client-context';
import { authPageHref, LAST_PAGE_QUERY_PARAMETER } from '@/lib/client/last-page';
import { useUser } from '@/lib/client/user';
import { localizeError } from '@/lib/errors';
import type { VipPlanDays } from '@/lib/fees';
import type { Locale } from '@/lib/i18n/config';
import { fetchPayChains, VIP_PAY_INFO_QUERY_KEY } from './vip-api';
import { VipCheckout } from './vip-checkout';
import { VipFeatureList } from './vip-feature-list';
import { VipPlanPicker } from './vip-plan-picker';
import { featureState } from './vip-selection';

export interface VipViewProps {
  locale: Locale;
  initialFeature: VipFeature;
  initialDays: VipPlanDays;
  /** Where a page guard sent the user from (`lastPage`, same-site only): linked once the feature is active. */
  returnHref: string | null;
}

/** Features, plans and prices per chain, the user's status, and the purchase (vip and vip/:feature:days). */
export function VipView({ locale, initialFeature, initialDays, returnHref }: VipViewProps) {
  const t = useTranslations('vip');
  const http = useHttpClient();
  const { user, isLoggedIn, isChecked } = useUser();
  const [feature, setFeature] = useState(initialFeature);
  const [days, setDays] = useState(initialDays);
  const payInfo = useQuery({
    queryKey: VIP_PAY_INFO_QUERY_KEY,
    queryFn: ({ signal }) => fetchPayChains(http, signal),
    staleTime: 60_000,
  });
  const chains = payInfo.data ?? null;
  const isSignedIn = isLoggedIn && user !== null;
  const state = featureState(user?.vipFeatures, feature);
  const query = returnHref ? `?${LAST_PAGE_QUERY_PARAMETER}=${encodeURIComponent(returnHref)}` : '';
  const currentHref = `${routeHref(locale, 'vip-feature-days', { feature, days })}${query}`;

  return (
    <article className="vip-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="account-card__muted">{t('intro')}</p>
      </header>
      <VipFeatureList selected={feature} onSelect={setFeature} vipFeatures={user?.vipFeatures ?? null} />
      <VipPlanPicker selected={days} onSelect={setDays} isFastRpc={feature === 'fastRPC'} chains={chains} />
      {payInfo.isPending ? (
        <p className="account-card__muted" role="status">
          {t('loading')}
        </p>
      ) : null}
      {payInfo.isError ? (
        <p className="account-alert account-alert--error" role="alert">
          {t('plans.loadError', { message: localizeError(payInfo.error, locale) })}
        </p>
      ) : null}
      {chains && chains.length === 0 ? (
        <p className="account-alert" role="status">
          {t('plans.notOpen')}
        </p>
      ) : null}
      {chains && chains.length > 0 && isSignedIn ? (
        <VipCheckout
          locale={locale}
          feature={feature}
          days={days}
          chains={chains}
          featureInfo={state}
          payTag={user?.payTag}
        />
      ) : null}
      {returnHref && state?.isActive ? (
        <p>
          <a className="button" href={returnHref}>
            {t('continue')}
          </a>
        </p>
      ) : null}
      {isChecked && !isLoggedIn ? (
        <section className="vip-checkout">
          <p>{t('checkout.signInRequired')}</p>
          <a className="button" href={authPageHref(locale, 'login', currentHref)}>
            {t('checkout.signIn')}
          </a>
        </section>
      ) : null}
    </article>
  );
}
