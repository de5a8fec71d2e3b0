import type { Browser, Page } from 'playwright-core';
import {
  type Address,
  createPublicClient,
  createTestClient,
  erc20Abi,
  getAddress,
  http,
  parseAbi,
  parseEther,
  zeroAddress,
} from 'viem';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { type InjectedWallet, injectWallet } from './injected-wallet';
import { readServerInfo } from './server';
import { TOKEN_PUBLISH_FEE, TOKEN_PUBLISH_FEE_RECEIVER } from './token-publish-setup';

// token/publish with an injected wallet on the run's anvil (chain 56, typed as BSC's RPC): the token is set up and its
// cost shown before any wallet; the wallet connects at signing and deploys a mintable, capped token (the configured
// 0.01 BNB fee paid by the deployment); every field is read back; then the owner mints, is refused over the cap, and
// renounces ownership — each step checked on the chain. The wallet holds anvil's account #6, used by no other e2e test.
const STEP_TIMEOUT_MS = 45_000;
const ACCOUNT_INDEX = 6;
jest.setTimeout(180_000);

const TOKEN_READS = parseAbi([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function cap() view returns (uint256)',
  'function owner() view returns (address)',
]);
const WHOLE = 10n ** 18n;

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

async function waitForEnabled(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true });
  await button.waitFor();
  await page.waitForFunction(
    (label) => [...document.querySelectorAll('button')].some((item) => item.textContent === label && !item.disabled),
    name,
    { timeout: STEP_TIMEOUT_MS },
  );
}

describe('token publish with an injected wallet on anvil', () => {
  it('publishes a mintable, capped token with the fee, reads it back, mints, then renounces', async () => {
    const started = Date.now();
    const { rpcUrl, chainId } = chainHarness();
    const client = createPublicClient({ transport: http(rpcUrl) });
    const feeBefore = await client.getBalance({ address: TOKEN_PUBLISH_FEE_RECEIVER });

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const wallet = await injectWallet(page, { rpcUrl, chainId, accountIndex: ACCOUNT_INDEX });
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
      address: wallet.account,
      value: parseEther('100'),
    });

    // Chain, token and cost with no wallet.
    await page.goto('/en/token/publish');
    await waitForHydrated(page, '.token-publish select');
    await page.getByLabel('Chain', { exact: true }).selectOption(String(chainId));
    await page.getByLabel('RPC URL').fill(rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator(`[data-chain-id="${chainId}"]`).waitFor();

    await page.getByTestId('token-name').fill('E2E Capped Token');
    await page.getByTestId('token-symbol').fill('ECAP');
    await page.getByTestId('token-supply').fill('1000000');
    await page.getByTestId('token-mintable').check();
    await page.getByTestId('token-capped').check();
    await page.getByTestId('token-cap').fill('1500000');
    await page.getByTestId('cost-service').getByText(`${TOKEN_PUBLISH_FEE} BNB`).waitFor();
    await page.getByText('Estimated before connecting a wallet', { exact: false }).waitFor();
    expect(wallet.calls).not.toContain('eth_requestAccounts');

    // The wallet at signing; the deployment simulated from it before the button frees up.
    await page.getByRole('button', { name: 'Connect wallet to create the token' }).click();
    await pickWalletIfAsked(page, wallet, `[data-address="${getAddress(wallet.account)}"]`);
    await page.getByText('Estimated from your wallet', { exact: false }).waitFor();
    await waitForEnabled(page, 'Create ECAP on BNB Smart Chain');
    await page.getByRole('button', { name: 'Create ECAP on BNB Smart Chain' }).click();

    const result = page.getByTestId('publish-result');
    await result.waitFor({ timeout: 60_000 });
    await result.getByText('every field is what you asked', { exact: false }).waitFor();
    const token = (await page.getByTestId('token-address').textContent()) as Address;
    expect(await result.locator('tr[data-match="false"]').count()).toBe(0);
    expect(await result.locator('tr[data-match="true"]').count()).toBe(7);

    // On the chain, by our own reads: the token, and the fee paid by the deployment.
    const read = <T>(functionName: string, args: readonly unknown[] = []) =>
      client.readContract({
        address: token,
        abi: [...TOKEN_READS, ...erc20Abi],
        functionName,
        args,
      } as never) as Promise<T>;
    expect(await read<string>('name')).toBe('E2E Capped Token');
    expect(await read<string>('symbol')).toBe('ECAP');
    expect(await read<bigint>('totalSupply')).toBe(1_000_000n * WHOLE);
    expect(await read<bigint>('balanceOf', [wallet.account])).toBe(1_000_000n * WHOLE);
    expect(await read<bigint>('cap')).toBe(1_500_000n * WHOLE);
    expect((await read<Address>('owner')).toLowerCase()).toBe(wallet.account.toLowerCase());
    expect(await client.getBalance({ address: TOKEN_PUBLISH_FEE_RECEIVER })).toBe(
      feeBefore + parseEther(TOKEN_PUBLISH_FEE),
    );

    // Manage: over the cap is refused before the wallet; then a mint within it.
    const manage = page.locator(`[data-testid="manage-panel"][data-token="${token}"]`);
    await manage.getByTestId('state-supply').getByText('1000000 ECAP').waitFor();
    await manage.getByTestId('mint-amount').fill('600000');
    await manage.getByText('Over the cap: at most 500000 ECAP can still be minted.').waitFor();
    await manage.getByTestId('mint-amount').fill('500000');
    await manage.getByRole('button', { name: 'Mint', exact: true }).click();
    await manage.getByText('Mint: done.').waitFor({ timeout: 60_000 });
    await manage.getByTestId('state-supply').getByText('1500000 ECAP').waitFor();
    expect(await read<bigint>('totalSupply')).toBe(1_500_000n * WHOLE);

    // Renounce, confirmed in two steps.
    await manage.getByRole('button', { name: 'Renounce ownership', exact: true }).click();
    await manage.getByRole('button', { name: 'Yes, renounce ownership for good' }).click();
    await manage.getByText('Renounce ownership: done.').waitFor({ timeout: 60_000 });
    await manage.getByTestId('state-owner').getByText('none (ownership renounced)').waitFor();
    expect(await read<Address>('owner')).toBe(zeroAddress);
    await manage.getByRole('button', { name: 'Mint', exact: true }).waitFor({ state: 'detached' });

    // A reload keeps the token on the page, to manage or verify later.
    await page.reload();
    await page.locator(`[data-testid="manage-panel"][data-token="${token}"]`).getByTestId('state-owner').waitFor();
    await context.close();
    console.info(`token-publish e2e: ${Date.now() - started} ms`);
  });
});
