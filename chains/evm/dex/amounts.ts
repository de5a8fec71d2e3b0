import { AppError, CLIENT_CODE } from '@/lib/errors';

// Exact integer arithmetic for trades: base units (bigint) and basis points, never floating point.

export const BPS = 10_000n;
/** Highest slippage accepted: 50 %. Above it a "minimum received" protects nothing. */
export const MAX_SLIPPAGE_BPS = 5_000;

export type AmountRule =
  | { mode: 'fixed'; amount: bigint }
  /** Uniformly random in [min, max] base units, both included. */
  | { mode: 'range'; min: bigint; max: bigint }
  /** A share of what the wallet can spend, in basis points (10,000 = all of it). */
  | { mode: 'percent'; bps: number };

/** A uniform random integer in [0, bound): crypto.getRandomValues, rejection-sampled (no modulo bias). */
export function randomBelow(bound: bigint): bigint {
  if (bound <= 0n) throw new RangeError('randomBelow needs a positive bound');
  const bits = bound.toString(2).length;
  const bytes = Math.ceil(bits / 8);
  const mask = (1n << BigInt(bits)) - 1n;
  const buffer = new Uint8Array(bytes);
  for (;;) {
    crypto.getRandomValues(buffer);
    let value = 0n;
    for (const byte of buffer) value = (value << 8n) | BigInt(byte);
    value &= mask;
    if (value < bound) return value;
  }
}

/**
 * The amount a row trades: fixed, drawn in its range, or a share of `spendable` (for a buy: the coin balance less
 * the gas it must keep; for a sell: the token balance). Never more than `spendable`; 0 when there is nothing.
 */
export function resolveAmount(
  rule: AmountRule,
  spendable: bigint,
  random: (bound: bigint) => bigint = randomBelow,
): bigint {
  const available = spendable > 0n ? spendable : 0n;
  switch (rule.mode) {
    case 'fixed':
      return rule.amount;
    case 'range':
      if (rule.max < rule.min) throw new RangeError('range max below min');
      return rule.min + random(rule.max - rule.min + 1n);
    case 'percent':
      if (!Number.isInteger(rule.bps) || rule.bps <= 0 || rule.bps > 10_000)
        throw new RangeError('percent out of range');
      return (available * BigInt(rule.bps)) / BPS;
  }
}

export function checkSlippage(slippageBps: number): void {
  if (!Number.isInteger(slippageBps) || slippageBps < 0 || slippageBps > MAX_SLIPPAGE_BPS) {
    throw new AppError(CLIENT_CODE.INVALID_ARGUMENT, `Slippage must be 0–${MAX_SLIPPAGE_BPS / 100} %`);
  }
}

/**
 * The least a trade may give: the expected output less the slippage, rounded down. Never 0: a zero minimum would
 * let a sandwich take everything, so such a trade (dust, or a pool that gives nothing) is refused.
 */
export function minimumReceived(expectedOut: bigint, slippageBps: number): bigint {
  checkSlippage(slippageBps);
  const minimum = (expectedOut * (BPS - BigInt(slippageBps))) / BPS;
  if (minimum <= 0n) throw new AppError(CLIENT_CODE.INVALID_SEND_AMOUNT, 'The minimum received would be 0');
  return minimum;
}

/** What is left of an amount after a token's transfer fee (a fee-on-transfer token), rounded down. */
export function afterTransferFee(amount: bigint, feeBps: number): bigint {
  return (amount * (BPS - BigInt(feeBps))) / BPS;
}

/**
 * A token's transfer fee seen in a simulation: it should have given `expected` and gave `received`. Rounded UP to
 * whole basis points, so quotes that use it expect a little less, never more, than the token gives.
 */
export function observedFeeBps(expected: bigint, received: bigint): number {
  if (expected <= 0n || received >= expected) return 0;
  return Number(((expected - received) * BPS + expected - 1n) / expected);
}

/**
 * Price impact in basis points: how far the output falls short of the pool's price before the trade (the "mid"
 * output, amountIn × price). It includes the pool's own fee, as the DEX interfaces show it. Rounded up.
 */
export function priceImpactBps(midOut: bigint, amountOut: bigint): number {
  if (midOut <= 0n || amountOut >= midOut) return 0;
  return Number(((midOut - amountOut) * BPS + midOut - 1n) / midOut);
}

/** A V3 pool's output at its current price: token1 per token0 is (sqrtPriceX96 / 2^96)². */
export function v3MidOut(amountIn: bigint, sqrtPriceX96: bigint, zeroForOne: boolean): bigint {
  const q192 = 1n << 192n;
  const priceX192 = sqrtPriceX96 * sqrtPriceX96;
  if (priceX192 === 0n) return 0n;
  return zeroForOne ? (amountIn * priceX192) / q192 : (amountIn * q192) / priceX192;
}
