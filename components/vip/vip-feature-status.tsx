'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { VipFeatureInfo } from '@/lib/client/user';
import { isVipActive } from '@/lib/client/user';

/** "Active until …", "Expired on …" or "Not active" for one feature of the signed-in user. */
export function VipFeatureStatus({ info }: { info: VipFeatureInfo | null }) {
  const t = useTranslations('vip.status');
  const format = useFormatter();
  if (!info) return <span className="badge">{t('none')}</span>;
  const date = format.dateTime(new Date(info.vipExpireTime), { dateStyle: 'medium', timeStyle: 'short' });
  const isActive = isVipActive(info.vipExpireTime, Date.now());
  return (
    <span className={`badge ${isActive ? 'vip-badge--active' : ''}`}>
      {isActive ? t('active', { date }) : t('expired', { date })}
      {isActive && info.credit > 0 ? ` · ${t('extra', { credit: info.credit })}` : ''}
    </span>
  );
}
