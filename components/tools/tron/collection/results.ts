import type { StepResult, WalletCollectionPlan } from '@/chains/tron/collection';
import { toCsv } from '@/lib/batch/csv';
import { formatDecimal } from '@/lib/fees/decimal';
import { tronscanTransactionUrl } from '../batch-send/results-csv';

export interface WalletRun {
  address: string;
  status: 'running' | 'done' | 'failed';
  results: StepResult[];
  error?: string;
}

/** One line per wallet: what it sent, its top-up, burn and fee, its status and each transaction on Tronscan. */
export function collectionResultsCsv(
  plans: readonly WalletCollectionPlan[],
  runs: readonly WalletRun[],
  decimals: number,
) {
  const data = plans.map((plan) => {
    const run = runs.find((entry) => entry.address === plan.address);
    const link = (kind: StepResult['kind']) => {
      const result = run?.results.find((entry) => entry.kind === kind);
      return result ? tronscanTransactionUrl(result.txId) : '';
    };
    return [
      plan.address,
      formatDecimal(plan.amount, decimals),
      formatDecimal(plan.topUpSun, 6),
      formatDecimal(plan.networkSun, 6),
      formatDecimal(plan.feeSun, 6),
      plan.skip ?? run?.status ?? 'pending',
      run?.error ?? '',
      link('topUp'),
      link('fee'),
      link('sweep'),
    ];
  });
  return toCsv(
    {
      fields: [
        'wallet',
        'amount',
        'top_up_trx',
        'burnt_trx',
        'fee_trx',
        'status',
        'error',
        'top_up_tx',
        'fee_tx',
        'sweep_tx',
      ],
      data,
    },
    { newline: '\r\n', escapeFormulae: true },
  );
}
