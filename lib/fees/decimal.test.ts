import { formatUnits } from 'viem';
import {
  DecimalFormatError,
  divideRoundingUp,
  formatBaseUnits,
  formatDecimal,
  parseDecimal,
  rescaleUnits,
  tryParseDecimal,
} from './decimal';

describe('parseDecimal', () => {
  it.each([
    ['0', 6, 0n],
    ['1', 6, 1_000_000n],
    ['27.9', 6, 27_900_000n],
    ['0.000001', 6, 1n],
    ['999.123456', 6, 999_123_456n],
    ['007.5', 2, 750n],
    ['12', 0, 12n],
    ['1.5', 18, 1_500_000_000_000_000_000n],
    ['115792089237316195423570985008687907853269984665640564039457584007913129639935', 0, 2n ** 256n - 1n],
  ])('%s with %i decimals is %s', (text, decimals, expected) => {
    expect(parseDecimal(text, decimals)).toBe(expected);
  });

  it.each(['1e3', '1E3', '-1', '+1', '1.2.3', '.5', '5.', '', ' 1', '1 ', '0x10', '1,5', 'NaN', 'Infinity', '١'])(
    'rejects %j',
    (text) => {
      expect(() => parseDecimal(text, 6)).toThrow(DecimalFormatError);
      expect(tryParseDecimal(text, 6)).toBeUndefined();
    },
  );

  it('rejects more fraction digits than the token has, even zeros, instead of rounding', () => {
    expect(() => parseDecimal('1.0000001', 6)).toThrow(/more than 6 decimal places/);
    expect(() => parseDecimal('1.0000000', 6)).toThrow(DecimalFormatError);
    expect(() => parseDecimal('1.5', 0)).toThrow(DecimalFormatError);
  });

  it('rejects non-strings and impossible precisions', () => {
    expect(() => parseDecimal(1.5 as unknown as string, 6)).toThrow(DecimalFormatError);
    expect(() => parseDecimal('1', -1)).toThrow(RangeError);
    expect(() => parseDecimal('1', 1.5)).toThrow(RangeError);
  });
});

describe('formatDecimal', () => {
  it('writes exact decimals without exponent or trailing zeros', () => {
    expect(formatDecimal(27_900_000n, 6)).toBe('27.9');
    expect(formatDecimal(1n, 18)).toBe('0.000000000000000001');
    expect(formatDecimal(10n ** 30n, 6)).toBe('1000000000000000000000000');
    expect(formatDecimal(0n, 6)).toBe('0');
  });

  it('round-trips with parseDecimal', () => {
    for (const text of ['0.1', '3.3', '999', '1234.567891']) expect(formatDecimal(parseDecimal(text, 6), 6)).toBe(text);
  });
});

describe('formatBaseUnits', () => {
  // It stands in for viem's formatUnits so pages that show amounts load no viem: the same text for every value.
  it("writes what viem's formatUnits writes", () => {
    const values = [
      0n,
      1n,
      5n,
      10n,
      12_500_000n,
      10n ** 18n,
      10n ** 18n + 1n,
      123_456_789_012_345_678_901n,
      2n ** 255n,
    ];
    for (const decimals of [0, 1, 2, 6, 9, 18, 30, 100]) {
      for (const value of [...values, ...values.map((entry) => -entry)]) {
        expect(formatBaseUnits(value, decimals)).toBe(formatUnits(value, decimals));
      }
    }
  });
});

describe('rescaleUnits and divideRoundingUp', () => {
  it('scales a 6-decimal price to an 18-decimal token exactly', () => {
    expect(rescaleUnits(27_900_000n, 6, 18)).toBe(27_900_000_000_000_000_000n);
  });

  it('rounds up when precision is lost, so a charge never drops', () => {
    expect(rescaleUnits(1_000_001n, 6, 2)).toBe(101n);
    expect(rescaleUnits(1_000_000n, 6, 2)).toBe(100n);
    expect(divideRoundingUp(10n, 3n)).toBe(4n);
    expect(divideRoundingUp(9n, 3n)).toBe(3n);
    expect(divideRoundingUp(0n, 3n)).toBe(0n);
    expect(() => divideRoundingUp(1n, 0n)).toThrow(RangeError);
  });
});
