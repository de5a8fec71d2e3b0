import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser } from 'playwright-core';
import type { Hex } from 'viem';
import { tokenBalance } from '@/chains/evm/dex/testing/dex-stand';
import { launchBrowser } from './browser';
import { setUpTradeStand, waitForHydrated } from './evm-e2e-helpers';
import { baseUrl } from './http';

// batch/trade in Chromium against the run's anvil (chain 56) with Uniswap V2 deployed from the npm artifacts by a
// fresh account: a fresh user buys the dexBulkTrade VIP through the API (a TestUSDT transfer, prepay, confirm), then
// ten freshly generated, funded wallets buy the token through the page. Every request of the visit is recorded; no
// request (to our server, to anvil, anywhere) nor the exported CSV may carry a key.
const WALLET_COUNT = 10;
const STEP_TIMEOUT_MS = 30_000;
jest.setTimeout(120_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('batch trade in Chromium', () => {
  it('buys from 10 pasted keys through a custom RPC and router, and no request carries a key', async () => {
    const { vip, client, stand, token, cookie, keys, wallets } = await setUpTradeStand('E2E', WALLET_COUNT);

    const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true });
    const [name, value] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: baseUrl() }]);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const requests: { url: string; headers: Record<string, string>; postData: string | null }[] = [];
    page.on('request', (request) => {
      requests.push({ url: request.url(), headers: request.headers(), postData: request.postData() });
    });

    await page.goto('/en/batch/trade');
    expect(new URL(page.url()).pathname).toBe('/en/batch/trade');
    await waitForHydrated(page, '.key-batch select', STEP_TIMEOUT_MS);
    await page.getByLabel('Chain', { exact: true }).selectOption('custom');
    await page.getByLabel('RPC URL').fill(vip.rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator('[data-chain-id="56"]').waitFor();
    await page.getByLabel('DEX', { exact: true }).selectOption('custom-v2');
    await page.getByLabel('V2 router address').fill(stand.v2Router);
    await page.getByLabel('Token to trade').fill(token);
    await page.getByText('E2E · 18').waitFor();
    await page.getByLabel('Amount', { exact: true }).fill('0.05');
    await page.getByLabel('Private keys of the trading wallets').fill(keys.join('\n'));
    await page.getByText(`${WALLET_COUNT} wallets`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Check the token and quote every wallet' }).click();
    const summary = page.getByRole('region', { name: 'Before signing' });
    await summary.waitFor();
    expect(await summary.locator('div', { hasText: 'Ready to trade' }).locator('dd').textContent()).toBe('10');

    await page.getByRole('button', { name: `Trade from ${WALLET_COUNT} wallets` }).click();
    await page.getByText(`${WALLET_COUNT} of ${WALLET_COUNT} rows done`).waitFor({ timeout: 60_000 });
    const progress = page.getByRole('region', { name: 'Progress', exact: true });
    expect(await progress.locator('[data-status="confirmed"] dd').textContent()).toBe(String(WALLET_COUNT));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export results (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    await context.close();

    const { data } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(data).toHaveLength(WALLET_COUNT);
    for (const wallet of wallets) {
      const row = data.find((entry) => entry.wallet.toLowerCase() === wallet.toLowerCase());
      expect(row).toMatchObject({ step: 'buy', amount: '0.05', status: 'confirmed', error: '' });
      expect(row?.txLink).toBe(`https://bscscan.com/tx/${row?.txHash}`);
      const receipt = await client.getTransactionReceipt({ hash: row?.txHash as Hex });
      expect(receipt.status).toBe('success');
      expect(await tokenBalance(stand, token, wallet)).toBeGreaterThan(0n);
      expect(await client.getTransactionCount({ address: wallet })).toBe(1);
    }
    const broadcasts = requests.reduce(
      (count, request) => count + (request.postData?.match(/"eth_sendRawTransaction"/g)?.length ?? 0),
      0,
    );
    expect(broadcasts).toBe(WALLET_COUNT);
    const secrets = keys.map((key) => key.slice(2).toLowerCase());
    for (const request of [...requests, { url: 'batch-trade.csv', headers: {}, postData: csv }]) {
      const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.postData ?? ''}`.toLowerCase();
      const leaked = secrets.filter((secret) => text.includes(secret));
      expect({ url: request.url, leaked }).toEqual({ url: request.url, leaked: [] });
    }
    console.info(`batch trade e2e: ${WALLET_COUNT} wallets, ${requests.length} requests checked`);
  });
});
