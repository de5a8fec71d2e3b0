import { DEVELOPMENT_SOLANA_FEE_RECEIVER, solanaToolConfig } from './config';

const RECEIVER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

describe('solanaToolConfig', () => {
  it('uses the configured receiver', () => {
    expect(solanaToolConfig({ SOLANA_FEE_RECEIVER: ` ${RECEIVER} ` })).toEqual({
      feeReceiver: RECEIVER,
      isDevelopmentReceiver: false,
    });
  });

  it('falls back to the public development receiver outside a deployment', () => {
    for (const source of [{}, { SOLANA_FEE_RECEIVER: '' }, { NODE_ENV: 'production' }]) {
      expect(solanaToolConfig(source)).toEqual({
        feeReceiver: DEVELOPMENT_SOLANA_FEE_RECEIVER,
        isDevelopmentReceiver: true,
      });
    }
  });

  it('refuses a malformed receiver, and a deployment without one', () => {
    expect(() => solanaToolConfig({ SOLANA_FEE_RECEIVER: '0x52908400098527886E0F7030069857D2E4169EE7' })).toThrow(
      /Solana address/,
    );
    expect(() => solanaToolConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db' })).toThrow(
      /SOLANA_FEE_RECEIVER is required/,
    );
  });
});
