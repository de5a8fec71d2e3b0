import { EnvError, parseServerEnv } from './env';

describe('server environment', () => {
  it('works with nothing set (the embedded defaults)', () => {
    expect(parseServerEnv({})).toEqual({
      NODE_ENV: 'development',
      DATA_DIR: '.data',
      SITE_URL: 'http://localhost:3000',
    });
  });

  it('treats empty values as unset', () => {
    expect(parseServerEnv({ DATABASE_URL: '', SITE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable', () => {
    expect(() => parseServerEnv({ DATABASE_URL: 'mysql://x', SITE_URL: 'ftp://x' })).toThrow(EnvError);
    try {
      parseServerEnv({ DATABASE_URL: 'mysql://x', SITE_URL: 'not a url' });
    } catch (error) {
      expect((error as EnvError).message).toMatch(/DATABASE_URL/);
      expect((error as EnvError).message).toMatch(/SITE_URL/);
    }
  });

  it('stops on a bad setting of the platform services too (proxy allow-list, Turnstile)', () => {
    expect(() => parseServerEnv({ RPC_PROXY_ALLOWED_HOSTS: '127.0.0.1' })).toThrow(/RPC_PROXY_ALLOWED_HOSTS/);
    expect(() => parseServerEnv({ TURNSTILE_VERIFY_TIMEOUT_MS: 'soon' })).toThrow(/TURNSTILE_VERIFY_TIMEOUT_MS/);
  });

  it("takes the Tron tools' Multisend and fee receiver as T-addresses and names a malformed one", () => {
    const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    expect(parseServerEnv({ TRON_MULTISEND_ADDRESS: address, TRON_FEE_RECEIVER: address })).toMatchObject({
      TRON_MULTISEND_ADDRESS: address,
      TRON_FEE_RECEIVER: address,
    });
    expect(() => parseServerEnv({ TRON_FEE_RECEIVER: '0x1234' })).toThrow(/TRON_FEE_RECEIVER/);
    expect(() => parseServerEnv({ TRON_MULTISEND_ADDRESS: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6x' })).toThrow(
      /TRON_MULTISEND_ADDRESS/,
    );
  });

  it('takes a WalletConnect project id of 32 hex digits and names a malformed one', () => {
    const id = '0123456789abcdef0123456789ABCDEF';
    expect(parseServerEnv({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: id }).NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID).toBe(id);
    expect(
      parseServerEnv({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: '' }).NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID,
    ).toBeUndefined();
    expect(() => parseServerEnv({ NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: 'my-project' })).toThrow(
      /NEXT_PUBLIC_WALLETCONNECT_PROJECT_ID: must be the 32-character project id/,
    );
  });
});
