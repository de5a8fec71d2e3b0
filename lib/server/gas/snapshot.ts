import { formatUnits, parseUnits } from 'viem';
import { EVM_CHAINS } from '@/chains/evm/chains';
import { quotePrice } from '@/lib/server/market';
import {
  ERC20_TRANSFER_GAS,
  formatCoin,
  formatGwei,
  GAS_TIERS,
  type GasTier,
  NATIVE_TRANSFER_GAS,
  roundDecimal,
  tierPriceWei,
} from './fees';
import type { ChainGasState, GasTracker } from './tracker';

/** What the page shows of one tier: Gwei per gas, as display strings. */
export interface TierView {
  priorityGwei: string;
  priceGwei: string;
}

/** One chain's row of the gas page; amounts are display strings (the client does no arithmetic). */
export interface ChainGasView {
  chainId: number;
  slug: string;
  name: string;
  symbol: string;
  /** null: no reading yet (the chain's RPC has not answered). */
  figures: {
    blockNumber: string;
    baseFeeGwei: string;
    tiers: Readonly<Record<GasTier, TierView>>;
    /** The standard tier's cost of a native transfer and of an ERC-20 transfer, in the native coin. */
    nativeTransfer: string;
    erc20Transfer: string;
    /** The same in USD, when the coin's price is known (lib/server/market's price source); else null. */
    nativeTransferUsd: string | null;
    erc20TransferUsd: string | null;
    readAt: string;
  } | null;
  isStale: boolean;
}

export interface GasSnapshot {
  chains: ChainGasView[];
  /** Lowest and highest standard price over the chains with figures, in Gwei: the page title's range. */
  minGwei: string | null;
  maxGwei: string | null;
}

/** The native coin's USD price as a decimal string, or null. */
export type CoinPriceReader = (chainId: number) => Promise<string | null>;

/** The page waits this long at most for a price; past it the row shows the coin amounts alone. */
const PRICE_WAIT_MS = 1_000;

/** The shared price service (one upstream call for every coin per its cache life); no price → null, never a throw. */
export const readCoinPrice: CoinPriceReader = async (chainId) => {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), PRICE_WAIT_MS).unref?.());
  const quote = quotePrice({ chainId }).then(
    (answer) => answer.price,
    () => null,
  );
  return Promise.race([quote, timeout]);
};

const USD_DECIMALS = 18;

/** coin amount (smallest units) × USD price, rounded to the cent; below half a cent, two significant digits. */
export function usdValue(amount: bigint, decimals: number, price: string): string {
  const value = (amount * parseUnits(price, USD_DECIMALS)) / 10n ** BigInt(decimals);
  const centUnit = 10n ** BigInt(USD_DECIMALS - 2);
  const cents = (value + centUnit / 2n) / centUnit;
  if (cents === 0n) return roundDecimal(formatUnits(value, USD_DECIMALS), 2, 6);
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

function chainView(state: ChainGasState, price: string | null): ChainGasView {
  const chain = EVM_CHAINS.find((candidate) => candidate.chainId === state.chainId);
  const base = {
    chainId: state.chainId,
    slug: chain?.slug ?? String(state.chainId),
    name: chain?.name ?? `EVM chain ${state.chainId}`,
    symbol: chain?.nativeSymbol ?? 'ETH',
    isStale: state.isStale,
  };
  const { reading } = state;
  if (!reading || state.readAt === undefined) return { ...base, figures: null };
  const decimals = chain?.nativeDecimals ?? 18;
  const standard = tierPriceWei(reading, 'standard');
  const nativeCost = standard * NATIVE_TRANSFER_GAS;
  const erc20Cost = standard * ERC20_TRANSFER_GAS;
  const tiers = Object.fromEntries(
    GAS_TIERS.map((tier) => [
      tier,
      { priorityGwei: formatGwei(reading.priorityFeeWei[tier]), priceGwei: formatGwei(tierPriceWei(reading, tier)) },
    ]),
  ) as Record<GasTier, TierView>;
  return {
    ...base,
    figures: {
      blockNumber: reading.blockNumber.toString(),
      baseFeeGwei: formatGwei(reading.baseFeeWei),
      tiers,
      nativeTransfer: formatCoin(nativeCost, decimals),
      erc20Transfer: formatCoin(erc20Cost, decimals),
      nativeTransferUsd: price === null ? null : usdValue(nativeCost, decimals, price),
      erc20TransferUsd: price === null ? null : usdValue(erc20Cost, decimals, price),
      readAt: new Date(state.readAt).toISOString(),
    },
  };
}

/** Every registry chain's row, from the tracker's shared reads, with the range for the title. */
export interface GasSnapshotOptions {
  readPrice?: CoinPriceReader;
  /**
   * How long to wait for chains being read; past it, what the tracker holds is shown (the reads go on, and the page's
   * next refresh gets them). Default: until every read settles.
   */
  waitMs?: number;
}

async function statesWithin(tracker: GasTracker, waitMs: number | undefined): Promise<ChainGasState[]> {
  const all = tracker.readAll();
  if (waitMs === undefined) return all;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  const states = await Promise.race([all, timeout]);
  clearTimeout(timer);
  return states ?? tracker.peekAll();
}

export async function gasSnapshot(tracker: GasTracker, options: GasSnapshotOptions = {}): Promise<GasSnapshot> {
  const readPrice = options.readPrice ?? readCoinPrice;
  const states = await statesWithin(tracker, options.waitMs);
  const prices = await Promise.all(states.map((state) => (state.reading ? readPrice(state.chainId) : null)));
  const chains = states.map((state, index) => chainView(state, prices[index]));
  const standards = states
    .flatMap((state) => (state.reading ? [tierPriceWei(state.reading, 'standard')] : []))
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    chains,
    minGwei: standards.length ? formatGwei(standards[0]) : null,
    maxGwei: standards.length ? formatGwei(standards[standards.length - 1]) : null,
  };
}
