import type { Browser } from 'playwright-core';
import { IPHONE_USER_AGENT, launchBrowser } from './browser';
import { baseUrl, location, probe } from './http';

const ANDROID_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('spec §2 routing rules over HTTP', () => {
  it.each([
    // [path, request options, status, location]
    ['/', { acceptLanguage: 'zh-CN,zh;q=0.9' }, 307, '/cn'],
    ['/', { acceptLanguage: 'en-US' }, 307, '/en'],
    ['/', { cookie: 'i18n_redirected=en', acceptLanguage: 'zh-CN' }, 307, '/en'],
    ['/', { cookie: 'i18n_redirected=cn' }, 307, '/cn'],
    ['/', { cookie: 'i18n_redirected=fr' }, 307, '/cn'],
    ['/?invite_code=abc', { cookie: 'i18n_redirected=en' }, 307, '/en?invite_code=abc'],
    ['/en/no-such-tool', {}, 307, '/en?missing=%2Fen%2Fno-such-tool'],
    ['/cn/no-such-tool', {}, 307, '/en?missing=%2Fcn%2Fno-such-tool'],
    ['/fr/about-us', {}, 307, '/en?missing=%2Ffr%2Fabout-us'],
    ['/en/ipfs', {}, 307, '/en?missing=%2Fen%2Fipfs'],
    ['/en/check-balance/solana', {}, 307, '/en?missing=%2Fen%2Fcheck-balance%2Fsolana'],
    ['/about-us', { cookie: 'i18n_redirected=cn' }, 307, '/cn/about-us'],
    ['/en/about-us/', {}, 308, '/en/about-us'],
    ['/cn/', {}, 308, '/cn'],
    ['/cn/solana/create-spl-token', {}, 308, '/cn/solana/token/publish'],
    ['/en/solana/burn-token', {}, 308, '/en/solana/account#burn'],
    ['/en/solana/mint-token', {}, 308, '/en/solana/account#mint'],
    ['/en/solana/revoke-auth', {}, 308, '/en/solana/account#revoke'],
    ['/en/solana/transfer', {}, 308, '/en/solana/batch/send'],
    // The query of an unknown path is not carried, only the path.
    ['/en/no-such-tool?token=x', {}, 307, '/en?missing=%2Fen%2Fno-such-tool'],
    ['/m', {}, 308, '/m/'],
    ['/', { userAgent: IPHONE_USER_AGENT }, 307, '/m/'],
    ['/en', { userAgent: IPHONE_USER_AGENT }, 307, '/m/'],
    ['/cn/', { userAgent: ANDROID_USER_AGENT }, 307, '/m/'],
    ['/en/about-us', { userAgent: IPHONE_USER_AGENT }, 200, null],
  ])('%s %j → %i %s', async (path, options, status, expectedLocation) => {
    const response = await probe(path, options);
    expect(response.status).toBe(status);
    expect(location(response)).toBe(expectedLocation);
  });

  it('writes the i18n_redirected cookie for about 1000 days on a visit', async () => {
    const response = await probe('/cn/about-us');
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/i18n_redirected=cn/);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(cookie)?.[1]);
    expect(maxAge).toBe(1000 * 24 * 60 * 60);
    const again = await probe('/cn/about-us', { cookie: 'i18n_redirected=cn' });
    expect(again.headers.get('set-cookie')).toBeNull();
    // A prefetch of a page in the other language (a browser fetch: Sec-Fetch-Dest empty) keeps the choice.
    const prefetch = await fetch(`${baseUrl()}/en/about-us`, {
      redirect: 'manual',
      headers: { cookie: 'i18n_redirected=cn', rsc: '1', 'next-router-prefetch': '1', 'sec-fetch-dest': 'empty' },
    });
    expect(prefetch.headers.get('set-cookie') ?? '').not.toMatch(/i18n_redirected/);
  });

  it('sends the security headers with pages and API answers', async () => {
    for (const path of ['/en/about-us', '/api/v1/chains']) {
      const response = await probe(path);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves the mobile home to phones', async () => {
    const response = await probe('/m/', { userAgent: IPHONE_USER_AGENT, cookie: 'i18n_redirected=cn' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('lang="zh-CN"');
    expect(html).toContain('Chainkit 移动版');
  });

  it.each([
    ['/m/batch/check-balance', 'EVM'],
    ['/m/solana/check-balance', 'Solana'],
  ])('serves the phone balance checker %s', async (path, chain) => {
    const response = await probe(path, { userAgent: IPHONE_USER_AGENT, cookie: 'i18n_redirected=en' });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+${path}"`));
    expect(html).toMatch(new RegExp(`<h1>[^<]*${chain}[^<]*</h1>`));
  });
});

describe('API foundation over HTTP', () => {
  it('answers unknown /api paths with a JSON envelope in the request language', async () => {
    const response = await probe('/api/v1/nope', { acceptLanguage: 'zh-CN' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(body.code).toBe(5016);
    expect(body.message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('serves the localised menu and rejects a bad source', async () => {
    const en = await (await probe('/api/v1/menu?source=cp', { acceptLanguage: 'en-US' })).json();
    const cn = await (await probe('/api/v1/menu?source=cp', { acceptLanguage: 'zh-CN' })).json();
    expect(en.code).toBe(0);
    expect(Array.isArray(en.data.menus)).toBe(true);
    expect(JSON.stringify(cn.data)).not.toBe(JSON.stringify(en.data));
    const bad = await probe('/api/v1/menu?source=other');
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe(5016);
  });

  it('lists chains and validates the feature', async () => {
    const all = await (await probe('/api/v1/chains')).json();
    expect(all.code).toBe(0);
    expect(all.data).toEqual(expect.arrayContaining([expect.objectContaining({ chainId: 56, symbol: 'BNB' })]));
    const bad = await (await probe('/api/v1/chains?feature=teleport')).json();
    expect(bad.code).toBe(5016);
  });

  it('serves version.txt uncached and a healthy /api/health', async () => {
    const version = await probe(`/version.txt?timestamp=${Date.now()}`);
    expect(version.status).toBe(200);
    expect(version.headers.get('cache-control')).toMatch(/no-store/);
    expect((await version.text()).trim()).not.toBe('');
    const health = await (await probe('/api/health')).json();
    expect(health).toMatchObject({ code: 0, data: { status: 'ok', database: 'pglite', isDatabaseUp: true } });
  });

  it('publishes robots.txt and a sitemap with both locales and alternates', async () => {
    const robots = await (await probe('/robots.txt')).text();
    expect(robots).toMatch(/Disallow: \/api\//);
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await (await probe('/sitemap.xml')).text();
    expect(sitemap).toMatch(/\/en\/protocol\/privacy-policy</);
    expect(sitemap).toMatch(/\/cn\/protocol\/privacy-policy</);
    expect(sitemap).toMatch(/hreflang="zh-CN"/);
    expect(sitemap).toMatch(/\/en\/batch\/send-token</);
    expect(sitemap).not.toMatch(/\/ipfs</);
  });
});

describe('an unknown path in Chromium (issue 13 point 3)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lands on home with a notice in the language of the path, the nearest live tools and a clean address', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/cn/bsc/fourmeme/publish');
    // The nearest tools come from a chunk loaded on demand: wait for them, then read the notice.
    await page.waitForSelector('.missing-notice a[href="/cn/solana/token/publish"]');
    const notice = (await page.textContent('.missing-notice')) ?? '';
    expect(notice).toContain('页面不存在');
    expect(notice).toContain('/cn/bsc/fourmeme/publish');
    expect(notice).toContain('尚未上线');
    expect(await page.getAttribute('.missing-notice', 'lang')).toBe('zh-CN');
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe('/en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows no notice on an ordinary visit to home', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/en');
    await page.waitForSelector('h1');
    expect(await page.$('.missing-notice')).toBeNull();
    await context.close();
  });
});
