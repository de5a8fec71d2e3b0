import {
  chunkForGas,
  gasPerRecipientFromEstimate,
  MULTISEND_BASE_GAS,
  MULTISEND_GAS_PER_RECIPIENT,
  maxRecipientsPerCall,
  multisendGasBudget,
  TRANSACTION_GAS_CAP,
} from './chunk';

describe('multisend chunking', () => {
  it('plans for half a block, never above the EIP-7825 transaction cap', () => {
    expect(multisendGasBudget(30_000_000n)).toBe(15_000_000n);
    expect(multisendGasBudget(60_000_000n)).toBe((TRANSACTION_GAS_CAP * 95n) / 100n);
    expect(multisendGasBudget(30_000_000n, 10n)).toBe(3_000_000n);
    expect(() => multisendGasBudget(30_000_000n, 0n)).toThrow(RangeError);
    expect(() => multisendGasBudget(30_000_000n, 101n)).toThrow(RangeError);
  });

  it('fits as many recipients as the budget allows after the fixed cost', () => {
    const perRecipient = MULTISEND_GAS_PER_RECIPIENT.native;
    const expected = Number((15_000_000n - MULTISEND_BASE_GAS) / perRecipient);
    expect(maxRecipientsPerCall({ blockGasLimit: 30_000_000n, kind: 'native' })).toBe(expected);
    expect(maxRecipientsPerCall({ blockGasLimit: 30_000_000n, kind: 'native', gasPerRecipient: 10_000n })).toBe(
      Number((15_000_000n - MULTISEND_BASE_GAS) / 10_000n),
    );
    // A tiny chain still gets one recipient per call rather than none.
    expect(maxRecipientsPerCall({ blockGasLimit: 100_000n, kind: 'erc721' })).toBe(1);
  });

  it('splits into the fewest calls of even size, keeping order', () => {
    const rows = Array.from({ length: 700 }, (_, index) => index);
    const options = { blockGasLimit: 30_000_000n, kind: 'native' as const, gasPerRecipient: 41_000n };
    expect(maxRecipientsPerCall(options)).toBe(362);
    const chunks = chunkForGas(rows, options);
    expect(chunks.map((chunk) => chunk.length)).toEqual([350, 350]);
    expect(chunks.flat()).toEqual(rows);
    expect(chunkForGas(rows.slice(0, 362), options)).toHaveLength(1);
    expect(chunkForGas(rows.slice(0, 363), options).map((chunk) => chunk.length)).toEqual([182, 181]);
    expect(chunkForGas([], options)).toEqual([]);
  });

  it('derives a conservative per-recipient figure from an estimate', () => {
    // 21,000 intrinsic + 10 rows of 10,000: 10,000 each, plus 10 %.
    expect(gasPerRecipientFromEstimate(121_000n, 10)).toBe(11_000n);
    // One gas more rounds the row figure up (10,001), then the 10 % up again (11,001.1 → 11,002).
    expect(gasPerRecipientFromEstimate(121_001n, 10)).toBe(11_002n);
    expect(() => gasPerRecipientFromEstimate(121_000n, 0)).toThrow(RangeError);
  });
});
