import type { Address, PublicClient } from 'viem';
import { mapBounded } from '@/lib/batch/bounded';
import { createJob } from '@/lib/batch/job';
import { planChunks } from '@/lib/batch/plan';
import type { BatchRow, JobState } from '@/lib/batch/types';
import { toAppError } from '@/lib/errors';
import type { ChainTarget } from '../key-batch/chain';
import { type FeeQuote, gasReserve, readFeeQuote } from '../key-batch/fees';
import type { KeyEntry } from '../key-batch/keys';
import { approveSteps, type BatchApproveSettings } from './batch-approve-driver';

/**
 * `ready`: will approve; `done`: the allowance already is the amount; `needs-gas`: too few coins for the fee;
 * `refused`: the token refuses the approve from this wallet; `error`: a read failed.
 */
export type ApproveWalletState = 'ready' | 'done' | 'needs-gas' | 'refused' | 'error';

export interface ApproveWalletPlan {
  line: number;
  address: Address;
  native: bigint | undefined;
  current: bigint | undefined;
  zeroFirst: boolean;
  /** gas of its transactions × the quote's maximum price. */
  fee: bigint;
  state: ApproveWalletState;
  error?: string;
}

export interface BatchApprovePlan {
  settings: BatchApproveSettings;
  quote: FeeQuote;
  symbol: string;
  decimals: number;
  wallets: ApproveWalletPlan[];
  totals: Record<ApproveWalletState, number> & { fees: bigint; zeroFirst: number };
}

/** Reads in flight at once: public RPCs rate-limit bursts. */
const READ_CONCURRENCY = 4;

/** Each wallet's allowance now, its coins, and what approving costs it (one or two transactions). */
export async function planBatchApprove(input: {
  client: PublicClient;
  entries: readonly KeyEntry[];
  settings: BatchApproveSettings;
  token: { symbol: string; decimals: number };
  quote?: FeeQuote;
}): Promise<BatchApprovePlan> {
  const { client, entries, settings } = input;
  const quote = input.quote ?? (await readFeeQuote(client));
  const wallets = await mapBounded(entries, READ_CONCURRENCY, async ({ line, address }) => {
    const base = { line, address, native: undefined, current: undefined, zeroFirst: false, fee: 0n };
    try {
      const [steps, native] = await Promise.all([
        approveSteps(client, address, settings),
        client.getBalance({ address }),
      ]);
      if ('refused' in steps) return { ...base, native, current: steps.current, state: 'refused' as const };
      const fee = gasReserve(
        steps.gas.reduce((sum, gas) => sum + gas, 0n),
        quote,
      );
      const state = steps.gas.length === 0 ? 'done' : native < fee ? 'needs-gas' : 'ready';
      return { ...base, native, current: steps.current, zeroFirst: steps.zeroFirst, fee, state } as ApproveWalletPlan;
    } catch (error) {
      return { ...base, state: 'error' as const, error: toAppError(error).message };
    }
  });
  const totals = { ready: 0, done: 0, 'needs-gas': 0, refused: 0, error: 0, fees: 0n, zeroFirst: 0 };
  for (const wallet of wallets) {
    totals[wallet.state] += 1;
    if (wallet.state === 'ready') {
      totals.fees += wallet.fee;
      if (wallet.zeroFirst) totals.zeroFirst += 1;
    }
  }
  return { settings, quote, symbol: input.token.symbol, decimals: input.token.decimals, wallets, totals };
}

/** The job of a plan: its ready wallets, each its own lane and chunk; identifiers only, never keys. */
export function batchApproveJob(plan: BatchApprovePlan, target: ChainTarget): JobState {
  const rows: BatchRow[] = plan.wallets
    .filter((wallet) => wallet.state === 'ready')
    .map(({ line, address }) => ({ line, address, amount: plan.settings.amount }));
  const chunks = planChunks(rows, { capacity: 1, lane: (row) => row.address });
  const { settings } = plan;
  return createJob(rows, chunks, {
    tool: 'batch-approve',
    chainId: String(target.chainId),
    rpcUrl: target.rpcUrl,
    token: settings.token,
    spender: settings.spender,
    // The run table's "to" column: the spender every wallet approves.
    destination: settings.spender,
    amount: settings.amount.toString(),
    symbol: plan.symbol,
    decimals: String(plan.decimals),
  });
}

export function settingsFromMeta(meta: Record<string, string>): BatchApproveSettings {
  return {
    chainId: Number(meta.chainId),
    token: meta.token as Address,
    spender: meta.spender as Address,
    amount: BigInt(meta.amount ?? '0'),
  };
}
