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
import { addV2Liquidity, deployDexStand, deployTradeToken } from '@/chains/evm/dex/testing/dex-stand';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { readServerInfo } from './server';

// bmm/evm in Chromium against the run's anvil (chain 56) with Uniswap V2 deployed from the npm artifacts by a fresh
// account: a fresh user buys the dexBulkTrade VIP through the API, then four freshly generated, funded wallets run a
// market-making session from the page. It is started, paused, the page reloaded, the keys pasted again and the
// session resumed to its end: the transactions on chain are exactly the page's log, none sent twice, and no request
// of the visit (to our server, to anvil, anywhere) nor the saved session carries a key.
const WALLET_COUNT = 4;
const TRADES = 8;
const STEP_TIMEOUT_MS = 30_000;
const STORAGE_KEY = 'chainkit:bmm:evm:session:v1';
jest.setTimeout(240_000);

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
  const send = async (data: Hex, nonce: number) => {
    const serializedTransaction = await payer.signTransaction({
      chainId: vip.chainId,
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

interface SavedTx {
  hash: Hex;
  wallet: Address;
  nonce: number;
  kind: string;
  status: string;
}

async function savedSession(page: Page): Promise<{ text: string; txs: SavedTx[] }> {
  const text = (await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)) ?? '';
  return { text, txs: text ? (JSON.parse(text) as { txs: SavedTx[] }).txs : [] };
}

describe('market making in Chromium', () => {
  it('starts, pauses, reloads and resumes a session: the chain holds exactly its log, no key in any request', async () => {
    const { vip } = readServerInfo();
    const client = createPublicClient({ transport: http(vip.rpcUrl), cacheTime: 0 }) as PublicClient;
    const deployer = privateKeyToAccount(generatePrivateKey());
    await rpc(vip.rpcUrl, 'anvil_setBalance', [deployer.address, `0x${(10n ** 24n).toString(16)}`]);
    const stand = await deployDexStand(vip.rpcUrl, vip.chainId, { deployer, withV3: false });
    const token = await deployTradeToken(stand, parseEther('10000000'), { symbol: 'MM' });
    await addV2Liquidity(stand, token, parseEther('1000000'), parseEther('100'));
    const cookie = await vipSession(client, vip.rpcUrl);

    const keys = Array.from({ length: WALLET_COUNT }, () => generatePrivateKey());
    const wallets = keys.map((key) => privateKeyToAddress(key));
    await Promise.all(
      wallets.map((address) => rpc(vip.rpcUrl, 'anvil_setBalance', [address, `0x${parseEther('1').toString(16)}`])),
    );

    // At a phone's width (375 px): the form, the live panel and its tables must fit the screen.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      acceptDownloads: true,
      viewport: { width: 375, height: 800 },
    });
    const [name, value] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: baseUrl() }]);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const requests: { url: string; headers: Record<string, string>; postData: string | null }[] = [];
    page.on('request', (request) => {
      requests.push({ url: request.url(), headers: request.headers(), postData: request.postData() });
    });

    await page.goto('/en/bmm/evm');
    expect(new URL(page.url()).pathname).toBe('/en/bmm/evm');
    await waitForHydrated(page, '.key-batch select');
    await page.getByLabel('Chain', { exact: true }).selectOption('custom');
    await page.getByLabel('RPC URL').fill(vip.rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator('[data-chain-id="56"]').waitFor();
    await page.getByLabel('DEX', { exact: true }).selectOption('custom-v2');
    await page.getByLabel('V2 router address').fill(stand.v2Router);
    await page.getByLabel('Token to trade').fill(token);
    await page.getByText('MM · 18').waitFor();
    await page.getByLabel(/^Each buy at least/).fill('0.01');
    await page.getByLabel(/^Each buy at most/).fill('0.02');
    await page.getByLabel(/^Each sell at least/).fill('50');
    await page.getByLabel(/^Each sell at most/).fill('150');
    await page.getByLabel('Seconds between trades, at least').fill('1');
    await page.getByLabel('Seconds between trades, at most').fill('2');
    await page.getByLabel('Number of trades').fill(String(TRADES));
    await page.getByLabel('Private keys of the trading wallets').fill(keys.join('\n'));
    await page.getByText(`${WALLET_COUNT} wallets`, { exact: true }).waitFor();
    await page.getByRole('button', { name: `Start the session with ${WALLET_COUNT} wallets` }).click();
    const trades = page.getByTestId('bmm-trades');
    await page.getByRole('heading', { name: 'Running' }).waitFor();
    await page.waitForFunction(
      () => Number(document.querySelector('[data-testid="bmm-trades"]')?.textContent ?? '0') >= 3,
      undefined,
      { timeout: 60_000 },
    );
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByRole('heading', { name: 'Paused' }).waitFor();
    const beforeReload = Number(await trades.textContent());
    expect(beforeReload).toBeLessThan(TRADES);

    // The reload: the session comes back paused, without its keys; they are pasted again and it resumes.
    await page.reload();
    await waitForHydrated(page, '.key-batch textarea');
    await page.getByRole('heading', { name: 'Paused' }).waitFor();
    await page.getByText(/wallets of the session have no key pasted/).waitFor();
    const afterReload = await savedSession(page);
    expect(afterReload.txs.length).toBeGreaterThan(0);
    await page.getByLabel('Private keys of the trading wallets').fill(keys.join('\n'));
    await page.getByText(`${WALLET_COUNT} wallets`, { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Resume', exact: true }).click();
    await page.getByRole('heading', { name: /Ended · number of trades reached/ }).waitFor({ timeout: 120_000 });
    expect(await trades.textContent()).toBe(String(TRADES));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const saved = await savedSession(page);
    const rows = await page
      .getByTestId('bmm-txs')
      .locator('tbody tr')
      .evaluateAll((elements) =>
        elements.map((row) => [row.getAttribute('data-hash'), row.getAttribute('data-status')]),
      );
    await context.close();

    // The page's log is the saved history, and the chain holds exactly it: each transaction once, nonces in a row.
    expect(rows.map(([hash]) => hash).sort()).toEqual(saved.txs.map((tx) => tx.hash).sort());
    expect(new Set(saved.txs.map((tx) => tx.hash)).size).toBe(saved.txs.length);
    expect(saved.txs.filter((tx) => tx.kind === 'trade' && tx.status === 'confirmed')).toHaveLength(TRADES);
    for (const wallet of wallets) {
      const own = saved.txs.filter((tx) => tx.wallet.toLowerCase() === wallet.toLowerCase());
      const landed = own.filter((tx) => tx.status !== 'dropped');
      expect(await client.getTransactionCount({ address: wallet })).toBe(landed.length);
      expect(landed.map((tx) => tx.nonce).sort((a, b) => a - b)).toEqual(landed.map((_, index) => index));
      for (const tx of landed) {
        const receipt = await client.getTransactionReceipt({ hash: tx.hash });
        expect(receipt.from.toLowerCase()).toBe(wallet.toLowerCase());
        expect(receipt.status).toBe('success');
      }
    }
    // Every transaction was broadcast once: no decision was sent twice, before or after the reload.
    const broadcasts = requests.reduce(
      (count, request) => count + (request.postData?.match(/"eth_sendRawTransaction"/g)?.length ?? 0),
      0,
    );
    expect(broadcasts).toBe(saved.txs.length);
    const secrets = keys.map((key) => key.slice(2).toLowerCase());
    for (const request of [...requests, { url: 'localStorage', headers: {}, postData: saved.text }]) {
      const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.postData ?? ''}`.toLowerCase();
      const leaked = secrets.filter((secret) => text.includes(secret));
      expect({ url: request.url, leaked }).toEqual({ url: request.url, leaked: [] });
    }
    console.info(
      `bmm e2e: ${saved.txs.length} transactions (${beforeReload} trades before the reload), ${requests.length} requests checked`,
    );
  });
});
