import {
  SUI_FEE_READING,
  suiBatchCollectionFeeMist,
  suiBatchSendFeeMist,
  suiManageFeeMist,
  suiPublishFeeMist,
} from '.';

describe('Sui fees (spec §9)', () => {
  it('reads base 1000000000 / per address 10000000 MIST as batch send 1 SUI and collection 0.01 SUI', () => {
    expect(suiBatchSendFeeMist()).toBe(1_000_000_000n);
    expect(suiBatchCollectionFeeMist()).toBe(10_000_000n);
    expect(SUI_FEE_READING.batchSend.unit).toBe('batchTransaction');
    expect(SUI_FEE_READING.batchCollection.unit).toBe('sourceWallet');
  });

  it('charges publish 10 SUI and each manage action 5 SUI', () => {
    expect(suiPublishFeeMist()).toBe(10_000_000_000n);
    for (const action of ['mint', 'burn', 'metadata', 'permission'] as const) {
      expect(suiManageFeeMist(action)).toBe(5_000_000_000n);
    }
    expect(() => suiManageFeeMist('freeze' as never)).toThrow(RangeError);
  });
});
