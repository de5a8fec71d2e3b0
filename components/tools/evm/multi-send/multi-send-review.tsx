'use client';

import { useTranslations } from 'next-intl';
import { PlanSummary } from '@/components/tools/key-batch/plan-summary';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { formatDecimal } from '@/lib/fees/decimal';
import { maxPricePerGas } from '../key-batch/fees';
import type { KeyRing } from '../key-batch/keys';
import { ShortHex } from '../key-batch/run-table';
import type { MultiSendPlan, RowProblem } from './multi-send-plan';

const PROBLEM_KEYS: Record<RowProblem, string> = {
  'insufficient-funds': 'insufficientFunds',
  'insufficient-gas': 'insufficientGas',
  'simulation-failed': 'simulationFailed',
};

/** Before signing: totals and fees, then every row with what it sends, its fee and whether it is expected to pass. */
export function MultiSendReview({ plan, ring }: { plan: MultiSendPlan; ring: KeyRing }) {
  const t = useTranslations('batchMultiSend');
  const tTable = useTranslations('keyBatch.table');
  const { native, asset, totals, quote } = plan;
  const coins = (value: bigint) => `${formatDecimal(value, native.decimals)} ${native.symbol}`;
  return (
    <>
      <PlanSummary
        title={t('summary.title')}
        items={[
          { term: t('summary.rows'), value: plan.rows.length },
          { term: t('summary.senders'), value: totals.senders },
          { term: t('summary.total'), value: `${formatDecimal(totals.amount, asset.decimals)} ${asset.symbol}` },
          { term: t('summary.fees'), value: coins(totals.fees) },
          {
            term: quote.type === 'legacy' ? t('summary.gasPrice') : t('summary.maxFeePerGas'),
            value: `${formatDecimal(maxPricePerGas(quote), 9)} Gwei`,
          },
          { term: t('summary.problems'), value: totals.problems, isWarning: totals.problems > 0 },
        ]}
      />
      <VirtualTable
        label={tTable('planLabel')}
        columns={[
          tTable('line'),
          tTable('from'),
          tTable('key'),
          tTable('to'),
          tTable('amount', { symbol: asset.symbol }),
          tTable('fee', { symbol: native.symbol }),
          tTable('check'),
        ]}
        count={plan.rows.length}
        rowState={(index) => plan.rows[index].problem ?? 'ok'}
        row={(index) => {
          const { row, amount, fee, problem, error } = plan.rows[index];
          return [
            row.line,
            <ShortHex key="from" value={row.source} />,
            <span key="key" className="key-batch__mono">
              {ring.masked(row.source)}
            </span>,
            <ShortHex key="to" value={row.recipient} />,
            `${formatDecimal(amount, asset.decimals)}${row.amount === 'all' ? ` (${tTable('all')})` : ''}`,
            formatDecimal(fee, native.decimals),
            <span key="check" title={error} className={problem ? 'account-field__error' : undefined}>
              {problem ? t(`problems.${PROBLEM_KEYS[problem]}`) : t('problems.ok')}
            </span>,
          ];
        }}
      />
    </>
  );
}
