import { getAddress } from 'viem';
import {
  afterTransferFee,
  minimumReceived,
  observedFeeBps,
  priceImpactBps,
  randomBelow,
  resolveAmount,
  v3MidOut,
} from './amounts';
import { DEX_CODE } from './errors';
import { EVM_TRADE_FEE, tradeFeeWei } from './fees';
import { chainDexes, DEX_REGISTRY, PERMIT2_ADDRESS } from './registry';

describe('trade amounts', () => {
  it('takes the slippage off the expected output, rounding down, and never gives a 0 minimum', () => {
    expect(minimumReceived(10_000n, 50)).toBe(9_950n);
    expect(minimumReceived(999n, 100)).toBe(989n);
    expect(minimumReceived(1n, 0)).toBe(1n);
    expect(() => minimumReceived(1n, 1)).toThrow('minimum received would be 0');
    expect(() => minimumReceived(0n, 100)).toThrow();
    expect(() => minimumReceived(100n, 5_001)).toThrow();
    expect(() => minimumReceived(100n, 1.5)).toThrow();
  });

  it('resolves fixed, range and percentage amounts exactly', () => {
    expect(resolveAmount({ mode: 'fixed', amount: 7n }, 0n)).toBe(7n);
    expect(resolveAmount({ mode: 'percent', bps: 2_500 }, 1_001n)).toBe(250n);
    expect(resolveAmount({ mode: 'percent', bps: 10_000 }, -5n)).toBe(0n);
    expect(resolveAmount({ mode: 'range', min: 10n, max: 20n }, 0n, () => 0n)).toBe(10n);
    expect(resolveAmount({ mode: 'range', min: 10n, max: 20n }, 0n, (bound) => bound - 1n)).toBe(20n);
    for (let i = 0; i < 200; i += 1) {
      const drawn = resolveAmount({ mode: 'range', min: 10n ** 18n, max: 2n * 10n ** 18n }, 0n);
      expect(drawn >= 10n ** 18n && drawn <= 2n * 10n ** 18n).toBe(true);
    }
    expect(() => resolveAmount({ mode: 'range', min: 2n, max: 1n }, 0n)).toThrow();
    expect(() => resolveAmount({ mode: 'percent', bps: 0 }, 1n)).toThrow();
  });

  it('draws below its bound', () => {
    const seen = new Set<bigint>();
    for (let i = 0; i < 300; i += 1) seen.add(randomBelow(3n));
    expect([...seen].sort()).toEqual([0n, 1n, 2n]);
  });

  it('measures fees and price impact in whole basis points, rounded against the trader', () => {
    expect(observedFeeBps(10_000n, 9_700n)).toBe(300);
    expect(observedFeeBps(10_001n, 9_700n)).toBe(301);
    expect(observedFeeBps(100n, 100n)).toBe(0);
    expect(afterTransferFee(1_001n, 300)).toBe(970n);
    expect(priceImpactBps(1_000n, 990n)).toBe(100);
    expect(priceImpactBps(1_000n, 1_000n)).toBe(0);
    const oneToOne = 1n << 96n;
    expect(v3MidOut(1_000n, oneToOne, true)).toBe(1_000n);
    expect(v3MidOut(1_000n, oneToOne * 2n, true)).toBe(4_000n);
    expect(v3MidOut(4_000n, oneToOne * 2n, false)).toBe(1_000n);
  });

  it('reads spec §9 as no per-trade fee on EVM', () => {
    expect(tradeFeeWei()).toBe(0n);
    expect(EVM_TRADE_FEE.reading).toMatch(/dexBulkTrade/);
  });

  it('lists Uniswap on Ethereum and PancakeSwap on BSC with checksummed addresses', () => {
    expect(chainDexes(1)?.dexes.map((dex) => dex.id)).toEqual([
      'uniswap-v2',
      'uniswap-v3',
      'uniswap-universal-v2',
      'uniswap-universal-v3',
    ]);
    expect(chainDexes(56)?.dexes.map((dex) => dex.id)).toEqual(['pancake-v2', 'pancake-v3']);
    for (const entry of DEX_REGISTRY) {
      expect(getAddress(entry.wrappedNative)).toBe(entry.wrappedNative);
      for (const dex of entry.dexes) {
        expect(getAddress(dex.router)).toBe(dex.router);
        expect(getAddress(dex.factory)).toBe(dex.factory);
        if (dex.kind === 'v3') expect(getAddress(dex.quoter)).toBe(dex.quoter);
        if (dex.kind === 'universal') expect(dex.permit2).toBe(PERMIT2_ADDRESS);
      }
    }
    expect(DEX_CODE.HONEYPOT).toBe('DEX_HONEYPOT');
  });
});
