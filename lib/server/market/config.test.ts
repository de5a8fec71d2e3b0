import {
  bundleRelayConfig,
  DEFAULT_BUNDLE_BUILDER_URLS,
  explorerApi,
  MarketConfigError,
  priceApiConfig,
} from './config';

const NAMES = [
  'BUNDLE_BUILDER_URLS',
  'BUNDLE_SIGNING_KEY',
  'BUNDLE_TIMEOUT_MS',
  'BUNDLE_REQUESTS_PER_MINUTE',
  'ETHERSCAN_API_URL',
  'ETHERSCAN_API_KEY',
  'ETHERSCAN_API_URL_56',
  'ETHERSCAN_API_KEY_56',
  'PRICE_API_URL',
  'PRICE_API_KEY',
  'PRICE_CACHE_SECONDS',
];

describe('market config', () => {
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));

  afterEach(() => {
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  beforeEach(() => {
    for (const name of NAMES) delete process.env[name];
  });

  it('has working defaults with nothing set', () => {
    expect(bundleRelayConfig()).toEqual({
      builderUrls: DEFAULT_BUNDLE_BUILDER_URLS,
      signingKey: undefined,
      timeoutMs: 5_000,
      requestsPerMinute: 60,
    });
    expect(DEFAULT_BUNDLE_BUILDER_URLS).toEqual([
      'https://relay.flashbots.net',
      'https://rpc.titanbuilder.xyz',
      'https://rpc.beaverbuild.org',
    ]);
    expect(explorerApi(1)).toEqual({ url: 'https://api.etherscan.io/v2/api', apiKey: undefined, isMultichain: true });
    expect(priceApiConfig()).toEqual({ url: 'https://api.coingecko.com', apiKey: undefined, cacheSeconds: 300 });
  });

  it('reads the variables at every call', () => {
    process.env.BUNDLE_BUILDER_URLS = ' http://127.0.0.1:1/ , https://builder.example/rpc ,';
    process.env.BUNDLE_TIMEOUT_MS = '2500';
    process.env.PRICE_API_URL = 'https://pro-api.coingecko.com/';
    process.env.PRICE_API_KEY = 'cg-key';
    process.env.PRICE_CACHE_SECONDS = '30';
    expect(bundleRelayConfig()).toMatchObject({
      builderUrls: ['http://127.0.0.1:1/', 'https://builder.example/rpc'],
      timeoutMs: 2_500,
    });
    expect(priceApiConfig()).toEqual({ url: 'https://pro-api.coingecko.com', apiKey: 'cg-key', cacheSeconds: 30 });
    process.env.PRICE_CACHE_SECONDS = '';
    expect(priceApiConfig().cacheSeconds).toBe(300);
  });

  it('uses a per-chain explorer URL and key over the multichain one', () => {
    process.env.ETHERSCAN_API_KEY = 'main-key';
    process.env.ETHERSCAN_API_URL_56 = 'https://explorer.example/api/';
    expect(explorerApi(56)).toEqual({ url: 'https://explorer.example/api', apiKey: 'main-key', isMultichain: false });
    process.env.ETHERSCAN_API_KEY_56 = 'bsc-key';
    expect(explorerApi(56).apiKey).toBe('bsc-key');
    expect(explorerApi(1)).toEqual({ url: 'https://api.etherscan.io/v2/api', apiKey: 'main-key', isMultichain: true });
  });

  it.each([
    ['BUNDLE_BUILDER_URLS', 'ftp://builder.example'],
    ['BUNDLE_BUILDER_URLS', ' , '],
    ['BUNDLE_SIGNING_KEY', '0x1234'],
    ['BUNDLE_TIMEOUT_MS', '20000'],
    ['BUNDLE_REQUESTS_PER_MINUTE', '0'],
    ['PRICE_API_URL', 'not a url'],
    ['PRICE_CACHE_SECONDS', '-5'],
  ])('names the bad variable %s=%s', (name, value) => {
    process.env[name] = value;
    const read = name.startsWith('PRICE') ? priceApiConfig : bundleRelayConfig;
    expect(read).toThrow(MarketConfigError);
    expect(read).toThrow(name);
  });

  it('names a bad per-chain explorer URL', () => {
    process.env.ETHERSCAN_API_URL_56 = 'javascript:alert(1)';
    expect(() => explorerApi(56)).toThrow('ETHERSCAN_API_URL_56');
  });
});
