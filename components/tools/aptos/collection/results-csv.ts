import { APT_DECIMALS, APTOS_CHAIN_ID } from '@/chains/aptos/chain';
import { aptosExplorerLink } from '@/chains/aptos/explorer';
import { toCsv } from '@/lib/batch/csv';
import { formatDecimal } from '@/lib/fees/decimal';
import type { AptosCollectedToken, AptosWalletPlan } from './engine';

export interface AptosWalletRun {
  status: 'running' | 'done' | 'failed' | 'skipped';
  /** The sweep's transactions, the APT one last. */
  hashes?: string[];
  /** The funding key's transaction that sent this wallet its top-up (landed before the sweep). */
  topUpHash?: string;
  error?: string;
}

const txLinks = (hashes: readonly string[] | undefined) =>
  (hashes ?? []).map((hash) => aptosExplorerLink(APTOS_CHAIN_ID, 'tx', hash) ?? hash).join(' ');

/**
 * One line per wallet: its APT and tokens, APT sent, gas kept, our fee, the top-up it needs, status, and each
 * transaction (its sweep's, then its top-up's) on the explorer.
 */
export function aptosCollectionResultsCsv(
  plans: readonly AptosWalletPlan[],
  runs: ReadonlyMap<string, AptosWalletRun>,
  tokens: readonly AptosCollectedToken[],
): string {
  const apt = (value: bigint) => formatDecimal(value, APT_DECIMALS);
  const data = plans.map((plan) => {
    const run = runs.get(plan.address);
    return [
      plan.line,
      plan.address,
      apt(plan.apt),
      ...tokens.map((token, index) => formatDecimal(plan.tokenAmounts[index] ?? 0n, token.decimals)),
      apt(plan.aptSent),
      apt(plan.gasReserve),
      apt(plan.fee),
      // A top-up priced without a funding key is of unknown size.
      plan.state === 'topUp' && plan.shortfall === 0n ? '' : apt(plan.shortfall),
      run?.status ?? plan.state,
      run?.error ?? plan.reason ?? '',
      txLinks(run?.hashes),
      txLinks(run?.topUpHash ? [run.topUpHash] : undefined),
    ];
  });
  return toCsv(
    {
      fields: [
        'line',
        'wallet',
        'apt',
        ...tokens.map((token) => token.symbol || token.key),
        'apt_sent',
        'gas_kept_apt',
        'fee_apt',
        'top_up_needed_apt',
        'status',
        'error',
        'transactions',
        'top_up_transaction',
      ],
      data,
    },
    { newline: '\r\n', escapeFormulae: true },
  );
}
