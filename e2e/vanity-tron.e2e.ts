import type { Browser } from 'playwright-core';
import { TronWeb } from 'tronweb';
import { launchBrowser } from './browser';
import { checkedCount, expectNoKeyInRequestsOrStorage, fitsScreenWidth, openRecordedPhonePage } from './vanity-e2e';

/**
 * Issue 20: a Tron suffix found through the tron/vanity-address page by its Web Workers and WebAssembly kernel in
 * Chromium, at phone width; each result re-derived here by TronWeb; every request the page (and its workers) made
 * recorded, and no key in any (URL, headers, body), nor in the page's storage.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('tron/vanity-address in Chromium', () => {
  it('finds a 3-character suffix (twice); no key in any request or storage', async () => {
    const { context, page, requests } = await openRecordedPhonePage(browser);
    await page.goto('/en/tron/vanity-address');
    // an impossible pattern is refused under its field
    await page.getByLabel('Prefix (after the T)').fill('k');
    await page.getByRole('alert').filter({ hasText: 'no TRON address has “k” right after the T' }).waitFor();
    await page.getByLabel('Prefix (after the T)').fill('');
    await page.getByLabel('Suffix').fill('Trx');
    await page.getByLabel('Addresses to find').fill('2');
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Done: every address you asked for was found.').waitFor({ timeout: 120_000 });

    expect(await page.getByTestId('vanity-key').allTextContents()).toEqual(['•'.repeat(16), '•'.repeat(16)]);
    await page.getByRole('button', { name: 'Show private key 1' }).click();
    await page.getByRole('button', { name: 'Show private key 2' }).click();
    const keys = await page.getByTestId('vanity-key').allTextContents();
    const addresses = await page.getByTestId('vanity-address').allTextContents();
    expect(keys).toHaveLength(2);
    keys.forEach((key, index) => {
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(TronWeb.address.fromPrivateKey(key)).toBe(addresses[index]);
      expect(addresses[index]).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{30}Trx$/);
    });
    expect(await checkedCount(page)).toBeGreaterThan(0);
    expect(await page.getByText(/hits? (was|were) dropped/).count()).toBe(0);

    // Phone width: the results scroll inside their box, the page itself does not scroll sideways.
    expect(await fitsScreenWidth(page)).toBe(true);

    const needles = keys.map((key) => key.toLowerCase());
    await expectNoKeyInRequestsOrStorage(page, requests, needles);
    await context.close();
  }, 180_000);
});
