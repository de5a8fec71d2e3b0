import type { VipFeatureInfo } from './types';
import { isVipActive, vipFlags } from './vip-flags';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const feature = (name: string, vipExpireTime: string, isVip = true): VipFeatureInfo => ({
  feature: name,
  vipExpireTime,
  isVip,
  credit: 0,
});

describe('vipFlags', () => {
  it('is all false without features', () => {
    expect(Object.values(vipFlags([], NOW)).every((flag) => flag === false)).toBe(true);
    expect(Object.values(vipFlags(null, NOW)).every((flag) => flag === false)).toBe(true);
  });

  it('maps every feature to its flag (isFaskRPCVIP keeps the spec spelling)', () => {
    const future = '2026-07-01T00:00:00Z';
    const names = ['dexBulkTrade', 'balanceMonitor', 'monitorNotify', 'fastRPC', 'twitterMonitor', 'nftCollection'];
    const flags = vipFlags(
      [...names, 'cexWithdraw'].map((name) => feature(name, future)),
      NOW,
    );
    expect(flags).toEqual({
      isDexBulkTradeVIP: true,
      isBalanceMonitorVIP: true,
      isBalanceMonitorNotifyVIP: true,
      isFaskRPCVIP: true,
      isTwitterMonitorVIP: true,
      isNFTCollectionVIP: true,
      isCEXWithdrawVIP: true,
    });
  });

  it('counts a feature only while its expiry is later than now, whatever the server said', () => {
    const flags = vipFlags(
      [
        feature('balanceMonitor', '2026-05-31T23:59:59Z', true),
        feature('fastRPC', '2026-06-01T00:00:00Z', true),
        feature('monitorNotify', '2026-06-01T00:00:01Z', false),
      ],
      NOW,
    );
    expect(flags.isBalanceMonitorVIP).toBe(false);
    expect(flags.isFaskRPCVIP).toBe(false);
    expect(flags.isBalanceMonitorNotifyVIP).toBe(true);
  });

  it('is active when any entry of a feature is, and never for an unreadable date', () => {
    const flags = vipFlags(
      [feature('dexBulkTrade', '2020-01-01T00:00:00Z'), feature('dexBulkTrade', '2030-01-01T00:00:00Z')],
      NOW,
    );
    expect(flags.isDexBulkTradeVIP).toBe(true);
    expect(isVipActive('not a date', NOW)).toBe(false);
  });
});
