import { SUI_CHAIN_ID, SUI_DECIMALS } from '@/chains/sui/chain';
import { suiExplorerLink } from '@/chains/sui/explorer';
import { toCsv } from '@/lib/batch/csv';
import { formatDecimal } from '@/lib/fees/decimal';
import type { SuiWalletPlan } from './engine';

export interface SuiWalletRun {
  status: 'pending' | 'running' | 'done' | 'failed' | 'skipped';
  digest?: string;
  topUpDigest?: string;
  error?: string;
}

export interface SuiCollectedCoinInfo {
  coinType: string;
  symbol: string;
  decimals: number;
}

const txLink = (digest: string | undefined) => (digest ? (suiExplorerLink(SUI_CHAIN_ID, 'tx', digest) ?? '') : '');

/** One line per wallet: its SUI and coins, top-up, gas budget, our fee, status, and each transaction on Suiscan. */
export function suiCollectionResultsCsv(
  plans: readonly SuiWalletPlan[],
  runs: ReadonlyMap<string, SuiWalletRun>,
  coins: readonly SuiCollectedCoinInfo[],
  feeMist: bigint,
): string {
  const sui = (value: bigint) => formatDecimal(value, SUI_DECIMALS);
  const data = plans.map((plan) => {
    const run = runs.get(plan.address);
    const swept = plan.state === 'ready' || plan.state === 'topUp';
    return [
      plan.line,
      plan.address,
      sui(plan.sui),
      ...coins.map((coin, index) => formatDecimal(plan.coinAmounts[index] ?? 0n, coin.decimals)),
      sui(plan.topUp),
      sui(plan.gasBudget),
      swept ? sui(feeMist) : '0',
      run?.status ?? (swept ? 'pending' : plan.state),
      run?.error ?? '',
      txLink(run?.topUpDigest),
      txLink(run?.digest),
    ];
  });
  return toCsv(
    {
      fields: [
        'line',
        'wallet',
        'sui',
        ...coins.map((coin) => coin.symbol || coin.coinType),
        'top_up_sui',
        'gas_budget_sui',
        'fee_sui',
        'status',
        'error',
        'top_up_tx',
        'sweep_tx',
      ],
      data,
    },
    { newline: '\r\n', escapeFormulae: true },
  );
}
