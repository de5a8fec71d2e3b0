'use client';

import { useTranslations } from 'next-intl';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { formatDecimal } from '@/lib/fees/decimal';
import type { KeyRing } from '../key-batch/keys';
import { ShortHex } from '../key-batch/run-table';
import type { TradePlan } from './trade-plan';

const STATE_KEYS = { ready: 'ready', 'needs-gas': 'needsGas', empty: 'empty', error: 'error' } as const;

export interface AssetUnits {
  coinSymbol: string;
  coinDecimals: number;
  tokenSymbol: string;
  tokenDecimals: number;
}

/** Each wallet before signing: balances, what it gives, the quote, minimum received, price impact, approval, state. */
export function TradePlanTable({ plan, ring, units }: { plan: TradePlan; ring: KeyRing; units: AssetUnits }) {
  const t = useTranslations('batchTrade.table');
  const tState = useTranslations('batchTrade.states');
  const isBuy = plan.settings.side === 'buy';
  const inUnits = isBuy ? [units.coinDecimals, units.coinSymbol] : [units.tokenDecimals, units.tokenSymbol];
  const outUnits = isBuy ? [units.tokenDecimals, units.tokenSymbol] : [units.coinDecimals, units.coinSymbol];
  const columns = [
    t('line'),
    t('wallet'),
    t('key'),
    t('balance', { symbol: units.coinSymbol }),
    t('balance', { symbol: units.tokenSymbol }),
    t('amountIn', { symbol: String(inUnits[1]) }),
    t('quote', { symbol: String(outUnits[1]) }),
    t('minimum', { symbol: String(outUnits[1]) }),
    t('impact'),
    t('approval'),
    t('state'),
  ];
  return (
    <VirtualTable
      label={t('label')}
      columns={columns}
      count={plan.wallets.length}
      rowState={(index) => plan.wallets[index].state}
      row={(index) => {
        const wallet = plan.wallets[index];
        const out = (value: bigint | undefined) =>
          value === undefined ? '—' : formatDecimal(value, Number(outUnits[0]));
        return [
          wallet.line,
          <ShortHex key="wallet" value={wallet.address} />,
          <span key="key" className="key-batch__mono">
            {ring.masked(wallet.address) ?? '—'}
          </span>,
          formatDecimal(wallet.coins, units.coinDecimals),
          formatDecimal(wallet.tokens, units.tokenDecimals),
          formatDecimal(wallet.amountIn, Number(inUnits[0])),
          out(wallet.quote?.expectedOut),
          out(wallet.minimumOut),
          wallet.quote ? `${(wallet.quote.priceImpactBps / 100).toFixed(2)} %` : '—',
          wallet.approval || wallet.needsPermit2 ? t('approvalNeeded') : '—',
          <span key="state" data-state={wallet.state} title={wallet.error}>
            {tState(STATE_KEYS[wallet.state])}
          </span>,
        ];
      }}
    />
  );
}
