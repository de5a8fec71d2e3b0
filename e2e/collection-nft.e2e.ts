import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  getAddress,
  type Hex,
  http,
  type PublicClient,
  parseAbi,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts';
import multicallArtifact from '@/contracts/test/Multicall3Compatible.json';
import nft721Artifact from '@/contracts/test/TestNFT721.json';
import nft721EnumerableArtifact from '@/contracts/test/TestNFT721Enumerable.json';
import nft1155Artifact from '@/contracts/test/TestNFT1155.json';
import { launchBrowser } from './browser';
import { rpc, waitForHydrated } from './evm-e2e-helpers';
import { baseUrl } from './http';
import { type InjectedWallet, injectWallet } from './injected-wallet';
import { leakedIn } from './key-leaks';
import { readServerInfo } from './server';

// The end-to-end check of batch/collection-nft (issue 14 point 2): in Chromium, against the run's anvil
// (chain 56) as a custom RPC. A user signed in with anvil's account #9 (nobody else's) is sent to the VIP page until
// they buy nftCollection; then ten fresh wallets' NFTs — an enumerable ERC-721, a plain ERC-721 found from logs, an
// ERC-1155 — are swept to one address, one wallet topped up with gas first. The chain must show every token at the
// destination, and no request the browser made during the whole visit may carry a key, in any encoding.
const WALLET_COUNT = 10;
const STEP_TIMEOUT_MS = 45_000;
/** Anvil's dev account #9 (public test key): this test's alone on the shared anvil. */
const ACCOUNT_9_KEY: Hex = '0x2a871d0798f97d79848a013d4936a73bf4cc922c825d33c1cf7073dff6d409c6';
const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11';
jest.setTimeout(300_000);

const NFT_ABI = parseAbi([
  'function mint(address to, uint256 tokenId)',
  'function mint(address to, uint256 id, uint256 value)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOf(address account, uint256 id) view returns (uint256)',
]);

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

/** Clicks the injected wallet in RainbowKit's modal if the modal asks for a wallet (it may reconnect by itself). */
async function pickWalletIfAsked(page: Page, wallet: InjectedWallet, until: string): Promise<void> {
  const option = page.locator(`[data-testid="rk-wallet-option-${wallet.rdns}"]`);
  const done = page.locator(until);
  await Promise.race([option.waitFor(), done.first().waitFor()]);
  if (await option.isVisible()) await option.click({ timeout: 10_000 }).catch(() => undefined);
  await done.first().waitFor();
}

describe('NFT collection in Chromium', () => {
  it('refuses a user without nftCollection, then sweeps 10 wallets once bought, and no request carries a key', async () => {
    const { vip } = readServerInfo();
    const client = createPublicClient({ transport: http(vip.rpcUrl), cacheTime: 0 }) as PublicClient;
    const deployer = privateKeyToAccount(ACCOUNT_9_KEY);
    const chain = {
      id: vip.chainId,
      name: 'anvil',
      nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
      rpcUrls: { default: { http: [vip.rpcUrl] } },
    } as const;
    const walletClient = createWalletClient({ account: deployer, chain, transport: http(vip.rpcUrl) });
    const send = async (hash: Promise<Hex>) => {
      const receipt = await client.waitForTransactionReceipt({ hash: await hash, pollingInterval: 100 });
      if (receipt.status !== 'success') throw new Error('setup transaction reverted');
      return receipt;
    };
    // Multicall3 at its canonical address (anvil has none; the approvals e2e installs the same code).
    await rpc(vip.rpcUrl, 'anvil_setCode', [MULTICALL3, multicallArtifact.deployedBytecode]);
    const deploy = async (artifact: { abi: unknown; bytecode: string }) =>
      getAddress(
        (await send(walletClient.deployContract({ abi: artifact.abi as Abi, bytecode: artifact.bytecode as Hex })))
          .contractAddress as Address,
      );
    const enumerable721 = await deploy(nft721EnumerableArtifact);
    const plain721 = await deploy(nft721Artifact);
    const multi1155 = await deploy(nft1155Artifact);
    const mint = (address: Address, args: readonly unknown[]) =>
      send(
        walletClient.sendTransaction({
          to: address,
          data: encodeFunctionData({ abi: NFT_ABI, functionName: 'mint', args } as never),
        }),
      );

    const keys = Array.from({ length: WALLET_COUNT }, () => generatePrivateKey());
    const wallets = keys.map((key) => privateKeyToAddress(key));
    const held: { contract: Address; id: bigint; amount: bigint; standard: 'erc721' | 'erc1155' }[] = [];
    let nextId = 1000n + BigInt(Date.now() % 1000) * 1000n;
    for (const [index, wallet] of wallets.entries()) {
      const enumerableId = nextId++;
      await mint(enumerable721, [wallet, enumerableId]);
      held.push({ contract: enumerable721, id: enumerableId, amount: 1n, standard: 'erc721' });
      if (index % 2 === 0) {
        const plainId = nextId++;
        await mint(plain721, [wallet, plainId]);
        held.push({ contract: plain721, id: plainId, amount: 1n, standard: 'erc721' });
      }
      for (const amount of [BigInt(index + 1), 5n]) {
        const id = nextId++;
        await mint(multi1155, [wallet, id, amount]);
        held.push({ contract: multi1155, id, amount, standard: 'erc1155' });
      }
    }
    // Gas for all but the last wallet (set directly: account #0 belongs to the other e2e tests); the last is topped
    // up from a funding key through the page.
    await Promise.all(
      wallets
        .slice(0, WALLET_COUNT - 1)
        .map((address) => rpc(vip.rpcUrl, 'anvil_setBalance', [address, `0x${(10n ** 17n).toString(16)}`])),
    );
    const fundingKey = generatePrivateKey();
    await rpc(vip.rpcUrl, 'anvil_setBalance', [privateKeyToAddress(fundingKey), `0x${(10n ** 18n).toString(16)}`]);
    // TestUSDT for the VIP purchase (anyone may mint the test token).
    await send(
      walletClient.sendTransaction({
        to: vip.tokenAddress as Address,
        data: encodeFunctionData({
          abi: parseAbi(['function mint(address to, uint256 value)']),
          functionName: 'mint',
          args: [deployer.address, 1_000n * 10n ** BigInt(vip.tokenDecimals)],
        }),
      }),
    );
    const destination = privateKeyToAddress(generatePrivateKey());

    const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const requests: RecordedRequest[] = [];
    // Every request of every page of the context (service workers and frames included), recorded as sent.
    context.on('request', (request) => {
      requests.push({ url: request.url(), headers: request.headers(), postData: request.postData() });
    });
    const wallet = await injectWallet(page, { rpcUrl: vip.rpcUrl, chainId: vip.chainId, accountIndex: 9 });
    expect(wallet.account.toLowerCase()).toBe(deployer.address.toLowerCase());

    // Signed in without nftCollection: the tool sends the user to the VIP page, remembering where they were going.
    await page.goto('/en/login');
    await page.getByRole('button', { name: 'Sign in with wallet' }).waitFor();
    await waitForHydrated(page, '.wallet-sign-in .wallet-button', STEP_TIMEOUT_MS);
    await page.getByRole('button', { name: 'Sign in with wallet' }).click();
    await pickWalletIfAsked(page, wallet, '.account-entry__sign-out');
    await page.waitForURL(/\/en\/account\/usercenter$/, { timeout: STEP_TIMEOUT_MS });
    await page.goto('/en/batch/collection-nft');
    await page.waitForURL(/\/en\/vip\?/);
    const refused = new URL(page.url());
    expect(refused.searchParams.get('feature')).toBe('nftCollection');
    expect(refused.searchParams.get('lastPage')).toBe('/en/batch/collection-nft');

    await page.goto('/en/vip/nftCollection-7');
    const pay = page.getByRole('button', { name: /^Pay 27\.9 \S+ with your wallet$/ });
    await pay.waitFor();
    await waitForHydrated(page, '.vip-pay .button', STEP_TIMEOUT_MS);
    await pay.click();
    await pickWalletIfAsked(page, wallet, '.vip-progress, .account-alert');
    const verdict = page.locator('.vip-checkout .account-alert');
    await verdict.waitFor({ timeout: 90_000 });
    expect(await verdict.textContent()).toMatch(/Payment confirmed\./);

    // VIP now: the tool opens.
    const started = Date.now();
    await page.goto('/en/batch/collection-nft');
    await page.getByRole('heading', { name: 'Batch NFT collection', level: 1 }).waitFor();
    await waitForHydrated(page, '.key-batch select', STEP_TIMEOUT_MS);
    await page.getByLabel('Chain', { exact: true }).selectOption('custom');
    await page.getByLabel('RPC URL').fill(vip.rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator('[data-chain-id="56"]').waitFor();

    await page.getByLabel('NFT contracts').fill([enumerable721, plain721, multi1155].join('\n'));
    await page.getByLabel('Private keys of the wallets to collect from').fill(keys.join('\n'));
    await page.getByText(`${WALLET_COUNT} wallets`, { exact: true }).waitFor();
    await page.getByLabel('Destination address').fill(destination);
    await page.getByRole('button', { name: 'Find NFTs and fees' }).click();
    const summary = page.getByRole('region', { name: 'Before signing' });
    await summary.waitFor();
    const term = (name: string) => summary.locator('div', { hasText: name }).locator('dd').first().textContent();
    expect(await term('Ready to collect')).toBe(String(WALLET_COUNT - 1));
    expect(await term('Need gas first')).toBe('1');
    expect(await term('NFTs to collect')).toBe(String(held.length));

    // The top-up: the funding key sends the last wallet its gas, then the plan is read again.
    const topUp = page.getByRole('region', { name: 'Gas top-up' });
    await topUp.getByLabel('Private key of the funding wallet').fill(fundingKey);
    await topUp.getByRole('button', { name: /^Top up 1 wallet/ }).click();
    await page.waitForFunction(() => !document.querySelector('[aria-label="Gas top-up"]'), undefined, {
      timeout: 60_000,
    });
    await summary.waitFor();
    await page.getByRole('button', { name: `Collect ${held.length} NFTs from ${WALLET_COUNT} wallets` }).click();
    await page.getByText(`${held.length} of ${held.length} rows done`).waitFor({ timeout: 120_000 });
    const progress = page.getByRole('region', { name: 'Progress', exact: true });
    expect(await progress.locator('[data-status="confirmed"] dd').textContent()).toBe(String(held.length));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export results (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const elapsed = Date.now() - started;
    await context.close();

    // The chain: every token at the destination, nothing left in the wallets.
    for (const token of held) {
      if (token.standard === 'erc721') {
        const owner = await client.readContract({
          address: token.contract,
          abi: NFT_ABI,
          functionName: 'ownerOf',
          args: [token.id],
        });
        expect({ id: token.id, owner }).toEqual({ id: token.id, owner: destination });
      } else {
        const balance = await client.readContract({
          address: token.contract,
          abi: NFT_ABI,
          functionName: 'balanceOf',
          args: [destination, token.id],
        });
        expect({ id: token.id, balance }).toEqual({ id: token.id, balance: token.amount });
      }
    }
    // The export: one confirmed row per token, with its transaction.
    const { data } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(data).toHaveLength(held.length);
    for (const row of data) {
      expect(row).toMatchObject({ to: destination, status: 'confirmed', error: '' });
      const receipt = await client.getTransactionReceipt({ hash: row.txHash as Hex });
      expect(receipt.status).toBe('success');
    }

    // Every request of the visit — URL, headers and body, to our server, to anvil, anywhere — and the export.
    // Transactions: one per ERC-721 token, one per wallet's ERC-1155 contract, and the top-up.
    const broadcasts = requests.reduce(
      (count, request) => count + (request.postData?.match(/"eth_sendRawTransaction"/g)?.length ?? 0),
      0,
    );
    const erc721Count = held.filter((token) => token.standard === 'erc721').length;
    expect(broadcasts).toBe(erc721Count + WALLET_COUNT + 1);
    for (const request of [...requests, { url: 'nft-collection.csv', headers: {}, postData: csv }]) {
      const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.postData ?? ''}`;
      const leaked = [...keys, fundingKey].filter((key) => leakedIn(text, key)).length;
      expect({ url: request.url, leaked }).toEqual({ url: request.url, leaked: 0 });
    }
    console.info(
      `collection-nft e2e: ${held.length} NFTs from ${WALLET_COUNT} wallets in ${elapsed} ms, ${requests.length} requests checked`,
    );
  });
});
