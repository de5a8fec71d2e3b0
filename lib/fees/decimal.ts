/**
 * Exact decimal amounts as text ⇄ integer base units. viem's parseUnits rounds extra fraction digits and accepts
 * '-1', so user and config amounts go through this stricter parser: a price or a payment must never be silently
 * changed on its way in.
 */
const DECIMAL_TEXT = /^(\d+)(?:\.(\d+))?$/;
const MAX_DECIMALS = 77;

export class DecimalFormatError extends Error {
  constructor(
    readonly text: string,
    reason: string,
  ) {
    super(`Invalid decimal amount ${JSON.stringify(text)}: ${reason}`);
    this.name = 'DecimalFormatError';
  }
}

function assertDecimals(decimals: number): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > MAX_DECIMALS) {
    throw new RangeError(`decimals must be an integer from 0 to ${MAX_DECIMALS}, got ${decimals}`);
  }
}

/**
 * '12.5' with 6 decimals → 12500000n. Only plain non-negative digits with at most one point and at least one digit
 * on each side: '1e3', '-1', '+1', '.5', '5.', ' 1', '1.2.3', '0x10' are rejected, and so is a fraction longer than
 * `decimals` (never rounded). Trailing zeros beyond `decimals` are rejected too, so a text means exactly one amount.
 */
export function parseDecimal(text: string, decimals: number): bigint {
  assertDecimals(decimals);
  if (typeof text !== 'string') throw new DecimalFormatError(String(text), 'not a string');
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new DecimalFormatError(text, 'expected digits with an optional fraction, like 12.5');
  const [, whole, fraction = ''] = match;
  if (fraction.length > decimals) {
    throw new DecimalFormatError(text, `more than ${decimals} decimal places`);
  }
  return BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** Like parseDecimal, but answers undefined instead of throwing: for form validation. */
export function tryParseDecimal(text: string, decimals: number): bigint | undefined {
  try {
    return parseDecimal(text, decimals);
  } catch (error) {
    if (error instanceof DecimalFormatError) return undefined;
    throw error;
  }
}

/**
 * Base units as decimal text, exactly (viem's formatUnits, without loading viem on the pages that show amounts):
 * 12500000n with 6 decimals → '12.5', -5n with 2 → '-0.05'; no exponent, no trailing zeros. Any decimals ≥ 0.
 */
export function formatBaseUnits(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** 12500000n with 6 decimals → '12.5': no exponent, no trailing zeros; decimals from 0 to 77. */
export function formatDecimal(value: bigint, decimals: number): string {
  assertDecimals(decimals);
  return formatBaseUnits(value, decimals);
}

/** Re-expresses an amount between token precisions (a 6-decimal price on an 18-decimal token); never rounds down. */
export function rescaleUnits(value: bigint, fromDecimals: number, toDecimals: number): bigint {
  assertDecimals(fromDecimals);
  assertDecimals(toDecimals);
  if (toDecimals >= fromDecimals) return value * 10n ** BigInt(toDecimals - fromDecimals);
  return divideRoundingUp(value, 10n ** BigInt(fromDecimals - toDecimals));
}

/** Integer division rounding towards +∞ for non-negative operands: what we charge is never below the exact price. */
export function divideRoundingUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n || numerator < 0n)
    throw new RangeError('divideRoundingUp expects numerator ≥ 0, denominator > 0');
  return (numerator + denominator - 1n) / denominator;
}

/** The smaller of two amounts (Math.min takes no bigints). */
export function minAmount(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
