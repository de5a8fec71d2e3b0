import type { Browser, Page } from 'playwright-core';
import { createTestClient, getAddress, http, keccak256, parseEther, slice, toHex } from 'viem';
import { readAll } from '@/chains/evm/multisend/test-support';
import { formatDecimal } from '@/lib/fees/decimal';
import { ANVIL_ACCOUNT_3, deployTestToken, TEST_TOKEN_DECIMALS } from '@/test/erc20';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { type InjectedWallet, injectWallet } from './injected-wallet';
import { readServerInfo } from './server';

// batch/send-token with an injected wallet on the run's anvil (chain 56, typed as BSC's RPC): the batch is set up
// before any wallet, which is connected at signing; an ERC-20 to 300 recipients in chunks,
// every balance read back from the chain, then a chunk the wallet refused is retried alone. The wallet holds anvil's
// account #3: the VIP test pays from #0 on the same chain at the same time, so their nonces never meet.
const STEP_TIMEOUT_MS = 45_000;
const RECIPIENTS = 300;
const PER_TRANSACTION = 100;
jest.setTimeout(180_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function chainHarness(): { rpcUrl: string; chainId: number } {
  const { vip } = readServerInfo() as { vip?: { rpcUrl: string; chainId: number } };
  if (!vip) throw new Error('e2e/.artifacts/server.json has no "vip" section (anvil): see e2e/global-setup.ts');
  return vip;
}

/** Never-used recipients, different at every run. */
function freshRecipients(count: number): `0x${string}`[] {
  const seed = `send-token-e2e:${Date.now()}:${Math.random()}`;
  return Array.from({ length: count }, (_, index) => getAddress(slice(keccak256(toHex(`${seed}:${index}`)), 12)));
}

async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { timeout: STEP_TIMEOUT_MS },
  );
}

/** Clicks the injected wallet in RainbowKit's modal if it asks (wagmi may reconnect the wallet by itself). */
async function pickWalletIfAsked(page: Page, wallet: InjectedWallet, until: string): Promise<void> {
  const option = page.locator(`[data-testid="rk-wallet-option-${wallet.rdns}"]`);
  const done = page.locator(until);
  await Promise.race([option.waitFor(), done.first().waitFor()]);
  if (await option.isVisible()) await option.click({ timeout: 10_000 }).catch(() => undefined);
  await done.first().waitFor();
}

const sendButton = '.send-token__send button';
const sentTransactions = (wallet: InjectedWallet) => wallet.calls.filter((method) => method === 'eth_sendTransaction');

describe('batch send with an injected wallet on anvil', () => {
  it('sends an ERC-20 to 300 recipients in chunks, verified on chain, and retries a refused chunk alone', async () => {
    const started = Date.now();
    const { rpcUrl, chainId } = chainHarness();
    const sender = ANVIL_ACCOUNT_3.address;
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
      address: sender,
      value: parseEther('1000'),
    });
    const token = await deployTestToken(rpcUrl, { deployer: ANVIL_ACCOUNT_3 });
    const recipients = freshRecipients(RECIPIENTS);
    // Distinct amounts (1.000 to 1.299 tUSDT), so a row paid twice or paid another's amount shows.
    const amounts = recipients.map((_, index) => 1_000_000n + BigInt(index) * 1_000n);
    const total = amounts.reduce((sum, amount) => sum + amount, 0n);
    await token.mint(sender, total);

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const wallet = await injectWallet(page, { rpcUrl, chainId, accountIndex: 3 });
    expect(wallet.account.toLowerCase()).toBe(sender.toLowerCase());

    // Paste first, connect later: chain, RPC, token, recipients and cost with no wallet.
    await page.goto('/en/batch/send-token');
    await waitForHydrated(page, '.send-token select');
    await page.getByLabel('Chain', { exact: true }).selectOption(String(chainId));
    await page.getByLabel('RPC URL').fill(rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator(`[data-chain-id="${chainId}"]`).waitFor();

    await page.getByLabel('ERC-20 token').check();
    await page.getByLabel('Token contract address').fill(token.address);
    await page.getByText('tUSDT · 6 decimals').waitFor();

    const lines = recipients.map(
      (address, index) => `${address},${formatDecimal(amounts[index], TEST_TOKEN_DECIMALS)}`,
    );
    await page.getByLabel('Rows', { exact: true }).fill(lines.join('\n'));
    await page.getByText(`${RECIPIENTS} of ${RECIPIENTS} rows ready`).waitFor();
    await page.getByLabel('Recipients per transaction (optional)').fill(String(PER_TRANSACTION));
    await page.getByText(`300 recipients in 3 transactions of up to ${PER_TRANSACTION} each`).waitFor();
    expect(wallet.calls).not.toContain('eth_requestAccounts');

    // The wallet is asked for at signing.
    await page.getByRole('button', { name: `Connect wallet to send to ${RECIPIENTS} recipients` }).click();
    await pickWalletIfAsked(page, wallet, `[data-address="${sender}"]`);
    await page.getByText(`Your balance: ${formatDecimal(total, TEST_TOKEN_DECIMALS)} tUSDT`).waitFor();

    // A fresh anvil has no Multisend: the page offers the deployment (another test may have done it already).
    await page.getByText('Looking for the Multisend contract…').waitFor({ state: 'detached' });
    const deploy = page.getByRole('button', { name: /^Deploy the Multisend contract/ });
    if (await deploy.isVisible()) {
      await deploy.click();
      await deploy.waitFor({ state: 'detached', timeout: 60_000 });
    }

    await page.getByLabel(/^Exact: /).check();
    await page.getByRole('button', { name: 'Approve tUSDT' }).click();
    await page.getByText('The allowance covers this batch.').waitFor({ timeout: 60_000 });
    // Deployed and approved: every chunk is simulated before the button frees up.
    await page.waitForFunction((selector) => {
      const button = document.querySelector<HTMLButtonElement>(selector);
      return !!button && !button.disabled;
    }, sendButton);
    expect(await page.locator(sendButton).textContent()).toBe('Send to 300 recipients');

    // The wallet signs the first chunk, refuses the second, signs the third.
    wallet.rejectTransaction(1);
    const sentBefore = sentTransactions(wallet).length;
    await page.locator(sendButton).click();
    await page.getByText('300 of 300 rows done').waitFor({ timeout: 90_000 });
    const counts = page.locator('.batch-progress__counts');
    expect(await counts.locator('[data-status="confirmed"] dd').textContent()).toBe('200');
    expect(await counts.locator('[data-status="failed"] dd').textContent()).toBe('100');
    expect(sentTransactions(wallet).length - sentBefore).toBe(3);

    const retry = page.getByRole('button', { name: 'Retry failed rows' });
    await retry.click();
    await page.getByText('All 300 rows confirmed.').waitFor({ timeout: 60_000 });
    // Only the refused chunk went out again.
    expect(sentTransactions(wallet).length - sentBefore).toBe(4);

    const balances = await readAll(recipients, (address) => token.balanceOf(address));
    expect(balances).toEqual(amounts);
    expect(await token.balanceOf(sender)).toBe(0n);

    // A reload restores the finished batch from the browser's storage.
    await page.reload();
    await page.getByText('Your previous batch was restored', { exact: false }).waitFor();
    await page.getByText('All 300 rows confirmed.').waitFor();
    await context.close();
    console.info(`send-token e2e: ${Date.now() - started} ms`);
  });
});
