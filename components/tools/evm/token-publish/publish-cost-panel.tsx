'use client';

import { useTranslations } from 'next-intl';
import { localizeError } from '@/lib/errors';
import { formatBaseUnits } from '@/lib/fees/decimal';
import type { Locale } from '@/lib/i18n/config';
import type { PublishCost } from './publish-chain';

interface PublishCostPanelProps {
  locale: Locale;
  cost: PublishCost | undefined;
  isLoading: boolean;
  error: unknown;
  /** No cost until the form is valid. */
  isWaiting: boolean;
  native: { symbol: string; decimals: number };
}

/** Gas estimate × gas price and our fee, before anything is signed. */
export function PublishCostPanel({ locale, cost, isLoading, error, isWaiting, native }: PublishCostPanelProps) {
  const t = useTranslations('tokenPublish.cost');
  const coin = (value: bigint) => `${formatBaseUnits(value, native.decimals)} ${native.symbol}`;
  return (
    <section className="send-token__panel" aria-label={t('legend')} data-testid="publish-cost">
      <h2>{t('legend')}</h2>
      {isWaiting ? (
        <p className="account-card__muted">{t('waiting')}</p>
      ) : error ? (
        <p className="account-field__error" role="alert">
          {t('error', { message: localizeError(error, locale) })}
        </p>
      ) : !cost ? (
        <p className="account-card__muted">{isLoading ? t('loading') : t('waiting')}</p>
      ) : (
        <dl className="token-publish__facts">
          <dt>{t('network')}</dt>
          <dd data-testid="cost-network">
            {t('networkValue', {
              amount: coin(cost.networkFee),
              gas: cost.gas.toString(),
              gwei: formatBaseUnits(cost.gasPrice, 9),
            })}
          </dd>
          <dt>{t('service')}</dt>
          <dd data-testid="cost-service">{cost.serviceFee > 0n ? coin(cost.serviceFee) : t('noServiceFee')}</dd>
          <dt>{t('total')}</dt>
          <dd data-testid="cost-total">{coin(cost.networkFee + cost.serviceFee)}</dd>
        </dl>
      )}
      {cost && !isWaiting && !error && (
        <p className="account-field__hint">{cost.isSimulated ? t('simulated') : t('estimatedWithoutWallet')}</p>
      )}
    </section>
  );
}
