'use client';

import { useTranslations } from 'next-intl';
import { FAST_RPC_GIFT_DAYS, VIP_PLAN_DAYS, type VipPlanDays } from '@/lib/fees';
import type { PayChain } from './vip-api';

interface VipPlanPickerProps {
  selected: VipPlanDays;
  onSelect: (days: VipPlanDays) => void;
  isFastRpc: boolean;
  /** The chains taking payments (null while loading). */
  chains: readonly PayChain[] | null;
}

/** Plans of 7, 30 and 365 days with the price of each chain family that takes payments. */
export function VipPlanPicker({ selected, onSelect, isFastRpc, chains }: VipPlanPickerProps) {
  const t = useTranslations('vip.plans');
  // One price list per family (every chain of a family charges the same), as the server quotes it.
  const families = (chains ?? []).filter(
    (chain, index, all) => all.findIndex((other) => other.family === chain.family) === index,
  );
  return (
    <fieldset className="vip-plans">
      <legend>{t('heading')}</legend>
      {VIP_PLAN_DAYS.map((days) => (
        <label key={days} className={`vip-plan ${days === selected ? 'vip-plan--selected' : ''}`}>
          <input
            type="radio"
            name="vip-days"
            value={days}
            checked={days === selected}
            onChange={() => onSelect(days)}
          />
          <strong>{t('days', { days })}</strong>
          {families.map((chain) => (
            <span key={chain.family} className="vip-plan__price">
              {t(`family.${chain.family}`)}: {chain.prices.find((price) => price.days === days)?.amount}{' '}
              {chain.tokens[0]?.symbol}
            </span>
          ))}
          {isFastRpc ? <span className="vip-plan__gift">{t('gift', { days: FAST_RPC_GIFT_DAYS[days] })}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
