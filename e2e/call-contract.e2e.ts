import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser } from 'playwright-core';
import {
  type Address,
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import { CALL_TARGET_ABI, deployCallTarget } from '@/test/call-contract-target';
import { launchBrowser } from './browser';
import { rpc, waitForHydrated } from './evm-e2e-helpers';
import { baseUrl } from './http';
import { readServerInfo } from './server';

// The end-to-end check of batch/call-contract: in Chromium, against the run's anvil (chain 56) as a custom RPC,
// ten pasted keys each call mint(to, tokenId) of a freshly deployed test ERC-721 with their own line of arguments.
// One line asks for an id already minted: the review simulates every call and refuses that row with its decoded
// custom error before anything is sent. The nine others are sent and read back on chain; no request the browser made
// (to our server, to anvil, anywhere) carries a key.
const WALLET_COUNT = 10;
const REVERTING_ROW = 4;
const STEP_TIMEOUT_MS = 30_000;
jest.setTimeout(120_000);

const OWNER_OF = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)']);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface RecordedRequest {
  url: string;
  headers: Record<string, string>;
  postData: string | null;
}

function broadcastsIn(requests: readonly RecordedRequest[]): number {
  return requests.reduce(
    (count, request) => count + (request.postData?.match(/"eth_sendRawTransaction"/g)?.length ?? 0),
    0,
  );
}

describe('batch contract calls in Chromium', () => {
  it('calls mint from 10 pasted keys; the reverting row is refused before anything is sent; no request carries a key', async () => {
    const { vip } = readServerInfo();
    const client = createPublicClient({
      transport: http(vip.rpcUrl),
      cacheTime: 0,
      pollingInterval: 100,
    }) as PublicClient;
    const keys = Array.from({ length: WALLET_COUNT }, () => generatePrivateKey());
    const wallets = keys.map((key) => privateKeyToAddress(key));
    // A deployer of its own: anvil's account 0 belongs to the other e2e tests running meanwhile.
    const deployerKey = generatePrivateKey();
    const deployer = privateKeyToAccount(deployerKey);
    await Promise.all(
      [...wallets, deployer.address].map((address) =>
        rpc(vip.rpcUrl, 'anvil_setBalance', [address, '0xde0b6b3a7640000']),
      ),
    );
    const contract = await deployCallTarget(vip.rpcUrl, deployer);
    const base = BigInt(Date.now()) * 100n;
    const tokenIds = wallets.map((_, index) => base + BigInt(index));
    // The id of the reverting row is minted first, to the deployer.
    const chain = {
      id: await client.getChainId(),
      name: 'anvil',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: { default: { http: [vip.rpcUrl] } },
    };
    const writer = createWalletClient({ account: deployer, chain, transport: http(vip.rpcUrl) });
    const mintHash = await writer.writeContract({
      address: contract,
      abi: CALL_TARGET_ABI,
      functionName: 'mint',
      args: [deployer.address, tokenIds[REVERTING_ROW]],
    });
    expect((await client.waitForTransactionReceipt({ hash: mintHash })).status).toBe('success');

    // At a phone's width (375 px): the whole flow must fit the screen.
    const context = await browser.newContext({
      baseURL: baseUrl(),
      acceptDownloads: true,
      viewport: { width: 375, height: 800 },
    });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const requests: RecordedRequest[] = [];
    page.on('request', (request) => {
      requests.push({ url: request.url(), headers: request.headers(), postData: request.postData() });
    });

    await page.goto('/en/batch/call-contract');
    await waitForHydrated(page, '.key-batch select', STEP_TIMEOUT_MS);
    await page.getByLabel('Chain', { exact: true }).selectOption('custom');
    await page.getByLabel('RPC URL').fill(vip.rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator('[data-chain-id="56"]').waitFor();

    await page.getByLabel('Contract address').fill(contract);
    await page.getByLabel('ABI (JSON)').fill(JSON.stringify(CALL_TARGET_ABI));
    await page.getByLabel('Function to call').selectOption('mint(address,uint256)');
    const lines = ['to,tokenId', ...wallets.map((wallet, index) => `${wallet}, ${tokenIds[index]}`)];
    await page.getByLabel('Arguments, one call per line').fill(lines.join('\n'));
    await page.getByLabel('Private keys of the calling wallets, one per line').fill(keys.join('\n'));
    await page.getByText(`${WALLET_COUNT} wallets`, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Simulate every call' }).click();
    const summary = page.getByRole('region', { name: 'Before sending' });
    await summary.waitFor();
    expect(await summary.locator('div', { hasText: 'Will be sent' }).locator('dd').textContent()).toBe('9');
    expect(await summary.locator('div', { hasText: 'Refused (would revert)' }).locator('dd').textContent()).toBe('1');
    const refused = page.locator('li[data-state="refused"]');
    expect(await refused.count()).toBe(1);
    expect(await refused.getAttribute('data-line')).toBe(String(REVERTING_ROW + 1));
    expect(await refused.textContent()).toContain(`would revert: AlreadyMinted(${tokenIds[REVERTING_ROW]})`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Simulated, refused, and nothing sent yet: not one raw transaction left the page.
    expect(broadcastsIn(requests)).toBe(0);
    expect(await client.getTransactionCount({ address: wallets[REVERTING_ROW] })).toBe(0);

    await page.getByRole('button', { name: 'Send 9 calls' }).click();
    await page.getByText('9 of 9 rows done').waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export results (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    await context.close();

    const { data } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(data).toHaveLength(WALLET_COUNT - 1);
    for (const [index, wallet] of wallets.entries()) {
      const owner = await client.readContract({
        address: contract,
        abi: OWNER_OF,
        functionName: 'ownerOf',
        args: [tokenIds[index]],
      });
      if (index === REVERTING_ROW) {
        expect(owner).toBe(deployer.address);
        expect(await client.getTransactionCount({ address: wallet as Address })).toBe(0);
        continue;
      }
      expect(owner).toBe(wallet);
      const row = data.find((entry) => entry.wallet.toLowerCase() === wallet.toLowerCase());
      expect(row).toMatchObject({ status: 'confirmed', error: '', contract });
      const receipt = await client.getTransactionReceipt({ hash: row?.txHash as Hex });
      expect(receipt.status).toBe('success');
    }

    expect(broadcastsIn(requests)).toBe(WALLET_COUNT - 1);
    const secrets = keys.map((key) => key.slice(2).toLowerCase());
    for (const request of [...requests, { url: 'call-contract-run.csv', headers: {}, postData: csv }]) {
      const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.postData ?? ''}`.toLowerCase();
      const leaked = secrets.filter((secret) => text.includes(secret));
      expect({ url: request.url, leaked }).toEqual({ url: request.url, leaked: [] });
    }
    console.info(`call-contract e2e: ${WALLET_COUNT} wallets, ${requests.length} requests checked`);
  });
});
