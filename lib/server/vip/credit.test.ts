import type { Payment } from '@/db/schema';
import { referralAmount } from './credit';

const payment = (expectedAmount: string, expectedUnits: bigint) =>
  ({ id: 1, expectedAmount, expectedUnits }) as Payment;

describe('referralAmount: the inviter share, exact and never rounded up', () => {
  it('takes the rate of the price in the token decimals', () => {
    expect(referralAmount(payment('27.9', 27_900_000n), '0.3')).toBe('8.37');
    expect(referralAmount(payment('99', 99n * 10n ** 18n), '0.3')).toBe('29.7');
    expect(referralAmount(payment('1000', 1_000_000_000n), '1')).toBe('1000');
    expect(referralAmount(payment('27.9', 27_900_000n), '0')).toBe('0');
  });

  it('rounds a share finer than the token down to its decimals', () => {
    // 27.9 × 0.3333333 = 9.29999907: a 6-decimal token can carry 9.299999.
    expect(referralAmount(payment('27.9', 27_900_000n), '0.3333333')).toBe('9.299999');
    expect(referralAmount(payment('3.333334', 3_333_334n), '0.3')).toBe('1');
  });
});
