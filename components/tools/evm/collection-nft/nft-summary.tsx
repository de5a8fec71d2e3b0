'use client';

import { useTranslations } from 'next-intl';
import { PlanSummary, type SummaryItem } from '@/components/tools/key-batch/plan-summary';
import { formatDecimal } from '@/lib/fees/decimal';
import { maxPricePerGas } from '../key-batch/fees';
import type { NftCollectionPlan } from './collection-nft-plan';

/** Before signing: the contracts found, wallets by state, NFTs and transactions, fees and gas top-ups. */
export function NftSummary({ plan, walletCount }: { plan: NftCollectionPlan; walletCount: number }) {
  const t = useTranslations('batchCollectionNft.summary');
  const { totals, native, quote, contracts, scan } = plan;
  const coins = (value: bigint) => `${formatDecimal(value, native.decimals)} ${native.symbol}`;
  const kinds = contracts.map((contract) => {
    const label = contract.symbol ?? contract.name ?? contract.address;
    if (contract.standard === null) return t('notNft', { label });
    const standard = contract.standard === 'erc721' ? 'ERC-721' : 'ERC-1155';
    return t(contract.isEnumerable ? 'enumerable' : 'fromLogs', { label, standard });
  });
  const items: SummaryItem[] = [
    { term: t('contracts'), value: kinds.join(' · ') },
    { term: t('wallets'), value: walletCount },
    { term: t('ready'), value: totals.ready },
    { term: t('needsGas'), value: totals.needsGas, isWarning: totals.needsGas > 0 },
    { term: t('empty'), value: totals.empty },
    { term: t('errors'), value: totals.errors, isWarning: totals.errors > 0 },
    { term: t('nfts'), value: totals.nfts },
    { term: t('transactions'), value: totals.transactions },
    { term: t('fees'), value: coins(totals.fees) },
    {
      term: quote.type === 'legacy' ? t('gasPrice') : t('maxFeePerGas'),
      value: `${formatDecimal(maxPricePerGas(quote), 9)} Gwei`,
    },
  ];
  if (scan.requests > 0) {
    items.push({ term: t('scan'), value: t('scanValue', { requests: scan.requests, logs: scan.logs }) });
  }
  if (totals.topUp > 0n) items.push({ term: t('topUp'), value: coins(totals.topUp) });
  return <PlanSummary title={t('title')} items={items} />;
}
