import type { Browser } from 'playwright-core';
import { getContractAddress, keccak256 } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { checkedCount, expectNoKeyInRequestsOrStorage, fitsScreenWidth, openRecordedPhonePage } from './vanity-e2e';

/**
 * Issue 20: a 3-character EVM prefix found through the vanity-address page by its Web Workers and WebAssembly kernel
 * in Chromium; the result re-derived here by viem; every request the page (and its workers) made recorded, and no key
 * in any (URL, headers, body), nor in the page's storage.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('vanity-address in Chromium', () => {
  it('finds a 3-character prefix and a 1-character suffix; no key in any request or storage', async () => {
    const { context, page, requests } = await openRecordedPhonePage(browser);
    await page.goto('/en/vanity-address');
    await page.getByLabel('Prefix (after 0x)').fill('0xC0d');
    await page.getByLabel('Suffix').fill('e');
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
      expect(privateKeyToAddress(key as `0x${string}`)).toBe(addresses[index]);
      expect(addresses[index].toLowerCase()).toMatch(/^0xc0d[0-9a-f]{36}e$/);
    });
    expect(await checkedCount(page)).toBeGreaterThan(0);

    // Phone width: the results scroll inside their box, the page itself does not scroll sideways.
    expect(await fitsScreenWidth(page)).toBe(true);

    const needles = keys.flatMap((key) => [key.toLowerCase(), key.slice(2).toLowerCase()]);
    await expectNoKeyInRequestsOrStorage(page, requests, needles);
    await context.close();
  }, 180_000);

  it('contract mode: a CREATE2 salt for a 3-character prefix, the address recomputed by viem', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/en/vanity-address');
    await page.getByLabel(/A contract address/).check();
    const initCodeHash = keccak256('0x6080604052348015600f57600080fd5b50');
    await page.getByLabel('Init code hash').fill(initCodeHash);
    await page.getByLabel('Prefix (after 0x)').fill('beE');
    await page.getByLabel(/Match upper and lower case/).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Done: every address you asked for was found.').waitFor({ timeout: 120_000 });
    const [salt] = await page.getByTestId('vanity-salt').allTextContents();
    const [address] = await page.getByTestId('vanity-address').allTextContents();
    const expected = getContractAddress({
      opcode: 'CREATE2',
      from: '0x4e59b44847b379578588920ca78fbf26c0b4956c',
      salt: salt as `0x${string}`,
      bytecodeHash: initCodeHash,
    });
    expect(address).toBe(expected);
    expect(address.startsWith('0xbeE')).toBe(true);
    await context.close();
  }, 180_000);
});
