'use client';

import { useTranslations } from 'next-intl';
import { PlanSummary, type SummaryItem } from '@/components/tools/key-batch/plan-summary';
import { formatDecimal } from '@/lib/fees/decimal';
import { maxPricePerGas } from '../key-batch/fees';
import type { CollectionPlan } from './collection-plan';

/** Before signing: wallets by state, the total the destination receives, fees and gas top-ups. */
export function CollectionSummary({ plan, walletCount }: { plan: CollectionPlan; walletCount: number }) {
  const t = useTranslations('batchCollection.summary');
  const { totals, native, asset, quote } = plan;
  const coins = (value: bigint) => `${formatDecimal(value, native.decimals)} ${native.symbol}`;
  const items: SummaryItem[] = [
    { term: t('wallets'), value: walletCount },
    { term: t('ready'), value: totals.ready },
    { term: t('needsGas'), value: totals.needsGas, isWarning: totals.needsGas > 0 },
    { term: t('empty'), value: totals.empty },
    { term: t('errors'), value: totals.errors, isWarning: totals.errors > 0 },
    { term: t('total'), value: `${formatDecimal(totals.amount, asset.decimals)} ${asset.symbol}` },
    { term: t('fees'), value: coins(totals.fees) },
    {
      term: quote.type === 'legacy' ? t('gasPrice') : t('maxFeePerGas'),
      value: `${formatDecimal(maxPricePerGas(quote), 9)} Gwei`,
    },
  ];
  if (totals.topUp > 0n) items.push({ term: t('topUp'), value: coins(totals.topUp) });
  return <PlanSummary title={t('title')} items={items} />;
}
