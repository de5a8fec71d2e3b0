import type { Browser, Page } from 'playwright-core';
import type { Address, Hex } from 'viem';
import { launchBrowser } from './browser';
import { setUpTradeStand, waitForHydrated } from './evm-e2e-helpers';
import { baseUrl } from './http';

// bmm/evm in Chromium against the run's anvil (chain 56) with Uniswap V2 deployed from the npm artifacts by a fresh
// account: a fresh user buys the dexBulkTrade VIP through the API, then four freshly generated, funded wallets run a
// market-making session from the page. It is started, paused, the page reloaded, the keys pasted again and the
// session resumed to its end: the transactions on chain are exactly the page's log, none sent twice, and no request
// of the visit (to our server, to anvil, anywhere) nor the saved session carries a key.
const WALLET_COUNT = 4;
const TRADES = 8;
const STEP_TIMEOUT_MS = 30_000;
const STORAGE_KEY = 'chainkit:bmm:evm:session:v1';
jest.setTimeout(240_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface SavedTx {
  hash: Hex;
  wallet: Address;
  nonce: number;
  kind: string;
  status: string;
}

async function savedSession(page: Page): Promise<{ text: string; txs: SavedTx[] }> {
  const text = (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)) ?? '';
  return { text, txs: text ? (JSON.parse(text) as { txs: SavedTx[] }).txs : [] };
}

describe('market making in Chromium', () => {
  it('starts, pauses, reloads and resumes a session: the chain holds exactly its log, no key in any request', async () => {
    const { vip, client, stand, token, cookie, keys, wallets } = await setUpTradeStand('MM', WALLET_COUNT);

    // At a phone's width (375 px): the form, the live panel and its tables must fit the screen.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      acceptDownloads: true,
      viewport: { width: 375, height: 800 },
    });
    const [name, value] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: baseUrl() }]);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const requests: { url: string; headers: Record<string, string>; postData: string | null }[] = [];
    page.on('request', (request) => {
      requests.push({ url: request.url(), headers: request.headers(), postData: request.postData() });
    });

    await page.goto('/en/bmm/evm');
    expect(new URL(page.url()).pathname).toBe('/en/bmm/evm');
    await waitForHydrated(page, '.key-batch select', STEP_TIMEOUT_MS);
    await page.getByLabel('Chain', { exact: true }).selectOption('custom');
    await page.getByLabel('RPC URL').fill(vip.rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator('[data-chain-id="56"]').waitFor();
    await page.getByLabel('DEX', { exact: true }).selectOption('custom-v2');
    await page.getByLabel('V2 router address').fill(stand.v2Router);
    await page.getByLabel('Token to trade').fill(token);
    await page.getByText('MM · 18').waitFor();
    await page.getByLabel(/^Each buy at least/).fill('0.01');
    await page.getByLabel(/^Each buy at most/).fill('0.02');
    await page.getByLabel(/^Each sell at least/).fill('50');
    await page.getByLabel(/^Each sell at most/).fill('150');
    await page.getByLabel('Seconds between trades, at least').fill('1');
    await page.getByLabel('Seconds between trades, at most').fill('2');
    await page.getByLabel('Number of trades').fill(String(TRADES));
    await page.getByLabel('Private keys of the trading wallets').fill(keys.join('\n'));
    await page.getByText(`${WALLET_COUNT} wallets`, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Start the session with ${WALLET_COUNT} wallets` }).click();
    const trades = page.getByTestId('bmm-trades');
    await page.getByRole('heading', { name: 'Running' }).waitFor();
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="bmm-trades"]')?.textContent ?? '0') >= 3,
      undefined,
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('heading', { name: 'Paused' }).waitFor();
    const beforeReload = Number(await trades.textContent());
    expect(beforeReload).toBeLessThan(TRADES);

    // The reload: the session comes back paused, without its keys; they are pasted again and it resumes.
    await page.reload();
    await waitForHydrated(page, '.key-batch textarea', STEP_TIMEOUT_MS);
    await page.getByRole('heading', { name: 'Paused' }).waitFor();
    await page.getByText(/wallets of the session have no key pasted/).waitFor();
    const afterReload = await savedSession(page);
    expect(afterReload.txs.length).toBeGreaterThan(0);
    await page.getByLabel('Private keys of the trading wallets').fill(keys.join('\n'));
    await page.getByText(`${WALLET_COUNT} wallets`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await page.getByRole('heading', { name: /Ended · number of trades reached/ }).waitFor({ timeout: 120_000 });
    expect(await trades.textContent()).toBe(String(TRADES));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const saved = await savedSession(page);
    const rows = await page
      .getByTestId('bmm-txs')
      .locator('tbody tr')
      .evaluateAll((elements) =>
        elements.map((row) => [row.getAttribute('data-hash'), row.getAttribute('data-status')]),
      );
    await context.close();

    // The page's log is the saved history, and the chain holds exactly it: each transaction once, nonces in a row.
    expect(rows.map(([hash]) => hash).sort()).toEqual(saved.txs.map((tx) => tx.hash).sort());
    expect(new Set(saved.txs.map((tx) => tx.hash)).size).toBe(saved.txs.length);
    expect(saved.txs.filter((tx) => tx.kind === 'trade' && tx.status === 'confirmed')).toHaveLength(TRADES);
    for (const wallet of wallets) {
      const own = saved.txs.filter((tx) => tx.wallet.toLowerCase() === wallet.toLowerCase());
      const landed = own.filter((tx) => tx.status !== 'dropped');
      expect(await client.getTransactionCount({ address: wallet })).toBe(landed.length);
      expect(landed.map((tx) => tx.nonce).sort((a, b) => a - b)).toEqual(landed.map((_, index) => index));
      for (const tx of landed) {
        const receipt = await client.getTransactionReceipt({ hash: tx.hash });
        expect(receipt.from.toLowerCase()).toBe(wallet.toLowerCase());
        expect(receipt.status).toBe('success');
      }
    }
    // Every transaction was broadcast once: no decision was sent twice, before or after the reload.
    const broadcasts = requests.reduce(
      (count, request) => count + (request.postData?.match(/"eth_sendRawTransaction"/g)?.length ?? 0),
      0,
    );
    expect(broadcasts).toBe(saved.txs.length);
    const secrets = keys.map((key) => key.slice(2).toLowerCase());
    for (const request of [...requests, { url: 'localStorage', headers: {}, postData: saved.text }]) {
      const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.postData ?? ''}`.toLowerCase();
      const leaked = secrets.filter((secret) => text.includes(secret));
      expect({ url: request.url, leaked }).toEqual({ url: request.url, leaked: [] });
    }
    console.info(
      `bmm e2e: ${saved.txs.length} transactions (${beforeReload} trades before the reload), ${requests.length} requests checked`,
    );
  });
});
