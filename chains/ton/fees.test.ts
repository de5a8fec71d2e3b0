import {
  batchSendFeeNano,
  batchSendFeesPerRequest,
  jettonManageFeeNano,
  jettonPublishFeeNano,
  TON_FEE_READING,
} from './fees';

const TON = 1_000_000_000n;

describe('TON service fees (spec §9)', () => {
  it('charges 0.02 TON per recipient, capped at 0.5 TON per batch', () => {
    expect(TON_FEE_READING.batchSend).toMatchObject({ perRecipient: '0.02', capPerBatch: '0.5' });
    expect(batchSendFeeNano(0)).toBe(0n);
    expect(batchSendFeeNano(1)).toBe(TON / 50n);
    expect(batchSendFeeNano(24)).toBe((TON * 48n) / 100n);
    expect(batchSendFeeNano(25)).toBe(TON / 2n);
    expect(batchSendFeeNano(600)).toBe(TON / 2n);
    expect(() => batchSendFeeNano(-1)).toThrow(RangeError);
    expect(() => batchSendFeeNano(1.5)).toThrow(RangeError);
  });

  it('spreads a batch fee over its requests until the cap is reached', () => {
    // v4 wallet: 3 rows + the fee per request; the 9th request reaches 0.5 TON with 1 row of its 3.
    const fees = batchSendFeesPerRequest(Array(10).fill(3));
    expect(fees.slice(0, 8)).toEqual(Array(8).fill((TON * 6n) / 100n));
    expect(fees[8]).toBe((TON * 2n) / 100n);
    expect(fees[9]).toBe(0n);
    expect(fees.reduce((a, b) => a + b, 0n)).toBe(TON / 2n);
    // A resumed batch counts what was paid.
    expect(batchSendFeesPerRequest([10, 10], (TON * 4n) / 10n)).toEqual([TON / 10n, 0n]);
    expect(batchSendFeesPerRequest([10], TON)).toEqual([0n]);
  });

  it('charges 5 TON to publish and 1 TON per manage action', () => {
    expect(jettonPublishFeeNano()).toBe(5n * TON);
    for (const action of ['mint', 'burn', 'metadataUpdate', 'dropAdmin', 'changeAdmin'] as const) {
      expect(jettonManageFeeNano(action)).toBe(TON);
    }
    expect(() => jettonManageFeeNano('freeze' as never)).toThrow(RangeError);
  });
});
