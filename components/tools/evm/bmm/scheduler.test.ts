import type { Address, Hex } from 'viem';
import {
  budgetLeft,
  drawAmount,
  drawInterval,
  nextSide,
  otherSide,
  outOfBand,
  sessionTotals,
  stopReasonBefore,
  tradePriceWei,
} from './scheduler';
import type { SessionSettings, SessionTx } from './session-types';
import { seededRandom } from './testing-random';

const A = '0x00000000000000000000000000000000000000a1' as Address;
const B = '0x00000000000000000000000000000000000000b2' as Address;
const E18 = 10n ** 18n;

const SETTINGS: SessionSettings = {
  chainId: 1,
  wrappedNative: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  dex: {
    kind: 'v2',
    id: 'uniswap-v2',
    name: 'Uniswap V2',
    factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    feeBps: 30,
  },
  token: '0x00000000000000000000000000000000000000c0',
  tokenDecimals: 18,
  tokenSymbol: 'TT',
  wallets: [A, B],
  pattern: { kind: 'alternate' },
  buyRange: { min: 1n, max: 10n },
  sellRange: { min: 1n, max: 10n },
  intervalSeconds: { min: 10, max: 20 },
  slippageBps: 100,
  deadlineMinutes: 20,
  tokenFeeBps: 0,
  onBandExit: 'pause',
};

let nextId = 1;
function tx(change: Partial<SessionTx>): SessionTx {
  return {
    id: nextId++,
    kind: 'trade',
    wallet: A,
    side: 'buy',
    hash: `0x${'ab'.repeat(32)}` as Hex,
    nonce: 0,
    at: 0,
    amountIn: 0n,
    quotedOut: 0n,
    minimumOut: 1n,
    priceWei: 0n,
    status: 'confirmed',
    ...change,
  };
}

describe('the next trade', () => {
  it('follows the pattern', () => {
    expect(nextSide({ kind: 'alternate' }, undefined)).toBe('buy');
    expect(nextSide({ kind: 'alternate' }, 'buy')).toBe('sell');
    expect(nextSide({ kind: 'alternate' }, 'sell')).toBe('buy');
    expect(nextSide({ kind: 'buy-only' }, 'buy')).toBe('buy');
    expect(nextSide({ kind: 'sell-only' }, 'sell')).toBe('sell');
    expect(otherSide({ kind: 'buy-only' }, 'buy')).toBeUndefined();
    expect(otherSide({ kind: 'random', buyBps: 5_000 }, 'buy')).toBe('sell');
  });

  it('draws random sides at the pattern ratio', () => {
    const random = seededRandom(1);
    let buys = 0;
    for (let index = 0; index < 10_000; index += 1) {
      if (nextSide({ kind: 'random', buyBps: 7_000 }, undefined, random) === 'buy') buys += 1;
    }
    expect(buys).toBeGreaterThan(6_800);
    expect(buys).toBeLessThan(7_200);
    expect(nextSide({ kind: 'random', buyBps: 0 }, undefined, () => 0n)).toBe('sell');
    expect(nextSide({ kind: 'random', buyBps: 10_000 }, undefined, () => 9_999n)).toBe('buy');
  });

  it('draws amounts and intervals inside their ranges, both ends reachable', () => {
    const random = seededRandom(2);
    const amounts = new Set<bigint>();
    const intervals = new Set<number>();
    for (let index = 0; index < 2_000; index += 1) {
      amounts.add(drawAmount({ min: 5n, max: 9n }, random));
      intervals.add(drawInterval({ min: 30, max: 33 }, random));
    }
    expect([...amounts].sort()).toEqual([5n, 6n, 7n, 8n, 9n]);
    expect([...intervals].sort()).toEqual([30, 31, 32, 33]);
    expect(() => drawAmount({ min: 2n, max: 1n })).toThrow(RangeError);
  });
});

describe('the price band', () => {
  it('prices a trade in wei per whole token, rounded against the trade', () => {
    // 1 coin for 3 tokens: 0.333… coin per token, a buy rounds up, a sell down.
    expect(tradePriceWei('buy', E18, 3n * E18, 18)).toBe(333_333_333_333_333_334n);
    expect(tradePriceWei('sell', 3n * E18, E18, 18)).toBe(333_333_333_333_333_333n);
    expect(tradePriceWei('buy', 10n ** 18n, 2_000_000n, 6)).toBe(5n * 10n ** 17n);
  });

  it('forbids buys above the top and sells below the bottom, nothing else', () => {
    const band = { bottom: 90n, top: 110n };
    expect(outOfBand('buy', 111n, band)).toBe(true);
    expect(outOfBand('buy', 110n, band)).toBe(false);
    expect(outOfBand('buy', 50n, band)).toBe(false);
    expect(outOfBand('sell', 89n, band)).toBe(true);
    expect(outOfBand('sell', 90n, band)).toBe(false);
    expect(outOfBand('sell', 500n, band)).toBe(false);
    expect(outOfBand('buy', 10n ** 30n, undefined)).toBe(false);
  });
});

describe('totals and stop conditions', () => {
  const txs = [
    tx({ wallet: A, side: 'buy', amountIn: 2n * E18, amountOut: 40n * E18, gasFee: 100n }),
    tx({ wallet: A, kind: 'approve', side: undefined, amountIn: 10n * E18, gasFee: 50n }),
    tx({ wallet: A, side: 'sell', amountIn: 10n * E18, amountOut: E18 / 2n, gasFee: 100n }),
    tx({ wallet: B, side: 'buy', amountIn: E18, amountOut: 19n * E18, gasFee: 100n }),
    tx({ wallet: B, side: 'buy', amountIn: E18, status: 'reverted', gasFee: 70n }),
    tx({ wallet: B, side: 'buy', amountIn: 3n * E18, status: 'dropped' }),
  ];

  it('adds volume, spending and P&L per wallet from the realised amounts, exactly', () => {
    const totals = sessionTotals({ settings: SETTINGS, txs, lastPriceWei: E18 / 20n });
    const [a, b] = totals.wallets;
    expect(a).toMatchObject({ trades: 2, buys: 1, sells: 1, coinsIn: 2n * E18, coinsOut: E18 / 2n, gas: 250n });
    expect(a.tokensIn - a.tokensOut).toBe(30n * E18);
    expect(a.realised).toBe(E18 / 2n - 2n * E18 - 250n);
    // 30 tokens at 0.05 coin: 1.5 coins.
    expect(a.pnl).toBe(a.realised + (3n * E18) / 2n);
    expect(b).toMatchObject({ trades: 1, coinsIn: E18, gas: 170n, volume: E18 });
    expect(totals.trades).toBe(3);
    expect(totals.volume).toBe(2n * E18 + E18 / 2n + E18);
    expect(totals.spent).toBe(2n * E18 + 250n - E18 / 2n + E18 + 170n);
    expect(totals.unresolved).toBe(0);
  });

  it('counts a trade still "sent" against the budget', () => {
    const totals = sessionTotals({ settings: SETTINGS, txs: [tx({ side: 'buy', amountIn: E18, status: 'sent' })] });
    expect(totals).toMatchObject({ unresolved: 1, trades: 0, spent: E18 });
  });

  it('stops on time, trade count, volume and budget', () => {
    const totals = sessionTotals({ settings: SETTINGS, txs });
    expect(stopReasonBefore(SETTINGS, totals, 1_000)).toBeUndefined();
    expect(stopReasonBefore({ ...SETTINGS, endAt: 1_000 }, totals, 999)).toBeUndefined();
    expect(stopReasonBefore({ ...SETTINGS, endAt: 1_000 }, totals, 1_000)).toBe('time');
    expect(stopReasonBefore({ ...SETTINGS, maxTrades: 3 }, totals, 0)).toBe('trades');
    expect(stopReasonBefore({ ...SETTINGS, maxTrades: 4 }, totals, 0)).toBeUndefined();
    expect(stopReasonBefore({ ...SETTINGS, targetVolumeWei: totals.volume }, totals, 0)).toBe('volume');
    expect(stopReasonBefore({ ...SETTINGS, targetVolumeWei: totals.volume + 1n }, totals, 0)).toBeUndefined();
    expect(stopReasonBefore({ ...SETTINGS, budgetWei: totals.spent }, totals, 0)).toBe('budget');
    expect(stopReasonBefore({ ...SETTINGS, budgetWei: totals.spent + 1n }, totals, 0)).toBeUndefined();
    expect(budgetLeft({ ...SETTINGS, budgetWei: totals.spent + 5n }, totals)).toBe(5n);
    expect(budgetLeft({ ...SETTINGS, budgetWei: 1n }, totals)).toBe(0n);
    expect(budgetLeft(SETTINGS, totals)).toBeUndefined();
  });
});
