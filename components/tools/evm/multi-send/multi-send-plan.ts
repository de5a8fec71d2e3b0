import type { Address, PublicClient } from 'viem';
import { readBalances } from '@/chains/evm/balances';
import { mapBounded } from '@/lib/batch/bounded';
import { toAppError } from '@/lib/errors';
import { nativeSweepAmount } from '../collection/collection-driver';
import type { AssetInfo } from '../collection/collection-plan';
import type { ChainTarget } from '../key-batch/chain';
import { type FeeQuote, gasReserve, readFeeQuote } from '../key-batch/fees';
import { codeCache, coinTransferGas, tokenTransferGas } from '../key-batch/gas';
import type { MultiSendSettings } from './multi-send-driver';
import type { MultiSendRow } from './multi-send-rows';

/** Why a row is expected to fail: its wallet lacks the amount, or the coins for the fee, or the simulation reverted. */
export type RowProblem = 'insufficient-funds' | 'insufficient-gas' | 'simulation-failed';

export interface MultiSendRowPlan {
  row: MultiSendRow;
  gasLimit: bigint;
  fee: bigint;
  /** The amount it sends: the row's, or for "all" what the balance allows now. */
  amount: bigint;
  problem?: RowProblem;
  error?: string;
}

export interface MultiSendPlan {
  settings: MultiSendSettings;
  quote: FeeQuote;
  native: AssetInfo;
  asset: AssetInfo;
  rows: MultiSendRowPlan[];
  totals: { amount: bigint; fees: bigint; senders: number; problems: number };
}

const ESTIMATE_CONCURRENCY = 4;

interface PlanInput {
  target: ChainTarget;
  client: PublicClient;
  rows: readonly MultiSendRow[];
  settings: MultiSendSettings;
}

/** The review before signing: senders' balances, each row's gas and fee, totals, and the rows likely to fail. */
export async function planMultiSend({ target, client, rows, settings }: PlanInput): Promise<MultiSendPlan> {
  const senders = [...new Map(rows.map((row) => [row.source.toLowerCase(), row.source])).values()];
  const { token } = settings;
  const [nativeRead, tokenRead, quote] = await Promise.all([
    readBalances({ chainId: target.chainId, rpcUrl: target.rpcUrl, owners: senders, token: 'native' }),
    token === 'native'
      ? Promise.resolve(undefined)
      : readBalances({ chainId: target.chainId, rpcUrl: target.rpcUrl, owners: senders, token }),
    readFeeQuote(client),
  ]);
  const position = new Map(senders.map((sender, index) => [sender, index]));
  const balanceOf = (read: typeof nativeRead | undefined, source: Address) =>
    read?.balances[position.get(source) ?? -1]?.balance ?? 0n;
  const hasCode = codeCache(client);

  const planned = await mapBounded(rows, ESTIMATE_CONCURRENCY, async (row): Promise<MultiSendRowPlan> => {
    const native = balanceOf(nativeRead, row.source);
    try {
      if (token === 'native') {
        const gasLimit = await coinTransferGas(client, hasCode, row.source, row.recipient);
        const amount = row.amount === 'all' ? nativeSweepAmount(native, gasLimit, quote, 0n) : row.amount;
        return { row, gasLimit, fee: gasReserve(gasLimit, quote), amount: amount > 0n ? amount : 0n };
      }
      const amount = row.amount === 'all' ? balanceOf(tokenRead, row.source) : row.amount;
      const gasLimit = amount > 0n ? await tokenTransferGas(client, token, row.source, row.recipient, amount) : 0n;
      return { row, gasLimit, fee: gasReserve(gasLimit, quote), amount };
    } catch (error) {
      return { row, gasLimit: 0n, fee: 0n, amount: 0n, problem: 'simulation-failed', error: toAppError(error).message };
    }
  });

  // What each wallet needs for all its rows together, against what it holds.
  const needs = new Map<string, { coins: bigint; tokens: bigint }>();
  for (const plan of planned) {
    const need = needs.get(plan.row.source) ?? { coins: 0n, tokens: 0n };
    need.coins += plan.fee + (token === 'native' ? plan.amount : 0n);
    if (token !== 'native') need.tokens += plan.amount;
    needs.set(plan.row.source, need);
  }
  for (const plan of planned) {
    if (plan.problem) continue;
    const need = needs.get(plan.row.source) as { coins: bigint; tokens: bigint };
    const coins = balanceOf(nativeRead, plan.row.source);
    if (plan.amount <= 0n || (token !== 'native' && need.tokens > balanceOf(tokenRead, plan.row.source))) {
      plan.problem = 'insufficient-funds';
    } else if (need.coins > coins) plan.problem = token === 'native' ? 'insufficient-funds' : 'insufficient-gas';
  }

  const totals = { amount: 0n, fees: 0n, senders: senders.length, problems: 0 };
  for (const plan of planned) {
    totals.amount += plan.amount;
    totals.fees += plan.fee;
    if (plan.problem) totals.problems += 1;
  }
  const native = { symbol: nativeRead.symbol, decimals: nativeRead.decimals };
  const asset = tokenRead ? { symbol: tokenRead.symbol, decimals: tokenRead.decimals } : native;
  return { settings, quote, native, asset, rows: planned, totals };
}
