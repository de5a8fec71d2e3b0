import { randomBytes } from 'node:crypto';
import { Address, toNano } from '@ton/core';
import type { Browser, Page } from 'playwright-core';
import { readTonBalances } from '../chains/ton/balances';
import { readJettonContent } from '../chains/ton/jetton-metadata';
import { readJettonData } from '../chains/ton/jetton-wallets';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { readServerInfo, type TonChainInfo } from './server';
import { waitForHydrated } from './solana-chain';
import { injectTonWallet, TON_E2E_WALLET_NAME, type TonInjectedWallet, tonBalanceOf } from './ton-injected-wallet';

// The TON wallet tools in Chromium on the run's TON emulator (@ton/sandbox behind test/ton-stand-in; the site's
// /api/rpc/json-rpc/ton relays to it): a TON Connect wallet injected through the JS bridge, signing in this process.
// ton/batch-send-token sends 30 TON rows packed by the wallet's maxMessages (16: 2 approvals), every balance read back
// on the emulator with our capped fee; ton/token/publish creates a jetton whose minter, supply and admin are read back.

const MAX_MESSAGES = 16;
const STEP_TIMEOUT_MS = 30_000;
const RUN_TIMEOUT_MS = 90_000;
jest.setTimeout(180_000);

let browser: Browser;
let ton: TonChainInfo;
/** The pages' console errors and warnings, shown when a step fails. */
const consoleErrors: string[] = [];

beforeAll(async () => {
  const info = readServerInfo().ton;
  if (!info) throw new Error('e2e/.artifacts/server.json has no "ton" section: see e2e/global-setup.ts');
  ton = info;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openWithWallet(path: string): Promise<{ page: Page; wallet: TonInjectedWallet }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const wallet = await injectTonWallet(page, {
    privateKey: ton.walletPrivateKey,
    jsonRpcUrl: ton.jsonRpcUrl,
    maxMessages: MAX_MESSAGES,
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
  });
  await page.goto(`${baseUrl()}${path}`);
  return { page, wallet };
}

/** TON Connect UI loads on demand: the injected wallet shows as a button of ours, and connecting names its address. */
async function connectInjected(page: Page, wallet: TonInjectedWallet) {
  const button = page.getByRole('button', { name: `Connect ${TON_E2E_WALLET_NAME}` });
  await button.waitFor({ timeout: STEP_TIMEOUT_MS });
  await button.click();
  await page
    .locator(`[data-testid="ton-wallet-address"][data-address="${wallet.address}"]`)
    .waitFor({ timeout: STEP_TIMEOUT_MS });
}

it('sends 30 TON rows from the injected TON Connect wallet in 2 approvals; every balance is on the emulator', async () => {
  const { page, wallet } = await openWithWallet('/en/ton/batch-send-token');
  const rows = Array.from({ length: 30 }, (_, index) => ({
    to: new Address(0, randomBytes(32)).toString({ urlSafe: true, bounceable: false }),
    amount: 10_000_000n + BigInt(index) * 1_000_000n,
  }));
  const feeBefore = await tonBalanceOf(ton.jsonRpcUrl, ton.feeReceiver);
  await waitForHydrated(page, '[data-testid="ton-send-review-button"]');
  // Paste first: no wallet is asked for before the costs.
  await page
    .getByLabel('Rows')
    .fill(
      rows.map((row, index) => `${row.to},${Number(row.amount) / 1e9}${index === 0 ? ',e2e thanks' : ''}`).join('\n'),
    );
  await page.getByText('30 of 30 rows ready').waitFor({ timeout: STEP_TIMEOUT_MS });
  await page.getByTestId('ton-send-review-button').click();
  await connectInjected(page, wallet);
  // The manifest TON Connect handed the wallet is ours.
  expect(wallet.manifests[0]).toMatchObject({ name: 'Chainkit', iconUrl: expect.stringMatching(/\/favicon\.ico$/) });
  await page.getByTestId('ton-send-review').waitFor({ timeout: STEP_TIMEOUT_MS });
  expect(await page.getByTestId('ton-send-requests').textContent()).toBe('2 for 30 rows (up to 16 messages each)');
  expect(await page.getByTestId('ton-send-fee').textContent()).toBe('0.5 TON');
  expect(wallet.requests).toEqual([]);

  await page.getByTestId('ton-send-start').click();
  await page
    .getByText('All 30 rows delivered.')
    .waitFor({ timeout: RUN_TIMEOUT_MS })
    .catch(async (error) => {
      throw new Error(
        `${(error as Error).message}\n${await page.locator('[data-testid="ton-send-rows"], [role="alert"]').allTextContents()}\n${consoleErrors.join('\n')}`,
      );
    });
  expect(wallet.requests.map((request) => request.messages.length)).toEqual([16, 16]);
  for (const row of rows) expect(await tonBalanceOf(ton.jsonRpcUrl, row.to)).toBe(row.amount);
  // 0.3 + 0.2 TON (the 0.5 cap), less the few nanoTON of storage the receiver pays between receipts.
  const fee = (await tonBalanceOf(ton.jsonRpcUrl, ton.feeReceiver)) - feeBefore;
  expect(fee <= toNano('0.5') && fee > toNano('0.5') - 10_000n).toBe(true);
  await page.context().close();
});

it('publishes a jetton from the injected wallet: minter, supply and admin read back on the emulator', async () => {
  const { page, wallet } = await openWithWallet('/en/ton/token/publish');
  await waitForHydrated(page, '[data-testid="ton-publish-button"]');
  await page.getByLabel('Name').fill('E2E Jetton');
  await page.getByLabel('Symbol').fill('E2EJ');
  await page.getByLabel('Decimals').fill('6');
  await page.getByLabel('Total supply').fill('5000000');
  await page.getByTestId('ton-publish-button').click();
  await connectInjected(page, wallet);
  const feeBefore = await tonBalanceOf(ton.jsonRpcUrl, ton.feeReceiver);
  await page.getByTestId('ton-publish-button').click();
  const result = page.getByTestId('ton-publish-result');
  await page
    .locator('[data-testid="ton-publish-result"], [data-testid="ton-publish-error"]')
    .first()
    .waitFor({ timeout: RUN_TIMEOUT_MS });
  const error = await page
    .getByTestId('ton-publish-error')
    .textContent({ timeout: 100 })
    .catch(() => null);
  expect({ error, requests: wallet.requests.length, walletErrors: wallet.errors }).toEqual({
    error: null,
    requests: 1,
    walletErrors: [],
  });
  const minter = Address.parse((await result.getAttribute('data-minter')) as string);
  const api = { jsonRpcUrl: ton.jsonRpcUrl };
  const data = await readJettonData(minter, api);
  expect(data.totalSupply).toBe(5_000_000n * 10n ** 6n);
  expect(data.admin?.toRawString()).toBe(wallet.address);
  expect(readJettonContent(data.content)).toMatchObject({ name: 'E2E Jetton', symbol: 'E2EJ', decimals: 6 });
  const [balances] = await readTonBalances({ ...api, owners: [wallet.address], tokens: [minter.toString()] });
  expect(balances.balances[0].balance).toBe(data.totalSupply);
  const fee = (await tonBalanceOf(ton.jsonRpcUrl, ton.feeReceiver)) - feeBefore;
  expect(fee <= toNano('5') && fee > toNano('5') - 10_000n).toBe(true);
  expect(await page.getByTestId('ton-publish-read-back').textContent()).toContain('supply 5000000 E2EJ');
  await page.context().close();
});
