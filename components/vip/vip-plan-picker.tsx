'use client';

import { useTranslations } from 'next-intl';
import { FAST_RPC_GIFT_DAYS, VIP_PLAN_DAYS, type VipPaymentFamily, type VipPlanDays, vipPrice } from '@/lib/fees';
import type { PayChain } from './vip-api';

const PAYMENT_FAMILIES: readonly VipPaymentFamily[] = ['evm', 'tron'];
/** The stablecoin plans are priced in (the server names the token of each chain once payments are open). */
const DEFAULT_SYMBOL = 'USDT';

interface VipPlanPickerProps {
  selected: VipPlanDays;
  onSelect: (days: VipPlanDays) => void;
  isFastRpc: boolean;
  /** The chains taking payments (null while loading), for the token's symbol. */
  chains: readonly PayChain[] | null;
}

/** Plans of 7, 30 and 365 days with the price of each chain family, whether or not payments are open. */
export function VipPlanPicker({ selected, onSelect, isFastRpc, chains }: VipPlanPickerProps) {
  const t = useTranslations('vip.plans');
  // Prices are the same on every chain of a family and public (lib/fees): shown even while payments are off.
  const symbolOf = (family: VipPaymentFamily) =>
    chains?.find((chain) => chain.family === family)?.tokens[0]?.symbol ?? DEFAULT_SYMBOL;
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
          {PAYMENT_FAMILIES.map((family) => (
            <span key={family} className="vip-plan__price">
              {t(`family.${family}`)}: {vipPrice({ family, kind: 'buy', days })} {symbolOf(family)}
            </span>
          ))}
          {isFastRpc ? <span className="vip-plan__gift">{t('gift', { days: FAST_RPC_GIFT_DAYS[days] })}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
