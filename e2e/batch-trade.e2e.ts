import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
  parseEther,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import {
  addV2Liquidity,
  type DexStand,
  deployDexStand,
  deployTradeToken,
  tokenBalance,
} from '@/chains/evm/dex/testing/dex-stand';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { readServerInfo } from './server';

// batch/trade in Chromium against the run's anvil (chain 56) with Uniswap V2 deployed from the npm artifacts by a
// fresh account: a fresh user buys the dexBulkTrade VIP through the API (a TestUSDT transfer, prepay, confirm), then
// ten freshly generated, funded wallets buy the token through the page. Every request of the visit is recorded; no
// request (to our server, to anvil, anywhere) nor the exported CSV may carry a key.
const WALLET_COUNT = 10;
const STEP_TIMEOUT_MS = 30_000;
jest.setTimeout(120_000);

const USDT = parseAbi(['function mint(address to, uint256 value)', 'function transfer(address to, uint256 value)']);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(`${method}: ${body.error.message}`);
  return body.result;
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

async function api(path: string, cookie: string, body?: unknown): Promise<{ code: number; data?: unknown }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data?: unknown };
}

/** A fresh account signed in with its wallet, which then pays the 7-day dexBulkTrade plan in TestUSDT. */
async function vipSession(client: PublicClient, rpcUrl: string): Promise<string> {
  const { vip } = readServerInfo();
  const payer = privateKeyToAccount(generatePrivateKey());
  await rpc(rpcUrl, 'anvil_setBalance', [payer.address, `0x${parseEther('1').toString(16)}`]);
  const message = (await api(`/api/v1/account/signmsg?address=${payer.address}&chainId=1`, '')) as {
    data: { message: string };
  };
  const signature = await payer.signMessage({ message: message.data.message });
  const verify = await fetch(`${baseUrl()}/api/v1/account/signverify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ message: message.data.message, signature }),
  });
  const cookie = verify.headers
    .getSetCookie()
    .find((value) => value.startsWith('next-auth.session-token='))
    ?.split(';')[0];
  if (!cookie) throw new Error('no session');
  const amount = 279n * 10n ** BigInt(vip.tokenDecimals - 1);
  const chain = { id: vip.chainId } as const;
  const send = async (data: Hex, nonce: number) => {
    const serializedTransaction = await payer.signTransaction({
      chainId: chain.id,
      nonce,
      to: vip.tokenAddress as Address,
      data,
      gas: 100_000n,
      ...(await client.estimateFeesPerGas()),
    });
    const hash = await client.sendRawTransaction({ serializedTransaction });
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error('payment reverted');
    return hash;
  };
  await send(encodeFunctionData({ abi: USDT, functionName: 'mint', args: [payer.address, amount] }), 0);
  const txHash = await send(
    encodeFunctionData({ abi: USDT, functionName: 'transfer', args: [vip.receiver as Address, amount] }),
    1,
  );
  const prepay = await api('/api/v1/vip/prepay', cookie, {
    walletAddress: payer.address,
    tokenAddress: vip.tokenAddress,
    chainId: vip.chainId,
    tokenAmount: '27.9',
    vipDays: 7,
    txHash,
    feature: 'dexBulkTrade',
    plan: 'buy',
  });
  if (prepay.code !== 0) throw new Error(`prepay: ${JSON.stringify(prepay)}`);
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const confirm = (await api('/api/v1/vip/pay/confirm', cookie, { txHash })) as {
      code: number;
      data?: { status?: string };
    };
    if (confirm.data?.status === 'confirmed') return cookie;
    await rpc(rpcUrl, 'evm_mine', []);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the VIP payment was not confirmed');
}

describe('batch trade in Chromium', () => {
  it('buys from 10 pasted keys through a custom RPC and router, and no request carries a key', async () => {
    const { vip } = readServerInfo();
    const client = createPublicClient({ transport: http(vip.rpcUrl), cacheTime: 0 }) as PublicClient;
    const deployer = privateKeyToAccount(generatePrivateKey());
    await rpc(vip.rpcUrl, 'anvil_setBalance', [deployer.address, `0x${(10n ** 24n).toString(16)}`]);
    // V2 only (WETH9, factory, Router02): the page's custom-router path, with few deployments on the shared chain.
    const stand: DexStand = await deployDexStand(vip.rpcUrl, vip.chainId, { deployer, withV3: false });
    const token = await deployTradeToken(stand, parseEther('10000000'), { symbol: 'E2E' });
    await addV2Liquidity(stand, token, parseEther('1000000'), parseEther('100'));
    const cookie = await vipSession(client, vip.rpcUrl);

    const keys = Array.from({ length: WALLET_COUNT }, () => generatePrivateKey());
    const wallets = keys.map((key) => privateKeyToAddress(key));
    await Promise.all(
      wallets.map((address) => rpc(vip.rpcUrl, 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`])),
    );

    const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true });
    const [name, value] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: baseUrl() }]);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const requests: { url: string; headers: Record<string, string>; postData: string | null }[] = [];
    page.on('request', (request) => {
      requests.push({ url: request.url(), headers: request.headers(), postData: request.postData() });
    });

    await page.goto('/en/batch/trade');
    expect(new URL(page.url()).pathname).toBe('/en/batch/trade');
    await waitForHydrated(page, '.key-batch select');
    await page.getByLabel('Chain', { exact: true }).selectOption('custom');
    await page.getByLabel('RPC URL').fill(vip.rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator('[data-chain-id="56"]').waitFor();
    await page.getByLabel('DEX', { exact: true }).selectOption('custom-v2');
    await page.getByLabel('V2 router address').fill(stand.v2Router);
    await page.getByLabel('Token to trade').fill(token);
    await page.getByText('E2E · 18').waitFor();
    await page.getByLabel('Amount', { exact: true }).fill('0.05');
    await page.getByLabel('Private keys of the trading wallets').fill(keys.join('\n'));
    await page.getByText(`${WALLET_COUNT} wallets`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Check the token and quote every wallet' }).click();
    const summary = page.getByRole('region', { name: 'Before signing' });
    await summary.waitFor();
    expect(await summary.locator('div', { hasText: 'Ready to trade' }).locator('dd').textContent()).toBe('10');

    await page.getByRole('button', { name: `Trade from ${WALLET_COUNT} wallets` }).click();
    await page.getByText(`${WALLET_COUNT} of ${WALLET_COUNT} rows done`).waitFor({ timeout: 60_000 });
    const progress = page.getByRole('region', { name: 'Progress', exact: true });
    expect(await progress.locator('[data-status="confirmed"] dd').textContent()).toBe(String(WALLET_COUNT));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export results (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    await context.close();

    const { data } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(data).toHaveLength(WALLET_COUNT);
    for (const wallet of wallets) {
      const row = data.find((entry) => entry.wallet.toLowerCase() === wallet.toLowerCase());
      expect(row).toMatchObject({ step: 'buy', amount: '0.05', status: 'confirmed', error: '' });
      expect(row?.txLink).toBe(`https://bscscan.com/tx/${row?.txHash}`);
      const receipt = await client.getTransactionReceipt({ hash: row?.txHash as Hex });
      expect(receipt.status).toBe('success');
      expect(await tokenBalance(stand, token, wallet)).toBeGreaterThan(0n);
      expect(await client.getTransactionCount({ address: wallet })).toBe(1);
    }
    const broadcasts = requests.reduce(
      (count, request) => count + (request.postData?.match(/"eth_sendRawTransaction"/g)?.length ?? 0),
      0,
    );
    expect(broadcasts).toBe(WALLET_COUNT);
    const secrets = keys.map((key) => key.slice(2).toLowerCase());
    for (const request of [...requests, { url: 'batch-trade.csv', headers: {}, postData: csv }]) {
      const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.postData ?? ''}`.toLowerCase();
      const leaked = secrets.filter((secret) => text.includes(secret));
      expect({ url: request.url, leaked }).toEqual({ url: request.url, leaked: [] });
    }
    console.info(`batch trade e2e: ${WALLET_COUNT} wallets, ${requests.length} requests checked`);
  });
});
