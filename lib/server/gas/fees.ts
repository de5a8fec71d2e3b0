import { formatUnits } from 'viem';

/** The answer of eth_feeHistory as viem decodes it. */
export interface FeeHistory {
  /** One per block of the window, plus the next block's (the last entry). */
  baseFeePerGas: readonly bigint[];
  oldestBlock: bigint;
  /** Per block, the priority fee at each of FEE_PERCENTILES. */
  reward?: readonly (readonly bigint[])[];
}

/** Blocks of history per read: enough to smooth one odd block, recent enough to follow a rising market. */
export const FEE_HISTORY_BLOCKS = 20;
/** Priority-fee percentiles asked for, one per tier: slow, standard, fast. */
export const FEE_PERCENTILES = [10, 50, 90] as const;
/** A plain transfer of the native coin. */
export const NATIVE_TRANSFER_GAS = 21_000n;
/**
 * An ERC-20 transfer to an address that holds none yet (a fresh storage slot): about 50–65k gas on the common tokens
 * (USDT ≈ 63k); to an existing holder it is less. The page says it is an estimate.
 */
export const ERC20_TRANSFER_GAS = 65_000n;

export type GasTier = 'slow' | 'standard' | 'fast';
export const GAS_TIERS: readonly GasTier[] = ['slow', 'standard', 'fast'];

export interface GasReading {
  chainId: number;
  /** The newest block of the window. */
  blockNumber: bigint;
  /** The base fee of the next block: what a transaction sent now pays at least. */
  baseFeeWei: bigint;
  /** Priority fee per tier: the median over the window of each block's percentile. */
  priorityFeeWei: Readonly<Record<GasTier, bigint>>;
}

/** Math.max for bigint. */
function maxOf(first: bigint, second: bigint): bigint {
  return first > second ? first : second;
}

function median(values: readonly bigint[]): bigint {
  if (values.length === 0) return 0n;
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2n;
}

/**
 * The figures of one chain from one eth_feeHistory answer. Empty blocks report a zero reward at every percentile, so
 * they are left out of the medians (an idle chain would otherwise suggest no tip at all while a busy block needs
 * one); a window of empty blocks gives zero. The tiers never cross: fast ≥ standard ≥ slow.
 */
export function gasReadingFromFeeHistory(chainId: number, history: FeeHistory): GasReading {
  const { baseFeePerGas, oldestBlock } = history;
  if (baseFeePerGas.length === 0) throw new Error('eth_feeHistory answered no base fee');
  const rewards = (history.reward ?? []).filter((row) => row.some((value) => value > 0n));
  const column = (index: number) => median(rewards.map((row) => row[index] ?? 0n));
  const slow = column(0);
  const standard = maxOf(column(1), slow);
  const fast = maxOf(column(2), standard);
  const blocks = BigInt(Math.max(baseFeePerGas.length - 1, 1));
  return {
    chainId,
    blockNumber: oldestBlock + blocks - 1n,
    baseFeeWei: baseFeePerGas[baseFeePerGas.length - 1],
    priorityFeeWei: { slow, standard, fast },
  };
}

/** What a transaction pays per gas in a tier: the next base fee plus the tier's tip. */
export function tierPriceWei(reading: GasReading, tier: GasTier): bigint {
  return reading.baseFeeWei + reading.priorityFeeWei[tier];
}

/**
 * A decimal string cut to `significant` digits (at most `maxDecimals` after the point), never in scientific notation:
 * "12.3456" → "12.3", "0.000012345" → "0.0000123", "1234.5" → "1234".
 */
export function roundDecimal(text: string, significant = 3, maxDecimals = 9): string {
  const [whole, fraction = ''] = text.split('.');
  if (whole.replace(/^0+/, '') !== '') {
    const decimals = Math.min(Math.max(significant - whole.replace(/^0+/, '').length, 0), maxDecimals);
    return trimZeros(decimals === 0 ? whole : `${whole}.${fraction.slice(0, decimals)}`);
  }
  const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length;
  if (leadingZeros === fraction.length) return '0';
  const decimals = Math.min(leadingZeros + significant, maxDecimals);
  const cut = fraction.slice(0, decimals);
  return /[1-9]/.test(cut) ? trimZeros(`0.${cut}`) : '0';
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** Wei per gas as Gwei for display (3 significant digits, at most 9 decimals: one wei). */
export function formatGwei(wei: bigint): string {
  return roundDecimal(formatUnits(wei, 9));
}

/** An amount of the native coin (smallest units) for display, 3 significant digits. */
export function formatCoin(amount: bigint, decimals: number): string {
  return roundDecimal(formatUnits(amount, decimals), 3, decimals);
}
