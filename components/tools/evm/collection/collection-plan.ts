import type { Address, PublicClient } from 'viem';
import { readBalances } from '@/chains/evm/balances';
import { mapBounded } from '@/lib/batch/bounded';
import { createJob } from '@/lib/batch/job';
import { planChunks } from '@/lib/batch/plan';
import type { BatchRow, Chunk, JobState } from '@/lib/batch/types';
import { toAppError } from '@/lib/errors';
import type { ChainTarget } from '../key-batch/chain';
import { type FeeQuote, gasReserve, readFeeQuote } from '../key-batch/fees';
import { codeCache, coinTransferGas, tokenTransferGas } from '../key-batch/gas';
import type { KeyEntry } from '../key-batch/keys';
import { type CollectionSettings, nativeSweepAmount } from './collection-driver';

/**
 * What a wallet holds and what collecting it takes. `ready`: it can send now; `needs-gas`: it holds tokens but too
 * few coins for the fee (a top-up fixes that); `empty`: nothing to collect; `error`: a read or simulation failed.
 */
export type WalletState = 'ready' | 'needs-gas' | 'empty' | 'error';

export interface WalletPlan {
  line: number;
  address: Address;
  native: bigint | null;
  /** ERC-20 collections only. */
  token: bigint | null;
  gasLimit: bigint;
  /** gasLimit × the quote's maximum price: what the wallet must hold for its transfer. */
  fee: bigint;
  /** What the destination receives from it (0 unless ready or needs-gas). */
  amount: bigint;
  state: WalletState;
  /** Coins to send it first (needs-gas only). */
  topUp: bigint;
  error?: string;
}

export interface AssetInfo {
  symbol: string;
  decimals: number;
}

export interface CollectionPlan {
  settings: CollectionSettings;
  quote: FeeQuote;
  native: AssetInfo;
  /** The collected asset (the native coin's info for native collections). */
  asset: AssetInfo;
  wallets: WalletPlan[];
  totals: {
    amount: bigint;
    fees: bigint;
    topUp: bigint;
    ready: number;
    needsGas: number;
    empty: number;
    errors: number;
  };
}

/**
 * A wallet short of gas gets this share of its fee reservation (in percent): fees move between the top-up and the
 * transfer, and a top-up that falls short by a wei costs a second round. What is left over stays in the wallet.
 */
export const TOP_UP_PERCENT = 150n;
/** Gas estimates in flight at once: public RPCs rate-limit bursts. */
const ESTIMATE_CONCURRENCY = 4;

export function topUpAmount(native: bigint, fee: bigint): bigint {
  const target = (fee * TOP_UP_PERCENT + 99n) / 100n;
  return native >= fee ? 0n : target - native;
}

interface PlanInput {
  target: ChainTarget;
  client: PublicClient;
  entries: readonly KeyEntry[];
  settings: CollectionSettings;
  quote?: FeeQuote;
}

async function readColumn(target: ChainTarget, owners: readonly Address[], token: 'native' | Address) {
  return readBalances({ chainId: target.chainId, rpcUrl: target.rpcUrl, owners, token });
}

/** Balances before (one batched read per column), the fee quote, each wallet's gas and what it would send. */
export async function planCollection({ target, client, entries, settings, quote }: PlanInput): Promise<CollectionPlan> {
  const owners = entries.map((entry) => entry.address);
  const [nativeRead, tokenRead, feeQuote] = await Promise.all([
    readColumn(target, owners, 'native'),
    settings.token === 'native' ? Promise.resolve(undefined) : readColumn(target, owners, settings.token),
    quote ? Promise.resolve(quote) : readFeeQuote(client),
  ]);
  const hasCode = codeCache(client);
  const { destination, keep, token } = settings;
  const wallets = await mapBounded(entries, ESTIMATE_CONCURRENCY, async ({ line, address }, index) => {
    const native = nativeRead.balances[index].balance;
    const held = tokenRead ? tokenRead.balances[index].balance : null;
    const base = { line, address, native, token: held, gasLimit: 0n, fee: 0n, amount: 0n, topUp: 0n };
    if (native === null || (tokenRead && held === null)) {
      const error = nativeRead.balances[index].error ?? tokenRead?.balances[index].error;
      return { ...base, state: 'error' as const, error };
    }
    // The destination among the wallets: it keeps what it has.
    if (address.toLowerCase() === destination.toLowerCase()) return { ...base, state: 'empty' as const };
    try {
      if (token === 'native') {
        const gasLimit = await coinTransferGas(client, hasCode, address, destination);
        const amount = nativeSweepAmount(native, gasLimit, feeQuote, keep);
        const fee = gasReserve(gasLimit, feeQuote);
        return amount > 0n
          ? { ...base, gasLimit, fee, amount, state: 'ready' as const }
          : { ...base, gasLimit, fee, state: 'empty' as const };
      }
      const amount = (held ?? 0n) - keep;
      if (amount <= 0n) return { ...base, state: 'empty' as const };
      const gasLimit = await tokenTransferGas(client, token, address, destination, amount);
      const fee = gasReserve(gasLimit, feeQuote);
      const topUp = topUpAmount(native, fee);
      return { ...base, gasLimit, fee, amount, topUp, state: topUp > 0n ? ('needs-gas' as const) : ('ready' as const) };
    } catch (error) {
      return { ...base, state: 'error' as const, error: toAppError(error).message };
    }
  });
  const totals = { amount: 0n, fees: 0n, topUp: 0n, ready: 0, needsGas: 0, empty: 0, errors: 0 };
  for (const wallet of wallets) {
    if (wallet.state === 'ready' || wallet.state === 'needs-gas') {
      totals.amount += wallet.amount;
      totals.fees += wallet.fee;
    }
    totals.topUp += wallet.topUp;
    if (wallet.state === 'ready') totals.ready += 1;
    else if (wallet.state === 'needs-gas') totals.needsGas += 1;
    else if (wallet.state === 'empty') totals.empty += 1;
    else totals.errors += 1;
  }
  const native = { symbol: nativeRead.symbol, decimals: nativeRead.decimals };
  const asset = tokenRead ? { symbol: tokenRead.symbol, decimals: tokenRead.decimals } : native;
  return { settings, quote: feeQuote, native, asset, wallets, totals };
}

/** The job of a plan: its ready wallets, each its own lane (and its own chunk); identifiers only, never keys. */
export function collectionJob(plan: CollectionPlan, target: ChainTarget): { job: JobState; chunks: Chunk[] } {
  const rows: BatchRow[] = plan.wallets
    .filter((wallet) => wallet.state === 'ready')
    .map(({ line, address, amount }) => ({ line, address, amount }));
  const chunks = planChunks(rows, { capacity: 1, lane: (row) => row.address });
  const { settings } = plan;
  const meta = {
    tool: 'collection',
    chainId: String(target.chainId),
    rpcUrl: target.rpcUrl,
    token: settings.token,
    destination: settings.destination,
    keep: settings.keep.toString(),
    symbol: plan.asset.symbol,
    decimals: String(plan.asset.decimals),
  };
  return { job: createJob(rows, chunks, meta), chunks };
}
