import { newExpiry, remainingMs } from './vip-expiry';
import { FAST_RPC_GIFT_DAYS } from './vip-plans';

const DAY_MS = 86_400_000;
const NOW = new Date('2026-03-01T12:00:00Z');
const daysFromNow = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

describe('newExpiry', () => {
  it('starts a first purchase now', () => {
    expect(newExpiry({ currentExpiry: null, now: NOW, days: 30, feature: 'balanceMonitor' })).toEqual(daysFromNow(30));
  });

  it('extends an active subscription from its expiry, so paying early loses nothing', () => {
    const currentExpiry = daysFromNow(3);
    expect(newExpiry({ currentExpiry, now: NOW, days: 7, feature: 'cexWithdraw', kind: 'renew' })).toEqual(
      daysFromNow(10),
    );
    expect(newExpiry({ currentExpiry, now: NOW, days: 7, feature: 'cexWithdraw', kind: 'buy' })).toEqual(
      daysFromNow(10),
    );
  });

  it('restarts a lapsed subscription from now', () => {
    for (const currentExpiry of [daysFromNow(-5), NOW]) {
      expect(newExpiry({ currentExpiry, now: NOW, days: 365, feature: 'dexBulkTrade', kind: 'renew' })).toEqual(
        daysFromNow(365),
      );
    }
  });

  it('adds the fastRPC gift days (1 / 5 / 65) and only for fastRPC', () => {
    expect(FAST_RPC_GIFT_DAYS).toEqual({ 7: 1, 30: 5, 365: 65 });
    expect(newExpiry({ currentExpiry: null, now: NOW, days: 7, feature: 'fastRPC' })).toEqual(daysFromNow(8));
    expect(newExpiry({ currentExpiry: daysFromNow(2), now: NOW, days: 30, feature: 'fastRPC' })).toEqual(
      daysFromNow(37),
    );
    expect(newExpiry({ currentExpiry: null, now: NOW, days: 365, feature: 'fastRPC' })).toEqual(daysFromNow(430));
    expect(newExpiry({ currentExpiry: null, now: NOW, days: 365, feature: 'nftCollection' })).toEqual(daysFromNow(365));
  });

  it('leaves the expiry alone on expand, which needs an active subscription', () => {
    const currentExpiry = daysFromNow(12);
    expect(newExpiry({ currentExpiry, now: NOW, days: 30, feature: 'balanceMonitor', kind: 'expand' })).toEqual(
      currentExpiry,
    );
    expect(() =>
      newExpiry({ currentExpiry: null, now: NOW, days: 30, feature: 'balanceMonitor', kind: 'expand' }),
    ).toThrow(RangeError);
  });

  it('rejects a plan that does not exist', () => {
    expect(() => newExpiry({ currentExpiry: null, now: NOW, days: 31 as 30, feature: 'fastRPC' })).toThrow(RangeError);
  });

  it('measures the time left', () => {
    expect(remainingMs(daysFromNow(2), NOW)).toBe(2 * DAY_MS);
    expect(remainingMs(daysFromNow(-2), NOW)).toBe(0);
    expect(remainingMs(null, NOW)).toBe(0);
  });
});
