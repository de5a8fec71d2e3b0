import { ApiError } from '@/lib/server/api/api-error';
import { ALL_COIN_IDS, COIN_IDS, coinIdForSymbol, nativeSymbol } from './coins';
import type { PriceApiConfig } from './config';
import { FAILURE_BACKOFF_MS, MAX_STALE_SECONDS, PriceService, plainDecimal } from './prices';
import { type PriceStub, startPriceStub } from './testing/stubs';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('coin table', () => {
  it('maps the symbols and chains of issue item 5 to CoinGecko ids', () => {
    for (const symbol of ['ETH', 'BNB', 'SOL', 'TRX', 'TON', 'SUI', 'APT', 'BTC', 'DOGE', 'USDT', 'USDC']) {
      expect(coinIdForSymbol(symbol.toLowerCase())).toBe(COIN_IDS[symbol]);
    }
    expect([1, 56, 501, 195, 607, 784, 637, 0, 3, 8453, 137].map(nativeSymbol)).toEqual([
      'ETH',
      'BNB',
      'SOL',
      'TRX',
      'TON',
      'SUI',
      'APT',
      'BTC',
      'DOGE',
      'ETH',
      'POL',
    ]);
    expect(nativeSymbol(999_999)).toBeUndefined();
    expect(coinIdForSymbol('__proto__')).toBeUndefined();
    expect(new Set(ALL_COIN_IDS).size).toBe(ALL_COIN_IDS.length);
  });
});

describe('plainDecimal', () => {
  it.each([
    [3068.42, '3068.42'],
    [1, '1'],
    [1.5e-7, '0.00000015'],
    [1e-7, '0.0000001'],
    [1.23e21, '1230000000000000000000'],
  ])('writes %p as %s', (value, text) => {
    expect(plainDecimal(value)).toBe(text);
  });
});

describe('PriceService against a CoinGecko-compatible stub', () => {
  let source: PriceStub;
  let now = Date.parse('2030-01-01T00:00:00Z');
  let config: PriceApiConfig;
  let warn: jest.SpyInstance;

  beforeEach(async () => {
    source = await startPriceStub();
    source.lastUpdatedAt = now / 1000 - 30;
    config = { url: source.baseUrl, apiKey: undefined, cacheSeconds: 60 };
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    warn.mockRestore();
    await source.close();
  });

  const service = () => new PriceService({ now: () => now });

  it('answers a price with its source, update time and age', async () => {
    expect(await service().quote('ETH', 'ethereum', config)).toEqual({
      symbol: 'ETH',
      price: '3068.42',
      currency: 'USD',
      source: new URL(source.baseUrl).host,
      updatedAt: '2029-12-31T23:59:30.000Z',
      ageSeconds: 30,
      isStale: false,
    });
    const query = new URL(source.requests[0].url, 'http://x').searchParams;
    expect(query.get('ids')?.split(',').sort()).toEqual([...ALL_COIN_IDS].sort());
    expect(query.get('vs_currencies')).toBe('usd');
  });

  it('prices every coin with one upstream call per cache period', async () => {
    const prices = service();
    await prices.quote('ETH', 'ethereum', config);
    await prices.quote('BNB', 'binancecoin', config);
    await prices.quote('USDT', 'tether', config);
    expect(source.requests).toHaveLength(1);
    now += 60_000;
    await prices.quote('BTC', 'bitcoin', config);
    expect(source.requests).toHaveLength(2);
  });

  it('makes one upstream call for a burst of requests (single flight)', async () => {
    source.delayMs = 50;
    const prices = service();
    const symbols: [string, string][] = [
      ['ETH', 'ethereum'],
      ['BNB', 'binancecoin'],
      ['BTC', 'bitcoin'],
    ];
    const quotes = await Promise.all(
      Array.from({ length: 60 }, (_, index) => prices.quote(...symbols[index % 3], config)),
    );
    expect(source.requests).toHaveLength(1);
    expect(new Set(quotes.map((quote) => quote.price))).toEqual(new Set(['3068.42', '612.7', '97123.5']));
  });

  it('serves the last value with its age when the source fails, and leaves the source alone for a while', async () => {
    const prices = service();
    await prices.quote('ETH', 'ethereum', config);
    source.mode = 'error';
    now += 90_000;
    expect(await prices.quote('ETH', 'ethereum', config)).toMatchObject({
      price: '3068.42',
      ageSeconds: 120,
      isStale: true,
    });
    expect(source.requests).toHaveLength(2);
    now += FAILURE_BACKOFF_MS - 1;
    expect((await prices.quote('ETH', 'ethereum', config)).isStale).toBe(true);
    expect(source.requests).toHaveLength(2);
    source.mode = 'rate-limited';
    now += 1;
    expect((await prices.quote('ETH', 'ethereum', config)).isStale).toBe(true);
    expect(source.requests).toHaveLength(3);
    source.mode = 'ok';
    source.prices.set('ethereum', 3100);
    source.lastUpdatedAt = now / 1000;
    now += FAILURE_BACKOFF_MS;
    expect(await prices.quote('ETH', 'ethereum', config)).toMatchObject({
      price: '3100',
      ageSeconds: 10,
      isStale: false,
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 500'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 429'));
  });

  it('answers 5021 price-unavailable (not a 5xx) when there is no value at all', async () => {
    source.mode = 'error';
    const error = await failure(service().quote('ETH', 'ethereum', config));
    expect(error).toMatchObject({ code: 5021, status: 424, detail: 'price-unavailable' });
    expect(error.messages).toEqual({
      en: expect.stringContaining('ETH'),
      cn: expect.stringMatching(/ETH.*[\u4e00-\u9fff]/),
    });
  });

  it('gives up a value older than the staleness limit', async () => {
    const prices = service();
    await prices.quote('ETH', 'ethereum', config);
    source.mode = 'error';
    now += MAX_STALE_SECONDS * 1000;
    await failure(prices.quote('ETH', 'ethereum', config));
  });

  it('serves a coin missing from a fresh answer as stale, and one never priced as unavailable', async () => {
    const prices = service();
    await prices.quote('ETH', 'ethereum', config);
    source.prices.delete('ethereum');
    now += 60_000;
    expect(await prices.quote('ETH', 'ethereum', config)).toMatchObject({ isStale: true });
    expect((await prices.quote('BNB', 'binancecoin', config)).isStale).toBe(false);
    await failure(prices.quote('DOGE', 'dogecoin', config));
  });

  it('writes tiny prices without exponent', async () => {
    source.prices.set('dogecoin', 1.5e-7);
    expect((await service().quote('DOGE', 'dogecoin', config)).price).toBe('0.00000015');
  });

  it('sends the key in CoinGecko’s demo header, and keeps sources apart', async () => {
    const prices = service();
    await prices.quote('ETH', 'ethereum', { ...config, apiKey: 'demo-key' });
    expect(source.requests[0].headers['x-cg-demo-api-key']).toBe('demo-key');
    expect(source.requests[0].url).not.toContain('demo-key');
    const other = await startPriceStub();
    try {
      other.prices.set('ethereum', 1);
      other.lastUpdatedAt = now / 1000;
      expect((await prices.quote('ETH', 'ethereum', { ...config, url: other.baseUrl })).price).toBe('1');
    } finally {
      await other.close();
    }
  });
});
