import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { baseUrl, probe } from './http';
import { type InjectedWallet, injectWallet } from './injected-wallet';
import { readServerInfo } from './server';

// A signed-in user buys balanceMonitor for 7 days on the VIP page, paying TestUSDT with an injected wallet backed by
// the harness's anvil (chain 56, 1 confirmation); the server reads the transfer on chain and switches the feature on.
const STEP_TIMEOUT_MS = 45_000;
const DAY_MS = 86_400_000;
jest.setTimeout(240_000);

/** What e2e/global-setup.ts writes about the local chain next to the server. */
interface VipHarness {
  rpcUrl: string;
  chainId: number;
  fundedAccount: string;
}

function vipHarness(): VipHarness {
  const { vip } = readServerInfo() as { vip?: VipHarness };
  if (!vip) throw new Error('e2e/.artifacts/server.json has no "vip" section (anvil, token): see e2e/global-setup.ts');
  return vip;
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
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

/** Clicks the injected wallet in RainbowKit's modal if the modal asks for a wallet (it may reconnect by itself). */
async function pickWalletIfAsked(page: Page, wallet: InjectedWallet, until: string): Promise<void> {
  const option = page.locator(`[data-testid="rk-wallet-option-${wallet.rdns}"]`);
  const done = page.locator(until);
  await Promise.race([option.waitFor(), done.first().waitFor()]);
  // wagmi may reconnect the remembered wallet while the modal opens, closing it under the click: then the flow
  // goes on by itself, and what counts is that it arrives.
  if (await option.isVisible()) await option.click({ timeout: 10_000 }).catch(() => undefined);
  await done.first().waitFor();
}

async function signInWithWallet(page: Page, wallet: InjectedWallet): Promise<void> {
  await page.goto('/en/login');
  await page.getByRole('button', { name: 'Sign in with wallet' }).waitFor();
  await waitForHydrated(page, '.wallet-sign-in .wallet-button');
  await page.getByRole('button', { name: 'Sign in with wallet' }).click();
  await pickWalletIfAsked(page, wallet, '.account-entry__sign-out');
  await page.waitForURL(/\/en\/account\/usercenter$/, { timeout: STEP_TIMEOUT_MS });
}

describe('VIP purchase with an injected wallet on anvil', () => {
  it('buys balanceMonitor for 7 days: the benefits page shows it active and the guarded monitor pages open', async () => {
    const vip = vipHarness();
    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const wallet = await injectWallet(page, { rpcUrl: vip.rpcUrl, chainId: vip.chainId });
    expect(wallet.account.toLowerCase()).toBe(vip.fundedAccount.toLowerCase());
    await signInWithWallet(page, wallet);

    // Not VIP yet: the guarded page sends the user to the VIP page, remembering where they were going.
    await page.goto('/en/balance/monitor');
    await page.waitForURL(/\/en\/vip\?/);
    const guardedUrl = new URL(page.url());
    expect(guardedUrl.searchParams.get('feature')).toBe('balanceMonitor');
    expect(guardedUrl.searchParams.get('lastPage')).toBe('/en/balance/monitor');

    await page.goto('/en/vip/balanceMonitor-7');
    const pay = page.getByRole('button', { name: /^Pay 27\.9 \S+ with your wallet$/ });
    await pay.waitFor();
    await waitForHydrated(page, '.vip-pay .button');
    await pay.click();
    await pickWalletIfAsked(page, wallet, '.vip-progress, .account-alert');
    const verdict = page.locator('.vip-checkout .account-alert');
    await verdict.waitFor({ timeout: 90_000 });
    expect(await verdict.textContent()).toMatch(/Payment confirmed\. Balance monitor is active until/);
    expect(wallet.calls).toContain('eth_sendTransaction');

    const cookie = (await context.cookies())
      .filter((entry) => entry.name.includes('session-token'))
      .map((entry) => `${entry.name}=${entry.value}`)
      .join('; ');
    const info = await (await probe('/api/v1/account/info', { cookie })).json();
    const feature = info.data.vipFeatures.find((entry: { feature: string }) => entry.feature === 'balanceMonitor');
    expect(feature).toMatchObject({ isVip: true, credit: 0 });
    expect(Math.abs(Date.parse(feature.vipExpireTime) - (Date.now() + 7 * DAY_MS))).toBeLessThan(10 * 60_000);

    await page.goto('/en/account/benefits');
    const row = page.locator('.account-table tr', { hasText: 'Balance monitor' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Active');

    // The guarded pages open now: watch the paying wallet's BNB on BSC (anvil), read by the server.
    await page.goto('/en/balance/monitor/manage');
    await page.getByRole('heading', { name: 'Manage the balance monitor' }).waitFor();
    const chain = page.getByLabel('Chain');
    await chain.locator('option[value="56"]').waitFor({ state: 'attached' });
    await chain.selectOption('56');
    await page.getByLabel('Address', { exact: true }).fill(vip.fundedAccount);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page
      .getByText(/balance \d+(\.\d+)? BNB/)
      .first()
      .waitFor();

    await page.goto('/en/balance/monitor');
    await page.getByRole('heading', { name: 'Balance monitor', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/en\/balance\/monitor$/);
    await page.getByText(vip.fundedAccount, { exact: false }).first().waitFor();
    await context.close();
  });
});
