import type { Browser, Page } from 'playwright-core';
import {
  createPublicClient,
  createTestClient,
  getAddress,
  http,
  keccak256,
  type PublicClient,
  parseEther,
  slice,
  toHex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { KNOWN_SWEEPERS } from '@/chains/evm/eip7702/known-delegates';
import { signSetCode } from '@/chains/evm/eip7702/set-code';
import { formatDecimal } from '@/lib/fees/decimal';
import { ANVIL_ACCOUNT_3 } from '@/test/erc20';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { type InjectedWallet, injectWallet } from './injected-wallet';
import { readServerInfo } from './server';

// EVM tools on a registry chain other than Ethereum and BSC: the run's second anvil answers as Base (8453; global
// setup, e2e/evm-base-chain-setup.ts). The balance checker at check-balance/base, batch/send-token with the injected
// wallet, and eip7702 inspecting a wallet delegated to a sweeper, then revoking it with a sponsor paying the gas.
const STEP_TIMEOUT_MS = 45_000;
jest.setTimeout(180_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function baseChain(): { rpcUrl: string; chainId: number } {
  const { base } = readServerInfo();
  if (!base) throw new Error('e2e/.artifacts/server.json has no "base" section: see e2e/evm-base-chain-setup.ts');
  return base;
}

function clients() {
  const { rpcUrl } = baseChain();
  return {
    client: createPublicClient({ transport: http(rpcUrl), cacheTime: 0 }),
    testClient: createTestClient({ mode: 'anvil', transport: http(rpcUrl) }),
  };
}

function freshAddresses(count: number, label: string): `0x${string}`[] {
  const seed = `${label}:${Date.now()}:${Math.random()}`;
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

/** Points the page's chain picker at the Base anvil, as a user types their own RPC for Base. */
async function useBaseRpc(page: Page): Promise<void> {
  const { rpcUrl, chainId } = baseChain();
  await page.getByLabel('Chain', { exact: true }).selectOption(String(chainId));
  await page.getByLabel('RPC URL').fill(rpcUrl);
  await page.getByRole('button', { name: 'Use this RPC' }).click();
  await page.locator(`[data-chain-id="${chainId}"]`).waitFor();
}

async function pickWalletIfAsked(page: Page, wallet: InjectedWallet, until: string): Promise<void> {
  const option = page.locator(`[data-testid="rk-wallet-option-${wallet.rdns}"]`);
  const done = page.locator(until);
  await Promise.race([option.waitFor(), done.first().waitFor()]);
  if (await option.isVisible()) await option.click({ timeout: 10_000 }).catch(() => undefined);
  await done.first().waitFor();
}

describe('EVM tools on Base (chain 8453) in Chromium', () => {
  it('check-balance/base reads the balances anvil holds as Base', async () => {
    const { testClient } = clients();
    const holders = freshAddresses(3, 'base-check');
    const balances = [parseEther('1.5'), 7n, parseEther('0.000123')];
    await Promise.all(holders.map((address, index) => testClient.setBalance({ address, value: balances[index] })));

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    await page.goto('/en/check-balance/base');
    await waitForHydrated(page, '.check-balance textarea');
    expect(await page.locator('h1').textContent()).toContain('Base');
    // The page starts on Base itself.
    expect(await page.getByLabel('Chain', { exact: true }).inputValue()).toBe('8453');
    await useBaseRpc(page);
    await page.getByLabel('Rows', { exact: true }).fill(holders.join('\n'));
    await page.getByText('3 of 3 rows ready').waitFor();
    await page.getByRole('button', { name: 'Check balances' }).click();
    await page.getByText('Done: 3 balances read').waitFor();
    const shown = await page.$$eval('tbody tr[data-address]', (rows) =>
      rows.map((row) => [...row.querySelectorAll('td[data-column]')].map((cell) => cell.textContent)),
    );
    expect(shown).toEqual(balances.map((value) => [formatDecimal(value, 18)]));
    await context.close();
  });

  it('batch/send-token sends ETH on Base to five recipients from the injected wallet, read back on chain', async () => {
    const { rpcUrl, chainId } = baseChain();
    const { client, testClient } = clients();
    const sender = ANVIL_ACCOUNT_3.address;
    await testClient.setBalance({ address: sender, value: parseEther('100') });
    const recipients = freshAddresses(5, 'base-send');
    const amounts = recipients.map((_, index) => parseEther('0.01') + BigInt(index) * 1_000n);

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const wallet = await injectWallet(page, { rpcUrl, chainId, accountIndex: 3 });
    await page.goto('/en/batch/send-token');
    await waitForHydrated(page, '.send-token select');
    await useBaseRpc(page);
    const lines = recipients.map((address, index) => `${address},${formatDecimal(amounts[index], 18)}`);
    await page.getByLabel('Rows', { exact: true }).fill(lines.join('\n'));
    await page.getByText('5 of 5 rows ready').waitFor();
    await page.getByRole('button', { name: 'Connect wallet to send to 5 recipients' }).click();
    await pickWalletIfAsked(page, wallet, `[data-address="${sender}"]`);
    await page.getByText('Looking for the Multisend contract…').waitFor({ state: 'detached' });
    const deploy = page.getByRole('button', { name: /^Deploy the Multisend contract/ });
    if (await deploy.isVisible()) {
      await deploy.click();
      await deploy.waitFor({ state: 'detached', timeout: 60_000 });
    }
    const send = page.locator('.send-token__send button');
    await page.waitForFunction((selector) => {
      const button = document.querySelector<HTMLButtonElement>(selector);
      return !!button && !button.disabled;
    }, '.send-token__send button');
    expect(await send.textContent()).toBe('Send to 5 recipients');
    await send.click();
    await page.getByText('All 5 rows confirmed.').waitFor({ timeout: 60_000 });
    const received = await Promise.all(recipients.map((address) => client.getBalance({ address })));
    expect(received).toEqual(amounts);
    expect(wallet.calls).toContain('eth_sendTransaction');
    await context.close();
  });

  it('eip7702 finds a wallet delegated to a sweeper and revokes it with a sponsor paying, no key in any request', async () => {
    const { chainId } = baseChain();
    const { client, testClient } = clients();
    const sweeper = KNOWN_SWEEPERS[0];
    const walletKey = generatePrivateKey();
    const sponsorKey = generatePrivateKey();
    const wallet = privateKeyToAccount(walletKey);
    const sponsor = privateKeyToAccount(sponsorKey);
    const plain = freshAddresses(1, 'eip7702-plain')[0];
    await testClient.setBalance({ address: wallet.address, value: parseEther('1') });
    await testClient.setBalance({ address: sponsor.address, value: parseEther('1') });
    // The phishing signature: the wallet delegated to the sweeper, then emptied.
    const block = await client.getBlock();
    const fees = { maxFeePerGas: (block.baseFeePerGas ?? 1n) * 2n + 1n, maxPriorityFeePerGas: 1n };
    const phished = await signSetCode({
      client: client as PublicClient,
      chainId,
      sender: wallet,
      authorities: [wallet],
      target: sweeper.address,
      fees,
    });
    await client.sendRawTransaction({ serializedTransaction: phished.serializedTransaction });
    await client.waitForTransactionReceipt({ hash: phished.hash });
    await testClient.setBalance({ address: wallet.address, value: 0n });

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (request) => sent.push(`${request.url()} ${request.postData() ?? ''}`.toLowerCase()));
    await page.goto('/en/eip7702');
    await waitForHydrated(page, '#eip7702-addresses');
    await useBaseRpc(page);

    await page.getByLabel('Addresses to check').fill(`${wallet.address}\n${plain}\nnot-an-address`);
    await page.getByText('Line 3: Not a valid address').waitFor();
    await page.getByRole('button', { name: 'Check delegations' }).click();
    await page.getByText('2 addresses checked, 1 delegated.').waitFor();
    await page.getByText(`Danger: ${sweeper.name}, a known sweeper that steals funds`).first().waitFor();
    const states = await page.$$eval('tbody span[data-state]', (cells) =>
      cells
        .map((cell) => cell.getAttribute('data-state'))
        .filter((state) => state === 'delegated' || state === 'plain'),
    );
    expect(states).toEqual(['delegated', 'plain']);

    await page.getByLabel('Private keys of the wallets').fill(walletKey);
    await page.getByText('1 wallet', { exact: true }).waitFor();
    await page.getByLabel('Sponsor private key (optional)').fill(sponsorKey);
    await page.getByText(`Sponsor: ${sponsor.address}`).waitFor();
    await page.getByRole('button', { name: 'Review wallets and fees' }).click();
    const summary = page.getByRole('region', { name: 'Before signing' });
    await summary.waitFor();
    expect(await summary.textContent()).toContain(sponsor.address);
    await page.getByRole('button', { name: 'Revoke 1 wallet' }).click();
    await page.getByText('1 of 1 rows done').waitFor({ timeout: 60_000 });
    expect(await page.locator('.key-batch__run [data-status="confirmed"]').count()).toBeGreaterThan(0);

    expect(await client.getCode({ address: wallet.address })).toBeUndefined();
    expect(await client.getBalance({ address: wallet.address })).toBe(0n);
    expect(await client.getTransactionCount({ address: sponsor.address })).toBe(1);

    // Checked again, the wallet is a plain account.
    await page.getByRole('button', { name: 'Check delegations' }).click();
    await page.getByText('2 addresses checked, 0 delegated.').waitFor();

    for (const key of [walletKey, sponsorKey]) {
      const digits = key.slice(2).toLowerCase();
      expect(sent.filter((request) => request.includes(digits))).toEqual([]);
    }
    await context.close();
  });

  it('eip7702 fits a 375 px phone: nothing wider than the screen once a check is shown', async () => {
    const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 375, height: 800 } });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    await page.goto('/en/eip7702');
    await waitForHydrated(page, '#eip7702-addresses');
    await useBaseRpc(page);
    await page.getByLabel('Addresses to check').fill(freshAddresses(3, 'eip7702-phone').join('\n'));
    await page.getByRole('button', { name: 'Check delegations' }).click();
    await page.getByText('3 addresses checked, 0 delegated.').waitFor();
    await page.getByLabel('Delegate to a contract').check();
    await page.getByLabel('Contract to delegate to').fill(KNOWN_SWEEPERS[0].address);
    await page.getByText('This contract is a known sweeper', { exact: false }).waitFor();
    await page.screenshot({ path: 'e2e/.artifacts/eip7702-375.png', fullPage: true });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await context.close();
  });
});
