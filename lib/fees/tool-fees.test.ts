import { parseDecimal } from './decimal';
import {
  APTOS_TOOL_FEES,
  BSC_MEME_TOOL_FEES,
  EVM_TOOL_FEES,
  SOLANA_TOOL_FEES,
  SUI_TOOL_FEES,
  TON_TOOL_FEES,
  TRON_TOOL_FEES,
} from './tool-fees';

describe('tool fees (spec §9)', () => {
  it('keeps the spec base-unit literals of Sui (MIST) and Aptos (octas)', () => {
    expect(parseDecimal(SUI_TOOL_FEES.base, 9)).toBe(1_000_000_000n);
    expect(parseDecimal(SUI_TOOL_FEES.perAddress, 9)).toBe(10_000_000n);
    expect(parseDecimal(SUI_TOOL_FEES.swapBase, 9)).toBe(500_000_000n);
    expect(parseDecimal(SUI_TOOL_FEES.swapPerToken, 9)).toBe(100_000_000n);
    expect(parseDecimal(APTOS_TOOL_FEES.base, 8)).toBe(50_000_000n);
    expect(parseDecimal(APTOS_TOOL_FEES.perAddress, 8)).toBe(500_000n);
  });

  it('has only exact decimals each chain can hold', () => {
    const byDecimals: [Record<string, string | number>, number][] = [
      [SOLANA_TOOL_FEES, 9],
      [TRON_TOOL_FEES, 6],
      [SUI_TOOL_FEES, 9],
      [APTOS_TOOL_FEES, 8],
      [TON_TOOL_FEES, 9],
      [BSC_MEME_TOOL_FEES, 18],
      [EVM_TOOL_FEES, 18],
    ];
    for (const [fees, decimals] of byDecimals) {
      for (const fee of Object.values(fees)) {
        if (typeof fee === 'string') expect(() => parseDecimal(fee, decimals)).not.toThrow();
      }
    }
  });

  it('matches a few spec figures', () => {
    expect(SOLANA_TOOL_FEES.closeAccountPerAccount).toBe('0.08');
    expect(TRON_TOOL_FEES).toEqual({ batchSend: '5', batchCollection: '1' });
    expect(TON_TOOL_FEES.batchSendCap).toBe('0.5');
    expect(BSC_MEME_TOOL_FEES.bundleBuyAfterFive).toBe('0.003');
  });
});

describe('EVM token publish fee (spec §9 names none)', () => {
  it('is 0 by default', () => {
    expect(parseDecimal(EVM_TOOL_FEES.tokenPublish, 18)).toBe(0n);
  });
});
