'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { VipFeature } from '@/lib/catalog/types';
import type { VipFeatureInfo } from '@/lib/client/user';
import type { VipPlanDays } from '@/lib/fees';
import type { Locale } from '@/lib/i18n/config';
import { useVipPayment } from './use-vip-payment';
import type { PayChain } from './vip-api';
import { VipEvmPaySlot } from './vip-evm-pay-slot';
import { VipManualForm } from './vip-manual-form';
import { VipPayProgress } from './vip-pay-progress';
import {
  findTarget,
  MAX_EXPAND_UNITS,
  type PriceSelection,
  purchaseKind,
  selectionPrice,
  targetKey,
} from './vip-selection';
import { VipTronPay } from './vip-tron-pay';

interface VipCheckoutProps {
  locale: Locale;
  feature: VipFeature;
  days: VipPlanDays;
  chains: readonly PayChain[];
  /** The user's state of the feature (null: never bought); `isActive` decides buy or renew. */
  featureInfo: (VipFeatureInfo & { isActive: boolean }) | null;
  /** The account's pay tag (account info), appended to EVM transfers made here. */
  payTag?: string;
}

const clampUnits = (value: number) =>
  Number.isFinite(value) ? Math.min(MAX_EXPAND_UNITS, Math.max(1, Math.trunc(value))) : 1;

/** Chain and token → the exact amount → pay with the wallet (EVM) or enter a payment made elsewhere. */
export function VipCheckout({ locale, feature, days, chains, featureInfo, payTag }: VipCheckoutProps) {
  const t = useTranslations('vip.checkout');
  const payment = useVipPayment(locale);
  const first = chains[0];
  const [selectedKey, setSelectedKey] = useState(() =>
    first ? targetKey(first.chainId, first.tokens[0]?.address ?? '') : '',
  );
  const [chainId, tokenAddress] = [Number(selectedKey.split(':')[0]), selectedKey.split(':').slice(1).join(':')];
  const target = findTarget(chains, chainId, tokenAddress);
  const [wantsExpand, setWantsExpand] = useState(false);
  const [extraUnits, setExtraUnits] = useState(1);
  const isActive = featureInfo?.isActive ?? false;
  const kind = purchaseKind(isActive, wantsExpand);
  const selection: PriceSelection =
    kind === 'expand' && featureInfo?.vipExpireTime
      ? { kind, extraUnits, expiresAt: featureInfo.vipExpireTime }
      : kind === 'renew'
        ? { kind, activeCredit: featureInfo?.credit ?? 0 }
        : { kind: 'buy' };
  const amount = target ? selectionPrice(target.chain, days, selection) : null;

  const { track } = payment;
  const submit = useCallback(
    (txHash: string, walletAddress: string) => {
      if (!target || !amount) return;
      void track({
        walletAddress,
        tokenAddress: target.token.address,
        chainId: target.chain.chainId,
        tokenAmount: amount,
        vipDays: days,
        txHash,
        feature,
        plan: kind,
        credit: kind === 'expand' ? extraUnits : 0,
      });
    },
    [amount, days, extraUnits, feature, kind, target, track],
  );

  return (
    <section className="vip-checkout">
      <h2>{t('heading')}</h2>
      {isActive ? (
        <fieldset className="vip-checkout__kinds" disabled={payment.isBusy}>
          <legend>{t('kind')}</legend>
          {(['renew', 'expand'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name="vip-kind"
                value={option}
                checked={kind === option}
                onChange={() => setWantsExpand(option === 'expand')}
              />{' '}
              {t(`kinds.${option}`)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>
          {t('kind')}: <strong>{t(`kinds.${kind}`)}</strong>
        </p>
      )}
      {kind === 'expand' ? (
        <div className="vip-checkout__field">
          <label htmlFor="vip-extra-units">{t('extraUnits')}</label>
          <input
            id="vip-extra-units"
            type="number"
            min={1}
            max={MAX_EXPAND_UNITS}
            step={1}
            value={extraUnits}
            disabled={payment.isBusy}
            aria-describedby="vip-extra-units-hint"
            onChange={(event) => setExtraUnits(clampUnits(event.target.valueAsNumber))}
          />
          <span id="vip-extra-units-hint" className="account-card__muted">
            {t('expandHint', { held: featureInfo?.credit ?? 0 })}
          </span>
        </div>
      ) : null}
      <label className="vip-checkout__field">
        {t('payWith')}
        <select value={selectedKey} onChange={(event) => setSelectedKey(event.target.value)} disabled={payment.isBusy}>
          {chains.flatMap((chain) =>
            chain.tokens.map((token) => (
              <option key={targetKey(chain.chainId, token.address)} value={targetKey(chain.chainId, token.address)}>
                {chain.name} · {token.symbol}
              </option>
            )),
          )}
        </select>
      </label>
      {target && amount ? (
        <>
          <p className="vip-checkout__amount" data-testid="vip-amount">
            {t('amount', {
              amount,
              symbol: target.token.symbol,
              chain: target.chain.name,
              receiver: target.chain.receiver,
            })}
          </p>
          {target.chain.family === 'evm' ? (
            <VipEvmPaySlot
              locale={locale}
              request={{
                chainId: target.chain.chainId,
                tokenAddress: target.token.address,
                decimals: target.token.decimals,
                receiver: target.chain.receiver,
                amount,
                dataSuffix: payTag,
              }}
              symbol={target.token.symbol}
              chainName={target.chain.name}
              disabled={payment.isBusy}
              onSent={submit}
            />
          ) : (
            <>
              <VipTronPay
                locale={locale}
                request={{
                  tokenAddress: target.token.address,
                  receiver: target.chain.receiver,
                  decimals: target.token.decimals,
                  amount,
                }}
                symbol={target.token.symbol}
                disabled={payment.isBusy}
                onSent={submit}
              />
              <p className="account-card__muted">{t('tronHint')}</p>
            </>
          )}
        </>
      ) : null}
      <VipPayProgress progress={payment.progress} featureInfo={featureInfo} onReset={payment.reset} />
      <VipManualForm disabled={payment.isBusy || !target} onSubmit={submit} />
    </section>
  );
}
