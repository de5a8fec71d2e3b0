import { APTOS_TOOL_FEES } from '@/lib/fees/tool-fees';
import { aptosBatchCollectionFeeOctas, aptosBatchSendBaseOctas, aptosBatchSendFeeOctas, aptosPerAddressOctas } from '.';

describe('Aptos fees (spec §9: base 50000000, per address 500000 octas)', () => {
  it('reads the spec octas from the APT amounts of lib/fees', () => {
    expect(APTOS_TOOL_FEES).toEqual({ base: '0.5', perAddress: '0.005' });
    expect(aptosBatchSendBaseOctas()).toBe(50_000_000n);
    expect(aptosPerAddressOctas()).toBe(500_000n);
    expect(aptosBatchCollectionFeeOctas()).toBe(500_000n);
  });

  it('charges a batch transaction its base and each of its rows', () => {
    expect(aptosBatchSendFeeOctas(1)).toBe(50_500_000n);
    expect(aptosBatchSendFeeOctas(1500)).toBe(50_000_000n + 750_000_000n);
    expect(() => aptosBatchSendFeeOctas(0)).toThrow(RangeError);
  });
});
