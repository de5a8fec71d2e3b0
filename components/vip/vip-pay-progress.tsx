'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { VipFeatureInfo } from '@/lib/client/user';
import type { PaymentProgress } from './use-vip-payment';

const REASONS = [
  'failed',
  'wrong-token',
  'wrong-receiver',
  'wrong-sender',
  'underpaid',
  'wrong-account',
  'expired',
] as const;

interface VipPayProgressProps {
  progress: PaymentProgress;
  /** The feature's state after the refresh, for "active until …". */
  featureInfo: VipFeatureInfo | null;
  onReset: () => void;
}

/** Live status of a payment: recording, N of M confirmations, confirmed until …, or the server's refusal. */
export function VipPayProgress({ progress, featureInfo, onReset }: VipPayProgressProps) {
  const t = useTranslations('vip.progress');
  const tFeatures = useTranslations('vip.features');
  const format = useFormatter();
  if (progress.phase === 'idle') return null;

  if (progress.phase === 'recording') {
    return (
      <p className="vip-progress" role="status">
        {t('recording', { hash: `${progress.txHash.slice(0, 10)}…` })}
      </p>
    );
  }
  if (progress.phase === 'checking') {
    const { confirmations, requiredConfirmations } = progress.payment;
    return (
      <p className="vip-progress" role="status">
        {t('checking', { confirmations, required: requiredConfirmations ?? '?' })}
      </p>
    );
  }
  let text: string;
  let isError = true;
  if (progress.phase === 'confirmed') {
    isError = false;
    const feature = tFeatures(`${progress.payment.feature as 'fastRPC'}.name`);
    text = featureInfo
      ? t('confirmed', {
          feature,
          date: format.dateTime(new Date(featureInfo.vipExpireTime), { dateStyle: 'medium', timeStyle: 'short' }),
        })
      : t('confirmedShort', { feature });
  } else if (progress.phase === 'rejected') {
    const reason = progress.payment.status === 'expired' ? 'expired' : progress.payment.rejectReason;
    const known = REASONS.find((candidate) => candidate === reason);
    text = t('rejected', { reason: t(`reasons.${known ?? 'other'}`) });
  } else {
    text = t('error', { message: progress.message });
  }
  return (
    <div className={`account-alert ${isError ? 'account-alert--error' : 'account-alert--notice'}`} role="alert">
      <p>{text}</p>
      <button type="button" className="button button--small" onClick={onReset}>
        {t('again')}
      </button>
    </div>
  );
}
