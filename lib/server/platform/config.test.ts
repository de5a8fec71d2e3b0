import {
  DEFAULT_TURNSTILE_VERIFY_URL,
  readPlatformConfig,
  readTurnstileSiteKey,
  TURNSTILE_TEST_SECRET_KEY,
  TURNSTILE_TEST_SITE_KEY,
} from './config';

describe('readPlatformConfig', () => {
  it('uses Cloudflare test keys and the defaults outside production', () => {
    expect(readPlatformConfig({ NODE_ENV: 'development' })).toEqual({
      turnstile: {
        secretKey: TURNSTILE_TEST_SECRET_KEY,
        siteKey: TURNSTILE_TEST_SITE_KEY,
        verifyUrl: DEFAULT_TURNSTILE_VERIFY_URL,
        timeoutMs: 10_000,
        isUsingTestKeys: true,
      },
      ping: { maxBytes: 262_144, maxDecompressedBytes: 1_048_576, maxEvents: 100 },
    });
  });

  it('never uses test keys in production, even when set explicitly', () => {
    expect(readPlatformConfig({ NODE_ENV: 'production' }).turnstile).toMatchObject({
      secretKey: null,
      siteKey: null,
      isUsingTestKeys: false,
    });
    const explicit = readPlatformConfig({
      NODE_ENV: 'production',
      TURNSTILE_SECRET_KEY: TURNSTILE_TEST_SECRET_KEY,
      NEXT_PUBLIC_TURNSTILE_SITE_KEY: '2x00000000000000000000AB',
    });
    expect(explicit.turnstile).toMatchObject({ secretKey: null, siteKey: null });
  });

  it('takes real keys, URL, timeout and ping limits from the environment', () => {
    const config = readPlatformConfig({
      NODE_ENV: 'production',
      TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecret',
      NEXT_PUBLIC_TURNSTILE_SITE_KEY: '0x4AAAAAAAsite',
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      TURNSTILE_VERIFY_TIMEOUT_MS: '500',
      PING_MAX_BYTES: '1000',
      PING_MAX_DECOMPRESSED_BYTES: '5000',
      PING_MAX_EVENTS: '',
    });
    expect(config).toEqual({
      turnstile: {
        secretKey: '0x4AAAAAAAsecret',
        siteKey: '0x4AAAAAAAsite',
        verifyUrl: 'http://127.0.0.1:9/siteverify',
        timeoutMs: 500,
        isUsingTestKeys: false,
      },
      ping: { maxBytes: 1000, maxDecompressedBytes: 5000, maxEvents: 100 },
    });
  });

  it('refuses bad values by name', () => {
    expect(() => readPlatformConfig({ TURNSTILE_VERIFY_URL: 'ftp://x' })).toThrow(/TURNSTILE_VERIFY_URL/);
    expect(() => readPlatformConfig({ PING_MAX_BYTES: '-1' })).toThrow(/PING_MAX_BYTES/);
  });
});

describe('readTurnstileSiteKey', () => {
  it('reads only the site key, so an unrelated bad value cannot break the footer', () => {
    expect(readTurnstileSiteKey({ NODE_ENV: 'test', PING_MAX_BYTES: 'lots' })).toBe(TURNSTILE_TEST_SITE_KEY);
    expect(readTurnstileSiteKey({ NODE_ENV: 'production' })).toBeNull();
    expect(readTurnstileSiteKey({ NODE_ENV: 'production', NEXT_PUBLIC_TURNSTILE_SITE_KEY: '0x4AAA' })).toBe('0x4AAA');
  });
});
