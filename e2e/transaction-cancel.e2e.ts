import type { Browser, Page } from 'playwright-core';
import { createPublicClient, type Hash, http, parseEther, parseGwei } from 'viem';
import { freshAddresses } from '@/chains/evm/multisend/test-support';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNT_3 } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { type InjectedWallet, injectWallet } from './injected-wallet';

// transaction: a transfer held in the mempool of this test's own anvil (mining off, so the run's shared anvil keeps
// auto-mining for the other tests), looked up on the page with no wallet, then cancelled through the page: the cost is
// shown before the wallet is connected, the wallet signs the 0 self-transfer with the same nonce, the node takes it in
// place of the original, and after a block the recipient never got the coin. Anvil runs as BSC (chain 56), a chain the
// injected wallet and the page's registry both know.
const STEP_TIMEOUT_MS = 45_000;
jest.setTimeout(120_000);

let browser: Browser;
let anvil: AnvilInstance;

beforeAll(async () => {
  [browser, anvil] = await Promise.all([launchBrowser(), startAnvil({ chainId: 56 })]);
  await rpcCall(anvil.rpcUrl, 'evm_setAutomine', [false]);
});

afterAll(async () => {
  await browser?.close();
  await anvil?.stop();
});

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

async function pickWalletIfAsked(page: Page, wallet: InjectedWallet, until: string): Promise<void> {
  const option = page.locator(`[data-testid="rk-wallet-option-${wallet.rdns}"]`);
  const done = page.locator(until);
  await Promise.race([option.waitFor(), done.first().waitFor()]);
  if (await option.isVisible()) await option.click({ timeout: 10_000 }).catch(() => undefined);
  await done.first().waitFor();
}

describe('transaction page with an injected wallet', () => {
  it('cancels a pending transaction of the wallet: same nonce, higher fees, the original never lands', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const sender = ANVIL_ACCOUNT_3.address;
    const [recipient] = freshAddresses(1, `transaction-cancel-e2e:${Date.now()}`);
    const nonce = await client.getTransactionCount({ address: sender });
    const stuck = await rpcCall<Hash>(anvil.rpcUrl, 'eth_sendTransaction', [
      {
        from: sender,
        to: recipient,
        value: `0x${parseEther('1').toString(16)}`,
        maxFeePerGas: `0x${parseGwei('2').toString(16)}`,
        maxPriorityFeePerGas: `0x${parseGwei('1').toString(16)}`,
      },
    ]);

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const wallet = await injectWallet(page, { rpcUrl: anvil.rpcUrl, chainId: 56, accountIndex: 3 });
    expect(wallet.account.toLowerCase()).toBe(sender.toLowerCase());

    // Look up first, with no wallet: BSC with this test's anvil typed as its RPC.
    await page.goto('/en/transaction');
    await waitForHydrated(page, '.send-token select');
    await page.getByLabel('Chain', { exact: true }).selectOption('56');
    await page.getByLabel('RPC URL').fill(anvil.rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator('[data-chain-id="56"]').waitFor();
    await page.getByLabel('Transaction hash').fill(stuck);
    await page.getByRole('button', { name: 'Look up' }).click();
    await page.locator('[data-status="pending"]').waitFor();
    await page.getByText('A plain transfer of the native coin (no call data).').waitFor();

    // The cancel and what it costs, before any wallet.
    await page.getByLabel('Cancel', { exact: true }).check();
    const cost = page.locator('[data-replacement="cancel"] [data-max-cost]');
    await cost.waitFor();
    expect(wallet.calls).not.toContain('eth_requestAccounts');
    const shownCost = BigInt((await cost.getAttribute('data-max-cost')) ?? '0');
    expect(await cost.textContent()).toMatch(/ BNB$/);

    await page.getByRole('button', { name: 'Connect wallet to sign' }).click();
    await pickWalletIfAsked(page, wallet, '[data-address]');
    await page.getByRole('button', { name: 'Sign the cancel' }).click();
    const sent = page.locator('[data-replacement-hash]');
    await sent.waitFor();
    const replacementHash = (await sent.getAttribute('data-replacement-hash')) as Hash;
    expect(replacementHash).not.toBe(stuck);

    // The node holds the replacement in the original's place: same sender and nonce, nothing sent, at most the cost shown.
    const replacement = await client.getTransaction({ hash: replacementHash });
    expect(replacement).toMatchObject({ nonce, value: 0n, input: '0x' });
    expect(replacement.to?.toLowerCase()).toBe(sender.toLowerCase());
    expect(replacement.gas * (replacement.maxFeePerGas ?? 0n)).toBe(shownCost);
    expect(replacement.maxFeePerGas).toBeGreaterThanOrEqual((parseGwei('2') * 110n) / 100n);
    expect(replacement.maxPriorityFeePerGas).toBeGreaterThanOrEqual((parseGwei('1') * 110n) / 100n);

    await rpcCall(anvil.rpcUrl, 'evm_mine', []);
    await page.locator('[data-replacement-status="success"]').waitFor();
    await expect(client.getTransaction({ hash: stuck })).rejects.toThrow();
    expect(await client.getBalance({ address: recipient })).toBe(0n);
    expect(await client.getTransactionCount({ address: sender })).toBe(nonce + 1);
    // At phone width, nothing is wider than the screen (RainbowKit's list is a desktop one above: set it after).
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
