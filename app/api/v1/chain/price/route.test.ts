import { clearPriceCache } from '@/lib/server/market';
import { type PriceStub, startPriceStub } from '@/lib/server/market/testing/stubs';
import { createBrowser } from '@/test/api-client';
import { GET } from './route';

const NAMES = ['PRICE_API_URL', 'PRICE_API_KEY', 'PRICE_CACHE_SECONDS'] as const;

interface Quote {
  symbol: string;
  price: string;
  currency: string;
  source: string;
  updatedAt: string;
  ageSeconds: number;
  isStale: boolean;
}

describe('GET /api/v1/chain/price', () => {
  let source: PriceStub;
  const saved = Object.fromEntries(NAMES.map((name) => [name, process.env[name]]));
  const price = (query: string, language = 'en-US') =>
    createBrowser('http://localhost:3000', { 'accept-language': language }).get<Quote>(
      GET,
      `/api/v1/chain/price${query}`,
    );
  let warn: jest.SpyInstance;

  beforeEach(async () => {
    clearPriceCache();
    source = await startPriceStub();
    process.env.PRICE_API_URL = source.baseUrl;
    process.env.PRICE_API_KEY = 'demo-key';
    process.env.PRICE_CACHE_SECONDS = '1';
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    warn.mockRestore();
    await source.close();
    for (const name of NAMES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it('answers the USD price of a symbol, or of the chain’s native coin', async () => {
    const eth = await price('?chainId=1&symbol=eth');
    expect(eth).toMatchObject({
      status: 200,
      code: 0,
      data: {
        symbol: 'ETH',
        price: '3068.42',
        currency: 'USD',
        source: new URL(source.baseUrl).host,
        isStale: false,
        ageSeconds: expect.any(Number),
        updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
    expect((await price('?chainId=56')).data).toMatchObject({ symbol: 'BNB', price: '612.7' });
    expect((await price('?chainId=56&symbol=USDT')).data).toMatchObject({ symbol: 'USDT', price: '1.0002' });
    expect(source.requests).toHaveLength(1);
    expect(source.requests[0].headers['x-cg-demo-api-key']).toBe('demo-key');
  });

  it('makes one upstream call for a burst of requests', async () => {
    source.delayMs = 50;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => price(index % 2 ? '?symbol=BTC' : '?chainId=1')),
    );
    expect(answers.every((answer) => answer.code === 0)).toBe(true);
    expect(source.requests).toHaveLength(1);
  });

  it('answers 5016 naming the field when the coin is unknown', async () => {
    expect(await price('?symbol=NOPE')).toMatchObject({
      status: 400,
      code: 5016,
      message: expect.stringContaining('symbol (no price for NOPE)'),
    });
    expect((await price('?chainId=999999')).message).toContain('chainId (no price for chain 999999)');
    expect((await price('?chainId=abc')).message).toContain('chainId');
    expect((await price('?symbol=%3Cscript%3E')).message).toContain('symbol');
    expect((await price('')).message).toContain('chainId or symbol');
    expect(source.requests).toHaveLength(0);
  });

  it('serves the last price with its age when the source fails', async () => {
    expect((await price('?symbol=ETH')).data.isStale).toBe(false);
    source.mode = 'error';
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const stale = await price('?symbol=ETH');
    expect(stale).toMatchObject({ status: 200, code: 0, data: { price: '3068.42', isStale: true } });
    expect(stale.data.ageSeconds).toBeGreaterThanOrEqual(1);
    expect(source.requests).toHaveLength(2);
  });

  it('answers a clear 5021 (not a 5xx) when there is no price at all', async () => {
    source.mode = 'rate-limited';
    const answer = await price('?symbol=ETH', 'zh-CN');
    expect(answer.status).toBeLessThan(500);
    expect(answer).toMatchObject({
      code: 5021,
      message: expect.stringMatching(/ETH.*[\u4e00-\u9fff].*price-unavailable$/),
    });
  });
});
