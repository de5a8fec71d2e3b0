'use client';

import { useTranslations } from 'next-intl';
import type { TransactionLookup } from '@/chains/evm/transaction/lookup';
import { formatAmount, formatGwei } from './format';

/** Pending: what the transaction offers per gas. Mined: gas used × effective price, and the L2 fields the node gave. */
export function FeeDetails({
  lookup,
  symbol,
  decimals,
}: {
  lookup: TransactionLookup;
  symbol: string;
  decimals: number;
}) {
  const t = useTranslations('transaction.fees');
  const { offered, fees } = lookup;
  const gwei = (value: bigint | undefined) => (value === undefined ? undefined : `${formatGwei(value)} Gwei`);
  const rows: [string, string | undefined][] = [
    [t('gasLimit'), lookup.gasLimit.toString()],
    [t('gasPrice'), gwei(offered.gasPrice)],
    [t('maxFee'), gwei(offered.maxFeePerGas)],
    [t('maxPriorityFee'), gwei(offered.maxPriorityFeePerGas)],
  ];
  if (fees) {
    rows.push(
      [t('gasUsed'), fees.gasUsed.toString()],
      [t('effectivePrice'), gwei(fees.effectiveGasPrice)],
      [t('l1Fee'), fees.l1Fee === undefined ? undefined : `${formatAmount(fees.l1Fee, decimals)} ${symbol}`],
      [t('l1GasUsed'), fees.l1GasUsed?.toString()],
      [t('l1GasPrice'), gwei(fees.l1GasPrice)],
      [t('gasUsedForL1'), fees.gasUsedForL1?.toString()],
      [t('blobFee'), fees.blobFee === undefined ? undefined : `${formatAmount(fees.blobFee, decimals)} ${symbol}`],
      [t('total'), `${formatAmount(fees.total, decimals)} ${symbol}`],
    );
  }
  return (
    <div>
      <h3 className="tx-tool__subtitle">{t('legend')}</h3>
      <dl className="tx-tool__facts">
        {rows
          .filter((row): row is [string, string] => row[1] !== undefined)
          .map(([term, value]) => (
            <div className="tx-tool__fact" key={term}>
              <dt>{term}</dt>
              <dd data-fee={term}>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
