'use client';

import { useTranslations } from 'next-intl';
import { PlanSummary, type SummaryItem } from '@/components/tools/key-batch/plan-summary';
import { formatDecimal } from '@/lib/fees/decimal';
import { maxPricePerGas } from '../key-batch/fees';
import type { TradePlan } from './trade-plan';
import type { AssetUnits } from './trade-plan-table';

/** Before signing: the token check, wallets, totals in and out, approvals, gas and our fee (none on EVM). */
export function TradeSummary({ plan, units, dexName }: { plan: TradePlan; units: AssetUnits; dexName: string }) {
  const t = useTranslations('batchTrade.summary');
  const { totals, safety, feeQuote, settings } = plan;
  const isBuy = settings.side === 'buy';
  const coins = (value: bigint) => `${formatDecimal(value, units.coinDecimals)} ${units.coinSymbol}`;
  const tokens = (value: bigint) => `${formatDecimal(value, units.tokenDecimals)} ${units.tokenSymbol}`;
  const items: SummaryItem[] = [
    { term: t('dex'), value: dexName },
    { term: t('safety'), value: safety.feeBps > 0 ? t('feeToken', { percent: safety.feeBps / 100 }) : t('sellable') },
    { term: t('wallets'), value: plan.wallets.length },
    { term: t('ready'), value: totals.ready },
    { term: t('skipped'), value: totals.skipped, isWarning: totals.skipped > 0 },
    { term: t('totalIn'), value: isBuy ? coins(totals.amountIn) : tokens(totals.amountIn) },
    { term: t('totalOut'), value: isBuy ? tokens(totals.expectedOut) : coins(totals.expectedOut) },
    { term: t('slippage'), value: `${settings.slippageBps / 100} %` },
    { term: t('approvals'), value: totals.approvals },
    { term: t('gas'), value: coins(totals.gas) },
    {
      term: feeQuote.type === 'legacy' ? t('gasPrice') : t('maxFeePerGas'),
      value: `${formatDecimal(maxPricePerGas(feeQuote), 9)} Gwei`,
    },
    { term: t('ourFee'), value: t('ourFeeNone') },
  ];
  return <PlanSummary title={t('title')} items={items} />;
}
