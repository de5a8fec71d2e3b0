import type { Browser, Page } from 'playwright-core';
import { tronBatchSendFeeSun } from '@/chains/tron/fees';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from '@/chains/tron/keys';
import { formatDecimal } from '@/lib/fees/decimal';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { waitForHydrated } from './solana-chain';
import { balancesOf, mintTestUsdt, refuseNextBroadcasts, setTrxBalance, tronChainInfo } from './tron-chain';
import { injectTronWallet, TRON_E2E_WALLET_NAME, type TronInjectedWallet } from './tron-injected-wallet';

// tron/batch-send-token in Chromium against the run's TronGrid stand-in (e2e/tron-chain-setup.ts), through the
// site's relay (/api/rpc/tron, TRON_API_URL), with a TronLink-style wallet whose key stays in the test process.
// TRX to 150 recipients (a third already accounts, the rest created by the transfer) in 2 multisend batches; the node
// refuses the first broadcast, only its rows fail, and "retry failed" sends them alone. Then TestUSDT to 30
// recipients after the page's approval. Every balance is read back from the stand-in, and the fee receiver gets
// 5 TRX per landed batch (spec §9), nothing else.
const TRX_RECIPIENTS = 150;
const TOKEN_RECIPIENTS = 30;
const STEP_TIMEOUT_MS = 30_000;
const RUN_TIMEOUT_MS = 90_000;
jest.setTimeout(240_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const fresh = () => tronAddressFromPrivateKey(generateTronPrivateKey());

async function openPage(sun: bigint): Promise<{ page: Page; wallet: TronInjectedWallet; close: () => Promise<void> }> {
  const key = generateTronPrivateKey();
  await setTrxBalance(tronAddressFromPrivateKey(key), sun);
  const context = await browser.newContext({ baseURL: baseUrl() });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const wallet = await injectTronWallet(page, key);
  await page.goto('/en/tron/batch-send-token');
  await waitForHydrated(page, '#tron-send-token');
  // Detected and offered by name; the page connects it when the review needs the sender.
  await page.getByRole('button', { name: `Connect ${TRON_E2E_WALLET_NAME}` }).waitFor();
  return { page, wallet, close: () => context.close() };
}

async function pasteRows(page: Page, lines: string[]): Promise<void> {
  await page.getByLabel('Rows', { exact: true }).fill(lines.join('\n'));
  await page.getByText(`${lines.length} of ${lines.length} rows ready`).waitFor();
}

const countOf = (page: Page, status: string) =>
  page.locator(`.batch-progress__counts [data-status="${status}"] dd`).textContent();

describe('Tron batch send in Chromium', () => {
  it('sends TRX to 150 recipients in 2 multisend batches, the refused one retried alone', async () => {
    const { feeReceiver } = tronChainInfo();
    const feeBefore = (await balancesOf(feeReceiver)).sun;
    const recipients = Array.from({ length: TRX_RECIPIENTS }, fresh);
    // Odd sun amounts: any float or rounding on the way would show.
    const amounts = recipients.map((_, index) => 1_000_000n + BigInt(index) * 1_001n);
    for (const recipient of recipients.filter((_, index) => index % 3 === 0)) await setTrxBalance(recipient, 1n);
    const { page, wallet, close } = await openPage(2_000_000_000n);

    await pasteRows(
      page,
      recipients.map((recipient, index) => `${recipient},${formatDecimal(amounts[index], 6)}`),
    );
    await page.getByRole('button', { name: 'Review costs' }).click();
    // Both routes priced; without staked energy one transfer each burns less and is chosen first. This run takes the
    // multisend.
    const routes = page.getByTestId('tron-send-routes');
    await routes.waitFor();
    expect(await page.getByRole('radio', { name: /^One transfer per recipient: 151 transactions/ }).isChecked()).toBe(
      true,
    );
    await page.getByRole('radio', { name: /^Through the multisend contract: 2 transactions/ }).check();
    const review = page.getByTestId('tron-send-review');
    await review.waitFor();
    expect(wallet.calls[0]).toBe('eth_requestAccounts');
    await page.locator(`[data-testid="tron-wallet-address"][data-address="${wallet.address}"]`).waitFor();
    expect(await review.locator('tbody tr').count()).toBe(2);
    expect(await page.getByTestId('tron-send-totals').textContent()).toMatch(
      /^2 batches: [\d.]+ TRX burnt .* 10 TRX Chainkit fee/,
    );
    expect(wallet.signed).toEqual([]);

    await refuseNextBroadcasts(1);
    await page.getByTestId('tron-send-start').click();
    await page.locator('[data-testid="tron-send-retry"]:enabled').waitFor({ timeout: RUN_TIMEOUT_MS });
    expect(wallet.signed).toHaveLength(2);
    expect(await countOf(page, 'failed')).toBe('100');
    expect(await countOf(page, 'confirmed')).toBe('50');
    expect((await balancesOf(recipients[1])).sun).toBe(0n);

    await page.getByTestId('tron-send-retry').click();
    await page.getByText(`All ${TRX_RECIPIENTS} rows confirmed.`).waitFor({ timeout: RUN_TIMEOUT_MS });
    expect(wallet.signed).toHaveLength(3);
    for (const [index, recipient] of recipients.entries()) {
      const balance = await balancesOf(recipient);
      expect({ recipient, sun: balance.sun, exists: balance.exists }).toEqual({
        recipient,
        sun: amounts[index] + (index % 3 === 0 ? 1n : 0n),
        exists: true,
      });
    }
    // Our fee once per landed batch: the refused broadcast paid nothing.
    expect((await balancesOf(feeReceiver)).sun - feeBefore).toBe(2n * tronBatchSendFeeSun());
    await close();
  });

  it('sends TRX one transfer per recipient where that burns less, the fee in its own transfer after them', async () => {
    const { feeReceiver } = tronChainInfo();
    const feeBefore = (await balancesOf(feeReceiver)).sun;
    const recipients = Array.from({ length: 8 }, fresh);
    const amounts = recipients.map((_, index) => 4_000_000n + BigInt(index) * 13n);
    await setTrxBalance(recipients[0], 1n);
    const { page, wallet, close } = await openPage(500_000_000n);
    await pasteRows(
      page,
      recipients.map((recipient, index) => `${recipient},${formatDecimal(amounts[index], 6)}`),
    );
    await page.getByRole('button', { name: 'Review costs' }).click();
    await page.getByTestId('tron-send-transfers-review').waitFor();
    expect(await page.getByRole('radio', { name: /^One transfer per recipient: 9 transactions/ }).isChecked()).toBe(
      true,
    );
    // 7 new accounts at 1.1 TRX; the one existing account rides on the day's free bandwidth.
    expect(await page.getByTestId('tron-send-transfers-totals').textContent()).toBe(
      '8 transfers and one for the fee: 7.7 TRX burnt (7 new accounts), 5 TRX Chainkit fee, ' +
        `${formatDecimal(amounts.reduce((sum, amount) => sum + amount, 0n) + 12_700_000n, 6)} TRX leaving your account in all (with the TRX you send).`,
    );
    await page.getByTestId('tron-send-start').click();
    await page.getByText('All 9 rows confirmed.').waitFor({ timeout: RUN_TIMEOUT_MS });
    expect(wallet.signed).toHaveLength(9);
    for (const [index, recipient] of recipients.entries()) {
      expect({ recipient, sun: (await balancesOf(recipient)).sun }).toEqual({
        recipient,
        sun: amounts[index] + (index === 0 ? 1n : 0n),
      });
    }
    expect((await balancesOf(feeReceiver)).sun - feeBefore).toBe(tronBatchSendFeeSun());
    // Exactly what the page showed left the account: the amounts, the fee, the burn.
    expect((await balancesOf(wallet.address)).sun).toBe(
      500_000_000n - amounts.reduce((sum, amount) => sum + amount, 0n) - 12_700_000n,
    );
    await close();
  });

  it('sends TestUSDT to 30 recipients after approving the multisend, every balance exact', async () => {
    const { feeReceiver, token } = tronChainInfo();
    const feeBefore = (await balancesOf(feeReceiver)).sun;
    const recipients = Array.from({ length: TOKEN_RECIPIENTS }, fresh);
    const amounts = recipients.map((_, index) => 2_500_000n + BigInt(index) * 7n);
    const { page, wallet, close } = await openPage(1_000_000_000n);
    await mintTestUsdt(wallet.address, 1_000_000_000n);

    await page.getByLabel('TRC-20 token contract (empty: TRX)').fill(token.address);
    await page.getByRole('button', { name: 'Use', exact: true }).click();
    await page.getByText(`Sending ${token.symbol} (${token.decimals} decimals).`, { exact: false }).waitFor();
    await pasteRows(
      page,
      recipients.map((recipient, index) => `${recipient},${formatDecimal(amounts[index], token.decimals)}`),
    );
    await page.getByRole('button', { name: 'Review costs' }).click();
    // The multisend may not spend the token yet: one approval of the batch's total, priced, signed in the wallet.
    await page.getByRole('button', { name: 'Approve in wallet' }).click();
    await page.getByTestId('tron-send-review').waitFor({ timeout: RUN_TIMEOUT_MS });
    expect(wallet.signed).toHaveLength(1);
    await page.getByTestId('tron-send-start').click();
    await page.getByText(`All ${TOKEN_RECIPIENTS} rows confirmed.`).waitFor({ timeout: RUN_TIMEOUT_MS });
    expect(wallet.signed).toHaveLength(2);
    for (const [index, recipient] of recipients.entries()) {
      expect({ recipient, token: (await balancesOf(recipient)).token }).toEqual({ recipient, token: amounts[index] });
    }
    const sent = amounts.reduce((sum, amount) => sum + amount, 0n);
    expect((await balancesOf(wallet.address)).token).toBe(1_000_000_000n - sent);
    expect((await balancesOf(feeReceiver)).sun - feeBefore).toBe(tronBatchSendFeeSun());
    await close();
  });
});
