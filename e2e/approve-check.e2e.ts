import type { Browser, Page } from 'playwright-core';
import { createTestClient, http, parseAbi, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { PERMIT2_ABI, PERMIT2_ADDRESS } from '@/chains/evm/approvals/abi';
import { approvalChain, type Seeded, seedApprovals } from '@/test/approvals';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { type InjectedWallet, injectWallet } from './injected-wallet';
import { readServerInfo } from './server';

// approve/check with an injected wallet on the run's anvil (chain 56, typed as BSC's RPC): 20 approvals seeded by
// anvil's account #7 (8 ERC-20 on tUSDT, 4 on a USDT-like token, 4 NFT operators, 4 Permit2 with Permit2's allowance
// code at its canonical address) plus one set and revoked again; the page finds exactly the 20 live ones, and three —
// the USDT-like token, an operator and a Permit2 allowance — are revoked in one wallet_sendCalls batch, each then 0 on
// chain. Account #7 is this test's alone (the VIP test pays from #0, send-token from #3, token-publish from #6).
const STEP_TIMEOUT_MS = 45_000;
/** Anvil's dev account #7 (a public test key). */
const OWNER = privateKeyToAccount('0x4bbbf85ce3377467afe5d46f804f221813b2bb87f24d81f60f1fcdbf7cbf4356');
const ERC20 = parseAbi(['function allowance(address, address) view returns (uint256)']);
const OPERATOR = parseAbi(['function isApprovedForAll(address, address) view returns (bool)']);
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

describe('approve/check with an injected wallet on anvil', () => {
  it('lists 20 seeded approvals including Permit2 and a USDT-like token, and revokes three in one batch', async () => {
    const started = Date.now();
    const { rpcUrl, chainId } = chainHarness();
    await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
      address: OWNER.address,
      value: parseEther('1000'),
    });
    const chain = await approvalChain(rpcUrl, chainId);
    const seeded: Seeded = await seedApprovals(chain, OWNER, OWNER, {
      erc20: 8,
      strict: 4,
      operators: 4,
      permit2: 4,
      revoked: 1,
    });
    expect(seeded.grants).toHaveLength(20);

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const wallet = await injectWallet(page, { rpcUrl, chainId, accountIndex: 7, supportsCalls: true });
    expect(wallet.account.toLowerCase()).toBe(OWNER.address.toLowerCase());

    // Looking needs no wallet.
    await page.goto('/en/approve/check');
    await waitForHydrated(page, '.approve-check select');
    await page.getByLabel('Chain', { exact: true }).selectOption(String(chainId));
    await page.getByLabel('RPC URL').fill(rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator(`[data-chain-id="${chainId}"]`).waitFor();
    await page.getByLabel('Address to check').fill(OWNER.address);
    await page.getByRole('button', { name: 'Find approvals' }).click();
    await page.locator('.approve-check__summary[data-count="20"]').waitFor({ timeout: 60_000 });
    expect(wallet.calls).not.toContain('eth_requestAccounts');
    const table = page.getByRole('table', { name: 'Approvals granted by the address' });
    expect(await table.getByText('Permit2', { exact: true }).count()).toBe(4);
    expect(await table.getByText('NFT operator', { exact: true }).count()).toBe(4);
    expect(await table.getByText('tsUSDT', { exact: false }).count()).toBe(4);

    const strict = seeded.grants[8];
    const operator = seeded.grants[12];
    const permit2 = seeded.grants[16];
    for (const grant of [strict, operator, permit2]) {
      await table.getByLabel(new RegExp(`to ${grant.spender}$`, 'i')).check();
    }
    // The first click loads the wallet kit and asks for the wallet; the next signs.
    await page.getByRole('button', { name: 'Revoke 3 approvals' }).click();
    await pickWalletIfAsked(page, wallet, `[data-address="${OWNER.address}"]`);
    await page.getByRole('button', { name: 'Revoke 3 approvals' }).click();
    await page.locator('.approve-check__summary[data-count="17"]').waitFor({ timeout: 60_000 });
    expect(await table.getByText('Revoked', { exact: true }).count()).toBe(3);
    expect(wallet.calls).toContain('wallet_sendCalls');
    expect(wallet.calls).not.toContain('eth_sendTransaction');

    const read = chain.publicClient;
    expect(
      await read.readContract({
        address: strict.token,
        abi: ERC20,
        functionName: 'allowance',
        args: [OWNER.address, strict.spender],
      }),
    ).toBe(0n);
    expect(
      await read.readContract({
        address: operator.token,
        abi: OPERATOR,
        functionName: 'isApprovedForAll',
        args: [OWNER.address, operator.spender],
      }),
    ).toBe(false);
    const [amount] = await read.readContract({
      address: PERMIT2_ADDRESS,
      abi: PERMIT2_ABI,
      functionName: 'allowance',
      args: [OWNER.address, permit2.token, permit2.spender],
    });
    expect(amount).toBe(0n);
    // The other 17 are untouched.
    const untouched = seeded.grants[0];
    expect(
      await read.readContract({
        address: untouched.token,
        abi: ERC20,
        functionName: 'allowance',
        args: [OWNER.address, untouched.spender],
      }),
    ).toBe(untouched.amount);

    // At phone width nothing is wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
    console.info(`approve-check e2e: ${Date.now() - started} ms`);
  });
});
