import { EMPTY_TRADE_DRAFT, parseSlippage, parseTradeDraft, parseTradeForm } from './trade-form';
import { settingsFromMeta, settingsMeta, type TradeSettings } from './trade-settings';

describe('trade form', () => {
  it('reads amounts exactly in the decimals of what is given', () => {
    const fixed = parseTradeForm({ ...EMPTY_TRADE_DRAFT, amountText: '0.000000000000000001' }, 18);
    expect(fixed).toMatchObject({ rule: { mode: 'fixed', amount: 1n }, slippageBps: 100, deadlineMinutes: 20 });
    expect(parseTradeForm({ ...EMPTY_TRADE_DRAFT, amountText: '1.1234567' }, 6).problems).toEqual(['amount']);
    expect(parseTradeForm({ ...EMPTY_TRADE_DRAFT, amountText: '0' }, 6).problems).toEqual(['amount']);
    const range = parseTradeForm({ ...EMPTY_TRADE_DRAFT, amountMode: 'range', minText: '2', maxText: '1' }, 6);
    expect(range.problems).toEqual(['range']);
    expect(parseTradeForm({ ...EMPTY_TRADE_DRAFT, amountMode: 'range', minText: '1', maxText: '2.5' }, 6).rule).toEqual(
      { mode: 'range', min: 1_000_000n, max: 2_500_000n },
    );
    expect(parseTradeForm({ ...EMPTY_TRADE_DRAFT, amountMode: 'percent', percentText: '12.34' }, 6).rule).toEqual({
      mode: 'percent',
      bps: 1234,
    });
    expect(parseTradeForm({ ...EMPTY_TRADE_DRAFT, amountMode: 'percent', percentText: '100.01' }, 6).problems).toEqual([
      'percent',
    ]);
  });

  it('bounds slippage, deadline and gas settings', () => {
    expect(parseSlippage('0.5')).toBe(50);
    expect(parseSlippage('50')).toBe(5_000);
    expect(parseSlippage('50.01')).toBeUndefined();
    expect(parseSlippage('-1')).toBeUndefined();
    const bad = parseTradeForm(
      {
        ...EMPTY_TRADE_DRAFT,
        amountText: '1',
        deadlineText: '0',
        gasLimitText: '20999',
        gasPriceText: '1.0000000001',
      },
      18,
    );
    expect(bad.problems).toEqual(['deadline', 'gasLimit', 'gasPrice']);
    const good = parseTradeForm(
      { ...EMPTY_TRADE_DRAFT, amountText: '1', gasLimitText: '250000', gasPriceText: '3.5' },
      18,
    );
    expect(good).toMatchObject({ gasLimit: 250_000n, gasPriceWei: 3_500_000_000n, problems: [] });
  });

  it('keeps a draft only when every field is text', () => {
    expect(parseTradeDraft({ ...EMPTY_TRADE_DRAFT, side: 'sell' })).toMatchObject({ side: 'sell' });
    expect(parseTradeDraft({ ...EMPTY_TRADE_DRAFT, side: 'hold' })).toBeNull();
    expect(parseTradeDraft({ ...EMPTY_TRADE_DRAFT, amountText: 5 })).toBeNull();
    expect(parseTradeDraft(null)).toBeNull();
  });

  it('saves a run’s settings as identifiers and numbers, and reads them back', () => {
    const settings: TradeSettings = {
      chainId: 56,
      wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
      dex: {
        kind: 'v2',
        id: 'pancake-v2',
        name: 'PancakeSwap V2',
        factory: '0xcA143Ce32Fe78f1f7019d7d551a6402fC5350c73',
        router: '0x10ED43C718714eb63d5aA57B78B54704E256024E',
        feeBps: 25,
      },
      token: '0x0000000000000000000000000000000000001234',
      side: 'sell',
      rule: { mode: 'fixed', amount: 0n },
      slippageBps: 75,
      deadlineMinutes: 10,
      tokenFeeBps: 300,
      gasPriceWei: 1_000_000_000n,
    };
    const meta = settingsMeta(settings);
    expect(Object.values(meta).every((value) => typeof value === 'string')).toBe(true);
    expect(settingsFromMeta(meta)).toEqual({ ...settings, gasLimit: undefined });
  });
});
