import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser } from 'playwright-core';
import { type Address, createPublicClient, type Hex, http, type PublicClient } from 'viem';
import { english, generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import { launchBrowser } from './browser';
import { rpc, waitForHydrated } from './evm-e2e-helpers';
import { baseUrl } from './http';
import { readServerInfo } from './server';

// The end-to-end check of batch/collection: in Chromium, against the run's anvil (chain 56) as a custom RPC,
// twenty freshly generated wallets are swept into one address; the chain must show every transfer, and no request
// the browser made during the whole visit (to our server, to anvil, anywhere) may carry a key or a mnemonic.
const WALLET_COUNT = 20;
const STEP_TIMEOUT_MS = 30_000;
jest.setTimeout(90_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  postData: string | null;
}

const BIP39_WORDS: ReadonlySet<string> = new Set(english);

/** Twelve or more BIP39 words in a row (separated by spaces, `+` or %20, as forms and URLs encode them). */
function hasMnemonic(text: string): boolean {
  const spaced = text.replace(/%20|\+/g, ' ').toLowerCase();
  for (const run of spaced.match(/(?:[a-z]+[ \t\r\n]+){11,}[a-z]+/g) ?? []) {
    let streak = 0;
    for (const word of run.split(/\s+/)) {
      streak = BIP39_WORDS.has(word) ? streak + 1 : 0;
      if (streak >= 12) return true;
    }
  }
  return false;
}

describe('batch collection in Chromium', () => {
  it('collects from 20 pasted keys through a custom RPC, and no request carries a key', async () => {
    const { vip } = readServerInfo();
    const client = createPublicClient({ transport: http(vip.rpcUrl), cacheTime: 0 }) as PublicClient;
    const keys = Array.from({ length: WALLET_COUNT }, () => generatePrivateKey());
    const wallets = keys.map((key) => privateKeyToAddress(key));
    const funded = wallets.map((_, index) => 10n ** 17n * BigInt(index + 1) + BigInt(index * 1009));
    // Funded directly: anvil's account 0 belongs to the other e2e tests running meanwhile.
    await Promise.all(
      wallets.map((address, index) =>
        rpc(vip.rpcUrl, 'anvil_setBalance', [address, `0x${funded[index].toString(16)}`]),
      ),
    );
    const destination = privateKeyToAddress(generatePrivateKey());

    const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const requests: RecordedRequest[] = [];
    page.on('request', (request) => {
      requests.push({
        method: request.method(),
        url: request.url(),
        headers: request.headers(),
        postData: request.postData(),
      });
    });
    const started = Date.now();

    await page.goto('/en/batch/collection');
    await waitForHydrated(page, '.key-batch select', STEP_TIMEOUT_MS);
    await page.getByLabel('Chain', { exact: true }).selectOption('custom');
    await page.getByLabel('RPC URL').fill(vip.rpcUrl);
    await page.getByRole('button', { name: 'Use this RPC' }).click();
    await page.locator('[data-chain-id="56"]').waitFor();

    await page.getByLabel('Private keys of the wallets to collect from').fill(keys.join('\n'));
    await page.getByText(`${WALLET_COUNT} wallets`, { exact: true }).waitFor();
    await page.getByLabel('Destination address').fill(destination);
    await page.getByRole('button', { name: 'Review balances and fees' }).click();
    const summary = page.getByRole('region', { name: 'Before signing' });
    await summary.waitFor();
    expect(await summary.locator('div', { hasText: 'Ready to collect' }).locator('dd').textContent()).toBe('20');

    await page.getByRole('button', { name: `Collect from ${WALLET_COUNT} wallets` }).click();
    await page.getByText(`${WALLET_COUNT} of ${WALLET_COUNT} rows done`).waitFor({ timeout: 60_000 });
    const progress = page.getByRole('region', { name: 'Progress', exact: true });
    expect(await progress.locator('[data-status="confirmed"] dd').textContent()).toBe(String(WALLET_COUNT));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export results (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const elapsed = Date.now() - started;
    await context.close();

    // The export: one confirmed row per wallet, with its transaction, and no key.
    const { data } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(data).toHaveLength(WALLET_COUNT);
    let received = 0n;
    for (const [index, wallet] of wallets.entries()) {
      const row = data.find((entry) => entry.from.toLowerCase() === wallet.toLowerCase());
      expect(row).toMatchObject({ to: destination, status: 'confirmed', error: '' });
      const hash = row?.txHash as Hex;
      const [tx, receipt, left] = await Promise.all([
        client.getTransaction({ hash }),
        client.getTransactionReceipt({ hash }),
        client.getBalance({ address: wallet as Address }),
      ]);
      expect(receipt.status).toBe('success');
      const reservation = tx.gas * (tx.maxFeePerGas ?? tx.gasPrice ?? 0n);
      expect(tx.value).toBe(funded[index] - reservation);
      expect(left).toBe(reservation - receipt.gasUsed * receipt.effectiveGasPrice);
      received += tx.value;
    }
    expect(await client.getBalance({ address: destination })).toBe(received);

    // Every request of the visit: URL, headers and body, to our server and to anvil alike.
    // Calls made together share a JSON-RPC batch: the broadcasts are counted inside the bodies.
    const broadcasts = requests.reduce(
      (count, request) => count + (request.postData?.match(/"eth_sendRawTransaction"/g)?.length ?? 0),
      0,
    );
    expect(broadcasts).toBe(WALLET_COUNT);
    const secrets = keys.map((key) => key.slice(2).toLowerCase());
    for (const request of [...requests, { method: 'EXPORT', url: 'collection.csv', headers: {}, postData: csv }]) {
      const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.postData ?? ''}`;
      const lower = text.toLowerCase();
      const leaked = secrets.filter((secret) => lower.includes(secret));
      expect({ url: request.url, leaked }).toEqual({ url: request.url, leaked: [] });
      expect({ url: request.url, hasMnemonic: hasMnemonic(text) }).toEqual({ url: request.url, hasMnemonic: false });
    }
    console.info(`collection e2e: ${WALLET_COUNT} wallets in ${elapsed} ms, ${requests.length} requests checked`);
  });
});
