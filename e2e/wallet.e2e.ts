import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getAddress } from 'viem';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { launchBrowser } from './browser';
import { baseUrl, probe } from './http';
import { type InjectedWallet, injectWallet } from './injected-wallet';

// Wallet sign-in in Chromium with an injected EIP-1193 wallet whose signatures come from a local anvil account.
// Generous timeouts: on a busy 2-core CI machine the wallet chunk alone can take seconds to load and parse.
const STEP_TIMEOUT_MS = 45_000;
jest.setTimeout(180_000);

let browser: Browser;
let anvil: AnvilInstance;

beforeAll(async () => {
  [browser, anvil] = await Promise.all([launchBrowser(), startAnvil()]);
});

afterAll(async () => {
  await Promise.all([browser?.close(), anvil?.stop()]);
});

async function openWalletPage(): Promise<{ context: BrowserContext; page: Page; wallet: InjectedWallet }> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  const page = await context.newPage();
  const wallet = await injectWallet(page, { rpcUrl: anvil.rpcUrl, chainId: anvil.chainId });
  return { context, page, wallet };
}

/** Waits until React has hydrated the element, so its event handlers are attached. */
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

/** Opens the login page and clicks 'Sign in with wallet' once the wallet kit has loaded. */
async function startWalletSignIn(page: Page): Promise<void> {
  await page.goto('/en/login');
  const button = page.getByRole('button', { name: 'Sign in with wallet' });
  await button.waitFor();
  await waitForHydrated(page, '.wallet-sign-in .wallet-button');
  await button.click();
}

/** Picks the injected wallet in RainbowKit's modal; the wallet approves the connection by itself. */
async function pickInjectedWallet(page: Page, wallet: InjectedWallet): Promise<void> {
  const option = page.locator(`[data-testid="rk-wallet-option-${wallet.rdns}"]`);
  await option.waitFor();
  await option.click();
}

describe('wallet sign-in (SIWE) with an injected wallet backed by anvil', () => {
  it('signs in, lands on usercenter with the address, and logs out for good', async () => {
    const { context, page, wallet } = await openWalletPage();
    const address = getAddress(wallet.account);

    await startWalletSignIn(page);
    await pickInjectedWallet(page, wallet);
    await page.waitForURL(/\/en\/account\/usercenter$/, { timeout: STEP_TIMEOUT_MS });
    await page.getByText(address, { exact: true }).waitFor();
    expect(wallet.calls).toEqual(expect.arrayContaining(['eth_chainId', 'personal_sign']));

    // The session cookie as it is now: after logout the server must refuse it, wherever it was copied to.
    const cookie = (await context.cookies())
      .filter((entry) => entry.name.includes('session-token'))
      .map((entry) => `${entry.name}=${entry.value}`)
      .join('; ');
    expect(cookie).not.toBe('');
    const before = await (await probe('/api/v1/account/info', { cookie })).json();
    expect(before).toMatchObject({ code: 0, data: { address } });

    await waitForHydrated(page, '.account-entry__sign-out');
    await Promise.all([
      page.waitForResponse((response) => response.url().includes('/api/v1/account/logout') && response.ok()),
      page.click('.account-entry__sign-out'),
    ]);
    const after = await probe('/api/v1/account/info', { cookie });
    expect(after.status).toBe(401);
    expect((await after.json()).code).toBe(5006);
    await context.close();
  });

  it('says quietly that a rejected signature was cancelled, and signs in on the next try', async () => {
    const { context, page, wallet } = await openWalletPage();
    wallet.rejectNextSignature();

    await startWalletSignIn(page);
    await pickInjectedWallet(page, wallet);
    const note = page.locator('.wallet-feedback--quiet');
    await note.waitFor();
    expect(await note.textContent()).toMatch(/cancelled/i);
    expect(new URL(page.url()).pathname).toBe('/en/login');

    // Already connected now: one click goes straight to the signature.
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await page.waitForURL(/\/en\/account\/usercenter$/, { timeout: STEP_TIMEOUT_MS });
    await context.close();
  });
});
