import { tokenPublishFee } from '@/chains/evm/token/fees';
import { tokenPublishFeeConfig } from './token-publish-config';

describe('tokenPublishFeeConfig', () => {
  it('charges nothing with nothing set', () => {
    const config = tokenPublishFeeConfig({});
    expect(config).toEqual({ receiver: undefined, feesWei: {} });
    expect(tokenPublishFee(config, 56)).toBeUndefined();
  });

  it('reads the receiver and a fee per chain in native coin, exactly', () => {
    const config = tokenPublishFeeConfig({
      EVM_FEE_RECEIVER: '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
      EVM_TOKEN_PUBLISH_FEES: '56:0.05, 1:0.000000000000000001',
    });
    expect(config.receiver).toBe('0x90F79bf6EB2c4f870365E785982E1f101E93b906');
    expect(tokenPublishFee(config, 56)).toEqual({ receiver: config.receiver, amount: 50_000_000_000_000_000n });
    expect(tokenPublishFee(config, 1)?.amount).toBe(1n);
    expect(tokenPublishFee(config, 8453)).toBeUndefined();
  });

  it('refuses bad values, naming the setting', () => {
    expect(() => tokenPublishFeeConfig({ EVM_FEE_RECEIVER: '0x12' })).toThrow(/EVM_FEE_RECEIVER/);
    expect(() => tokenPublishFeeConfig({ EVM_TOKEN_PUBLISH_FEES: '56=0.1' })).toThrow(/EVM_TOKEN_PUBLISH_FEES/);
    expect(() => tokenPublishFeeConfig({ EVM_TOKEN_PUBLISH_FEES: '56:1e-3' })).toThrow(/exact decimal/);
  });
});
