import type { Address, PublicClient } from 'viem';
import { ERC20_TRADE_ABI } from '@/chains/evm/dex/abi';
import { minimumReceived, randomBelow, resolveAmount } from '@/chains/evm/dex/amounts';
import { quoteTrade, type TradeQuote } from '@/chains/evm/dex/quote';
import { checkTokenSafety, type TokenSafety } from '@/chains/evm/dex/safety';
import { type ApprovalNeed, approvalNeeded, permit2Needed } from '@/chains/evm/dex/swap';
import { mapBounded } from '@/lib/batch/bounded';
import { createJob } from '@/lib/batch/job';
import type { BatchRow, Chunk, JobState } from '@/lib/batch/types';
import { toAppError } from '@/lib/errors';
import { type FeeQuote, gasReserve, readFeeQuote } from '../key-batch/fees';
import type { KeyEntry } from '../key-batch/keys';
import { APPROVE_NOTE, PERMIT2_NOTE, TRADE_NOTE } from './trade-driver';
import { settingsMeta, type TradeSettings } from './trade-settings';

/** Gas a trade is planned with before the amount is known (what the wallet must keep): generous on purpose. */
export const PLANNED_TRADE_GAS: Record<'v2' | 'v3' | 'universal', bigint> = {
  v2: 200_000n,
  v3: 260_000n,
  universal: 280_000n,
};
export const PLANNED_APPROVE_GAS = 70_000n;
/** The simulated buy of the safety check: small, so a thin pool answers too. */
export const SAFETY_PROBE_WEI = 10n ** 15n;

export type WalletTradeState = 'ready' | 'empty' | 'needs-gas' | 'error';

export interface WalletTrade {
  line: number;
  address: Address;
  coins: bigint;
  tokens: bigint;
  /** What the wallet gives: coins on a buy, tokens on a sell (drawn once here: a retry keeps it). */
  amountIn: bigint;
  quote?: TradeQuote;
  /** The least it accepts at the review's quote; re-quoted right before signing with the same slippage. */
  minimumOut?: bigint;
  approval?: ApprovalNeed;
  /** Universal Router sells: Permit2 must still allow the router the amount (a second approval transaction). */
  needsPermit2?: boolean;
  gasLimit: bigint;
  /** Coins the wallet must hold for gas (all its transactions at the maximum price). */
  gasReserve: bigint;
  state: WalletTradeState;
  error?: string;
}

export interface TradePlan {
  settings: TradeSettings;
  safety: TokenSafety;
  feeQuote: FeeQuote;
  wallets: WalletTrade[];
  totals: { amountIn: bigint; expectedOut: bigint; gas: bigint; ready: number; approvals: number; skipped: number };
}

export interface TradePlanInput {
  client: PublicClient;
  entries: readonly KeyEntry[];
  /** tokenFeeBps is measured here; what is passed in is ignored. */
  settings: TradeSettings;
  feeQuote?: FeeQuote;
  random?: (bound: bigint) => bigint;
}

const READ_CONCURRENCY = 6;

/**
 * The review of a trade run, before anything is signed: the token's safety (a buy then a sell simulated: a honeypot
 * is refused here, a transfer fee measured), then per wallet its balances, amount, quote, price impact, minimum
 * received, the approval it still needs and the gas it must keep.
 */
export async function planTrade(input: TradePlanInput): Promise<TradePlan> {
  const { client, entries } = input;
  const random = input.random ?? randomBelow;
  const probeSettings = input.settings;
  const [safety, feeQuote] = await Promise.all([
    checkTokenSafety(client, probeSettings.dex, probeSettings.wrappedNative, probeSettings.token, SAFETY_PROBE_WEI),
    input.feeQuote ? Promise.resolve(input.feeQuote) : readFeeQuote(client),
  ]);
  const settings: TradeSettings = { ...probeSettings, tokenFeeBps: safety.feeBps };
  const { dex, token, side, wrappedNative } = settings;
  const tradeGas = settings.gasLimit ?? PLANNED_TRADE_GAS[dex.kind];
  const block = await client.getBlockNumber({ cacheTime: 0 });
  const latest = await client.getBlock({ blockNumber: block });
  /** A Permit2 allowance must last past the run's deadline; the run grants PERMIT2_VALIDITY_SECONDS. */
  const permit2NotAfter = latest.timestamp + BigInt(settings.deadlineMinutes * 60);
  const wallets = await mapBounded(entries, READ_CONCURRENCY, async ({ line, address }): Promise<WalletTrade> => {
    const base = { line, address, coins: 0n, tokens: 0n, amountIn: 0n, gasLimit: tradeGas, gasReserve: 0n };
    try {
      const [coins, tokens] = await Promise.all([
        client.getBalance({ address, blockNumber: block }),
        client.readContract({
          address: token,
          abi: ERC20_TRADE_ABI,
          functionName: 'balanceOf',
          args: [address],
          blockNumber: block,
        }),
      ]);
      const withBalances = { ...base, coins, tokens };
      const tradeReserve = gasReserve(tradeGas, feeQuote);
      const spendable = side === 'buy' ? coins - tradeReserve : tokens;
      const amountIn = resolveAmount(settings.rule, spendable, random);
      if (amountIn <= 0n || amountIn > spendable) {
        const state = side === 'buy' && amountIn > 0n && coins >= amountIn ? 'needs-gas' : 'empty';
        return { ...withBalances, amountIn, gasReserve: tradeReserve, state };
      }
      const quote = await quoteTrade(
        client,
        { dex, wrappedNative, token, side, amountIn, tokenFeeBps: settings.tokenFeeBps },
        block,
      );
      const minimumOut = minimumReceived(quote.expectedOut, settings.slippageBps);
      const approval = side === 'sell' ? await approvalNeeded(client, dex, address, token, amountIn) : undefined;
      const needsPermit2 =
        side === 'sell' && (await permit2Needed(client, dex, address, token, amountIn, permit2NotAfter));
      const gasLimit = tradeGas + (approval ? PLANNED_APPROVE_GAS : 0n) + (needsPermit2 ? PLANNED_APPROVE_GAS : 0n);
      const reserve = gasReserve(gasLimit, feeQuote);
      const hasGas = side === 'buy' ? coins >= amountIn + reserve : coins >= reserve;
      return {
        ...withBalances,
        amountIn,
        quote,
        minimumOut,
        approval,
        needsPermit2,
        gasLimit,
        gasReserve: reserve,
        state: hasGas ? 'ready' : 'needs-gas',
      };
    } catch (error) {
      return { ...base, state: 'error', error: toAppError(error).message };
    }
  });
  const totals = { amountIn: 0n, expectedOut: 0n, gas: 0n, ready: 0, approvals: 0, skipped: 0 };
  for (const wallet of wallets) {
    if (wallet.state !== 'ready') {
      totals.skipped += 1;
      continue;
    }
    totals.ready += 1;
    totals.amountIn += wallet.amountIn;
    totals.expectedOut += wallet.quote?.expectedOut ?? 0n;
    totals.gas += wallet.gasReserve;
    if (wallet.approval) totals.approvals += 1;
    if (wallet.needsPermit2) totals.approvals += 1;
  }
  return { settings, safety, feeQuote, wallets, totals };
}

/**
 * The job of a plan: each ready wallet is a lane with its approval (when it needs one) and its trade; identifiers
 * and amounts only, never keys.
 */
export function tradeJob(plan: TradePlan, extraMeta: Record<string, string> = {}): JobState {
  const rows: BatchRow[] = [];
  const chunks: Chunk[] = [];
  for (const wallet of plan.wallets) {
    if (wallet.state !== 'ready') continue;
    if (wallet.approval) {
      const row = { line: wallet.line, address: wallet.address, amount: wallet.amountIn, note: APPROVE_NOTE };
      chunks.push({ id: chunks.length, lane: wallet.address, rowIndexes: [rows.length], rows: [row] });
      rows.push(row);
    }
    if (wallet.needsPermit2) {
      const row = { line: wallet.line, address: wallet.address, amount: wallet.amountIn, note: PERMIT2_NOTE };
      chunks.push({ id: chunks.length, lane: wallet.address, rowIndexes: [rows.length], rows: [row] });
      rows.push(row);
    }
    const row = { line: wallet.line, address: wallet.address, amount: wallet.amountIn, note: TRADE_NOTE };
    chunks.push({ id: chunks.length, lane: wallet.address, rowIndexes: [rows.length], rows: [row] });
    rows.push(row);
  }
  return createJob(rows, chunks, { ...settingsMeta(plan.settings), ...extraMeta });
}
