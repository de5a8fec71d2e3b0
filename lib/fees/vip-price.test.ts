import { parseDecimal } from './decimal';
import { VIP_PLANS, VIP_PRICE_DECIMALS } from './vip-plans';
import { vipPrice } from './vip-price';

const DAY_MS = 86_400_000;

describe('vipPrice', () => {
  it('has the spec §9 plan prices per chain family', () => {
    expect(VIP_PLANS).toEqual({
      evm: { 7: '27.9', 30: '99', 365: '999' },
      tron: { 7: '28.9', 30: '100', 365: '1000' },
    });
    expect(vipPrice({ family: 'evm', kind: 'buy', days: 7 })).toBe('27.9');
    expect(vipPrice({ family: 'tron', kind: 'renew', days: 365 })).toBe('1000');
  });

  it('multiplies by credit units for buy and renew', () => {
    expect(vipPrice({ family: 'evm', kind: 'buy', days: 7, credit: 3 })).toBe('83.7');
    expect(vipPrice({ family: 'tron', kind: 'renew', days: 7, credit: 10 })).toBe('289');
  });

  it('prices an expansion pro rata on the 30-day rate, counting a started day in full', () => {
    expect(vipPrice({ family: 'evm', kind: 'expand', credit: 1, remainingMs: 10 * DAY_MS })).toBe('33');
    expect(vipPrice({ family: 'evm', kind: 'expand', credit: 2, remainingMs: 7 * DAY_MS })).toBe('46.2');
    expect(vipPrice({ family: 'tron', kind: 'expand', credit: 1, remainingMs: 30 * DAY_MS })).toBe('100');
    // 1 ms left still costs one day: 99 / 30 = 3.3.
    expect(vipPrice({ family: 'evm', kind: 'expand', credit: 1, remainingMs: 1 })).toBe('3.3');
    expect(vipPrice({ family: 'evm', kind: 'expand', credit: 1, remainingMs: DAY_MS + 1 })).toBe('6.6');
  });

  it('rounds an expansion up to 6 decimals', () => {
    // Tron: 100 / 30 = 3.3333333… per day and unit.
    expect(vipPrice({ family: 'tron', kind: 'expand', credit: 1, remainingMs: DAY_MS })).toBe('3.333334');
    expect(vipPrice({ family: 'tron', kind: 'expand', credit: 1, remainingMs: 2 * DAY_MS })).toBe('6.666667');
    expect(vipPrice({ family: 'tron', kind: 'expand', credit: 1, remainingMs: 3 * DAY_MS })).toBe('10');
  });

  it('never falls below the exact pro rata amount and never rises as time passes', () => {
    let previous = Number.POSITIVE_INFINITY;
    for (let days = 400; days >= 1; days -= 1) {
      const price = parseDecimal(
        vipPrice({ family: 'tron', kind: 'expand', credit: 3, remainingMs: days * DAY_MS }),
        VIP_PRICE_DECIMALS,
      );
      expect(price * 30n).toBeGreaterThanOrEqual(100_000_000n * 3n * BigInt(days));
      expect(price * 30n - 100_000_000n * 3n * BigInt(days)).toBeLessThan(30n);
      expect(Number(price)).toBeLessThanOrEqual(previous);
      previous = Number(price);
    }
  });

  it('rejects bad input', () => {
    expect(() => vipPrice({ family: 'evm', kind: 'buy', days: 14 as 7 })).toThrow(RangeError);
    expect(() => vipPrice({ family: 'evm', kind: 'buy', days: 7, credit: 0 })).toThrow(RangeError);
    expect(() => vipPrice({ family: 'evm', kind: 'buy', days: 7, credit: 1.5 })).toThrow(RangeError);
    expect(() => vipPrice({ family: 'sol' as 'evm', kind: 'buy', days: 7 })).toThrow(RangeError);
    expect(() => vipPrice({ family: 'evm', kind: 'gift' as 'buy', days: 7 })).toThrow(RangeError);
    expect(() => vipPrice({ family: 'evm', kind: 'expand', credit: 1, remainingMs: 0 })).toThrow(/active/);
    expect(() => vipPrice({ family: 'evm', kind: 'expand', credit: 1, remainingMs: Number.NaN })).toThrow(RangeError);
  });
});
