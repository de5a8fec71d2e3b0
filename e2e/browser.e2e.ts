import type { Browser, Page } from 'playwright-core';
import { IPHONE_USER_AGENT, launchBrowser } from './browser';
import { baseUrl } from './http';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Waits until React has hydrated the element, so its event handlers are attached (slow on a busy CI machine). */
async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((target) => {
    const element = document.querySelector(target);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

async function openPage(options: { userAgent?: string } = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), userAgent: options.userAgent });
  return context.newPage();
}

describe('in Chromium', () => {
  it('switches language on the current route, keeping query and hash, with a full load', async () => {
    const page = await openPage();
    await page.goto('/en/about-us?ref=e2e');
    await waitForHydrated(page, '.language-switch');
    await page.evaluate(() => {
      window.location.hash = 'contact';
      (window as unknown as { marker: boolean }).marker = true;
    });
    await Promise.all([page.waitForURL(/\/cn\/about-us/), page.click('.language-switch')]);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}${url.hash}`).toBe('/cn/about-us?ref=e2e#contact');
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    // A full page load: the marker set on the previous document is gone.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBeUndefined();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'i18n_redirected')?.value).toBe('cn');
    await page.context().close();
  });

  it('shows the progress bar stepping up during a slow navigation, then 100% and fading', async () => {
    const page = await openPage();
    await page.goto('/en/about-us');
    await waitForHydrated(page, '.progress-bar');
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      const bar = document.querySelector('.progress-bar');
      if (!bar) throw new Error('no progress bar');
      new MutationObserver(() => {
        seen.push(`${bar.getAttribute('aria-valuenow')}:${bar.getAttribute('data-visible')}`);
      }).observe(bar, { attributes: true });
    });
    // No prefetch, and a slow server answer, so the navigation lasts long enough to see the steps.
    await page.route('**/*', async (route) => {
      const headers = route.request().headers();
      if (headers['next-router-prefetch']) return route.abort();
      if (headers.rsc) await new Promise((resolve) => setTimeout(resolve, 1300));
      return route.continue();
    });
    await Promise.all([page.waitForURL(/privacy-policy/), page.click('footer a[href="/en/protocol/privacy-policy"]')]);
    await page.waitForFunction(() => document.querySelector('.progress-bar')?.getAttribute('data-visible') === 'false');
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    const percents = seen.map((entry) => Number(entry.split(':')[0]));
    expect(percents[0]).toBe(0);
    expect(percents).toEqual(expect.arrayContaining([15]));
    expect(seen.at(-2)).toBe('100:true');
    expect(seen.at(-1)).toBe('100:false');
    const height = await page.$eval('.progress-bar', (bar) => getComputedStyle(bar).height);
    expect(height).toBe('4px');
    await page.context().close();
  });

  it('sends a phone from / to the mobile home', async () => {
    const page = await openPage({ userAgent: IPHONE_USER_AGENT });
    await page.goto('/en');
    expect(new URL(page.url()).pathname).toBe('/m/');
    await page.goto('/m');
    expect(new URL(page.url()).pathname).toBe('/m/');
    expect(await page.textContent('h1')).toMatch(/Chainkit/);
    await page.context().close();
  });

  it('reloads once with __t__ when /version.txt reports a new deployment', async () => {
    const page = await openPage();
    await page.route('**/version.txt*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'a-newer-deployment' }),
    );
    const loads: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
    });
    await page.goto('/en/about-us');
    await page.waitForURL(/__t__=\d+/);
    // The one reload happened; the page does not loop even though the version still differs.
    await page.waitForTimeout(1500);
    expect(loads.filter((url) => url.includes('__t__'))).toHaveLength(1);
    expect(new URL(page.url()).pathname).toBe('/en/about-us');
    await page.context().close();
  });

  it('shows the site header, with its menu and skip link, on the home page as on the other pages', async () => {
    const page = await openPage();
    await page.goto('/en');
    expect(await page.$$('body header')).toHaveLength(1);
    expect(await page.$('header.site-header nav')).not.toBeNull();
    expect(await page.getAttribute('a[href="#main"]', 'href')).toBe('#main');
    expect(await page.textContent('h1')).toBeTruthy();
    await page.goto('/cn/protocol/terms-of-use');
    expect(await page.$('header.site-header')).not.toBeNull();
    expect(await page.textContent('footer')).toMatch(/版本/);
    await page.context().close();
  });
});
