'use client';

import { useTranslations } from 'next-intl';
import { VIP_FEATURES } from '@/lib/catalog/types';
import { isVipActive, type UserInfo, useUser } from '@/lib/client/user';
import { htmlLang, type Locale } from '@/lib/i18n/config';
import { AccountCard } from './account-card';
import { SignInRequired } from './sign-in-required';
import { VipFeatureRow } from './vip-feature-row';

/** The user's VIP features with their expiry, active ones first, soonest expiry first. */
interface BenefitsViewProps {
  locale: Locale;
  vipHref: string | null;
  /** The user the server's page guard found: shown until the browser's own info fetch has settled. */
  initialUser: UserInfo | null;
}

export function BenefitsView({ locale, vipHref, initialUser }: BenefitsViewProps) {
  const t = useTranslations('account');
  const { user: fetchedUser, isLoggedIn, isChecked } = useUser({ hasServerSession: initialUser !== null });
  const user = fetchedUser ?? (isChecked ? null : initialUser);

  if (isChecked && !isLoggedIn) return <SignInRequired locale={locale} currentPath={`/${locale}/account/benefits`} />;
  if (!user) {
    return (
      <AccountCard title={t('benefits.title')}>
        <p className="account-card__muted" role="status">
          {t('common.loading')}
        </p>
      </AccountCard>
    );
  }

  const now = Date.now();
  const dateFormat = new Intl.DateTimeFormat(htmlLang(locale), { dateStyle: 'medium', timeStyle: 'short' });
  const features = user.vipFeatures
    .map((feature) => ({ ...feature, isActive: isVipActive(feature.vipExpireTime, now) }))
    .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.vipExpireTime.localeCompare(b.vipExpireTime));

  return (
    <AccountCard title={t('benefits.title')} intro={t('benefits.intro')}>
      {features.length === 0 ? (
        <p className="account-card__muted">{t('benefits.empty')}</p>
      ) : (
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{t('benefits.feature')}</th>
              <th scope="col">{t('benefits.expires')}</th>
              <th scope="col">{t('benefits.status')}</th>
            </tr>
          </thead>
          <tbody>
            {features.map((feature) => (
              <VipFeatureRow key={feature.feature} feature={feature} dateFormat={dateFormat} />
            ))}
          </tbody>
        </table>
      )}
      {features.some((feature) => feature.credit > 0) && (
        <ul className="account-card__muted">
          {features
            .filter((feature) => feature.credit > 0)
            .map((feature) => (
              <li key={feature.feature}>
                {t('payRecord.extraCredit', {
                  feature: (VIP_FEATURES as readonly string[]).includes(feature.feature)
                    ? t(`benefits.features.${feature.feature}`)
                    : feature.feature,
                  credit: feature.credit,
                })}
              </li>
            ))}
        </ul>
      )}
      <p className="account-card__footer">
        {vipHref && <a href={vipHref}>{t('benefits.getVip')}</a>}{' '}
        <a href={`/${locale}/account/usercenter`}>{t('benefits.backToUsercenter')}</a>
      </p>
    </AccountCard>
  );
}
