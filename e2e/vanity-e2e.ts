import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { baseUrl } from './http';

// Shared by the vanity-address e2e files (EVM, Tron, Solana): a phone-width context recording every request the page
// and its workers make, and the checks that no found key travelled in any request nor stayed in storage.

export interface RecordedPhonePage {
  context: BrowserContext;
  page: Page;
  /** Every request of the context (the page, its workers, an injected wallet), in order. */
  requests: Request[];
}

/** A new context at a phone's size (390 × 844) whose requests are all recorded, and its page. */
export async function openRecordedPhonePage(browser: Browser): Promise<RecordedPhonePage> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 } });
  const requests: Request[] = [];
  context.on('request', (request) => requests.push(request));
  const page = await context.newPage();
  return { context, page, requests };
}

/** The vanity pages' counter of candidates checked, as a number. */
export async function checkedCount(page: Page): Promise<number> {
  return Number((await page.getByTestId('vanity-checked').textContent())?.replace(/\D/g, ''));
}

/** Phone width: the results scroll inside their box, the page itself does not scroll sideways. */
export async function fitsScreenWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
}

/**
 * No request (URL, headers, body) carries any of `needles` (lowercase forms of the found keys), at least one request
 * was recorded, and neither localStorage nor sessionStorage holds one.
 */
export async function expectNoKeyInRequestsOrStorage(
  page: Page,
  requests: readonly Request[],
  needles: readonly string[],
): Promise<void> {
  const carried = [];
  for (const request of requests) {
    const text = [request.url(), JSON.stringify(await request.allHeaders()), request.postData() ?? '']
      .join(' ')
      .toLowerCase();
    if (needles.some((needle) => text.includes(needle))) carried.push(request.url());
  }
  expect(requests.length).toBeGreaterThan(0);
  expect(carried).toEqual([]);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }).toLowerCase());
  expect(needles.some((needle) => stored.includes(needle))).toBe(false);
}
