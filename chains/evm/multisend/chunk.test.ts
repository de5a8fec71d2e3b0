import {
  chunkForGas,
  gasPerRecipientFromEstimate,
  MULTISEND_BASE_GAS,
  MULTISEND_FRESH_RECIPIENT_FLOOR,
  MULTISEND_GAS_PER_RECIPIENT,
  maxRecipientsPerCall,
  multisendGasBudget,
  planningGasPerRecipient,
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
    expect(maxRecipientsPerCall({ blockGasLimit: 30_000_000n, kind: 'native', gasPerRecipient: 40_000n })).toBe(
      Number((15_000_000n - MULTISEND_BASE_GAS) / 40_000n),
    );
    // A tiny chain still gets one recipient per call rather than none.
    expect(maxRecipientsPerCall({ blockGasLimit: 100_000n, kind: 'erc721' })).toBe(1);
  });

  it('never plans below the fresh-recipient floor: an estimate over existing holders cannot grow a call past the cap', () => {
    // An estimate of native sends to existing holders: about 10,000 each, 11,000 with the margin.
    const estimated = gasPerRecipientFromEstimate(21_000n + 10_000n * 100n, 100);
    expect(estimated).toBe(11_000n);
    expect(planningGasPerRecipient({ kind: 'native', gasPerRecipient: estimated })).toBe(
      MULTISEND_FRESH_RECIPIENT_FLOOR.native,
    );
    const blockGasLimit = 60_000_000n;
    const limit = maxRecipientsPerCall({ blockGasLimit, kind: 'native', gasPerRecipient: estimated });
    // Every one of those rows may go to a fresh address (≈ 34,950 gas each): still under the cap.
    expect(MULTISEND_BASE_GAS + BigInt(limit) * 34_950n).toBeLessThan(TRANSACTION_GAS_CAP);
    // 500 fresh native recipients (≈ 17.5 M gas in one call) become two calls of 250.
    const rows = Array.from({ length: 500 }, (_, index) => index);
    expect(chunkForGas(rows, { blockGasLimit, kind: 'native' }).map((chunk) => chunk.length)).toEqual([250, 250]);
    expect(chunkForGas(rows, { blockGasLimit: 30_000_000n, kind: 'native' }).map((chunk) => chunk.length)).toEqual([
      250, 250,
    ]);
    expect(planningGasPerRecipient({ kind: 'erc20', gasPerRecipient: 50_000n })).toBe(50_000n);
    expect(() => planningGasPerRecipient({ kind: 'erc20', gasPerRecipient: 0n })).toThrow(RangeError);
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
