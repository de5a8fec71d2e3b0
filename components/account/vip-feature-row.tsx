'use client';

import { useTranslations } from 'next-intl';
import { VIP_FEATURES } from '@/lib/catalog/types';
import type { VipFeatureInfo } from '@/lib/client/user';

interface VipFeatureRowProps {
  feature: VipFeatureInfo & { isActive: boolean };
  dateFormat: Intl.DateTimeFormat;
}

function formatExpiry(vipExpireTime: string, dateFormat: Intl.DateTimeFormat): string {
  const expiresAt = new Date(vipExpireTime);
  return Number.isNaN(expiresAt.getTime()) ? vipExpireTime : dateFormat.format(expiresAt);
}

/** One VIP feature: its name, when it ends (or ended), and whether it is active now. */
export function VipFeatureRow({ feature, dateFormat }: VipFeatureRowProps) {
  const t = useTranslations('account.benefits');
  const isKnown = (VIP_FEATURES as readonly string[]).includes(feature.feature);
  return (
    <tr>
      <th scope="row">{isKnown ? t(`features.${feature.feature}`) : feature.feature}</th>
      <td>
        <time dateTime={feature.vipExpireTime}>{formatExpiry(feature.vipExpireTime, dateFormat)}</time>
      </td>
      <td>
        <span className={`badge ${feature.isActive ? 'account-badge--active' : 'account-badge--expired'}`}>
          {feature.isActive ? t('active') : t('expired')}
        </span>
      </td>
    </tr>
  );
}
