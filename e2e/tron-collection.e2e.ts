import type { Browser } from 'playwright-core';
import { tronBatchCollectionFeeSun } from '@/chains/tron/fees';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from '@/chains/tron/keys';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { waitForHydrated } from './solana-chain';
import { balancesOf, mintTestUsdt, setTrxBalance, tronChainInfo } from './tron-chain';

// tron/batch-collection-token in Chromium against the run's TronGrid stand-in, through the site's relay: 4 wallets
// hold TestUSDT, two with TRX to spare, two that are not even accounts and get a top-up for energy from a funding
// wallet; every key is pasted into the page. Every wallet ends with no token, the destination holds the sum, the fee
// receiver gets 1 TRX per wallet (spec §9). Every request the browser made (URL, headers, body) and every WebSocket
// frame is recorded: none may carry a key in any encoding.
const WALLETS = 4;
const STEP_TIMEOUT_MS = 30_000;
jest.setTimeout(120_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Every way a 32-byte key could travel: hex (either case, 0x or not), base64 (and URL-safe), the byte list. */
function secretForms(key: string): string[] {
  const bytes = Buffer.from(key, 'hex');
  return [
    key.toLowerCase(),
    key.toUpperCase(),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
    [...bytes.subarray(0, 16)].join(','),
    [...bytes.subarray(0, 16)].join(', '),
  ];
}

describe('Tron batch collection in Chromium', () => {
  it('sweeps TestUSDT from 4 pasted keys with top-ups, exact to the unit, and no request carries a key', async () => {
    const { feeReceiver, token } = tronChainInfo();
    const feeBefore = (await balancesOf(feeReceiver)).sun;
    const keys = Array.from({ length: WALLETS }, () => generateTronPrivateKey());
    const addresses = keys.map((key) => tronAddressFromPrivateKey(key));
    const held = addresses.map((_, index) => 7_000_000n + BigInt(index) * 1_003n);
    for (const [index, address] of addresses.entries()) {
      await mintTestUsdt(address, held[index]);
      if (index < 2) await setTrxBalance(address, 100_000_000n);
    }
    const funderKey = generateTronPrivateKey();
    await setTrxBalance(tronAddressFromPrivateKey(funderKey), 1_000_000_000n);
    const destination = tronAddressFromPrivateKey(generateTronPrivateKey());

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const seen: { kind: string; url: string; text: string }[] = [];
    page.on('request', (request) => {
      const text = `${JSON.stringify(request.headers())}\n${request.postData() ?? ''}`;
      seen.push({ kind: request.method(), url: request.url(), text });
    });
    page.on('websocket', (socket) => {
      socket.on('framesent', (frame) => seen.push({ kind: 'WS', url: socket.url(), text: String(frame.payload) }));
    });

    await page.goto('/en/tron/batch-collection-token');
    await waitForHydrated(page, '#tron-collection-target');
    await page.getByLabel('Private keys of the wallets to collect from').fill(keys.join('\n'));
    await page.getByText(`${WALLETS} wallets read`, { exact: true }).waitFor();
    await page.getByLabel("Funding wallet's private key (optional)").fill(funderKey);
    await page.getByLabel('Collect to (T-address)').fill(destination);
    await page.getByLabel('TRC-20 token contract (empty: TRX)').fill(token.address);
    await page.getByRole('button', { name: 'Review the collection' }).click();
    const review = page.getByTestId('tron-collection-review');
    await review.waitFor();
    const total = held.reduce((sum, value) => sum + value, 0n);
    expect(await page.getByTestId('tron-collection-totals').textContent()).toMatch(
      new RegExp(
        `^4 wallets: ${(Number(total) / 1e6).toString().replace('.', '\\.')} tUSDT to collect, [\\d.]+ TRX of top-ups, [\\d.]+ TRX burnt for bandwidth and energy, 4 TRX Chainkit fee\\.$`,
      ),
    );

    await page.getByTestId('tron-collection-start').click();
    await page.getByText(`All ${WALLETS} wallets collected.`).waitFor({ timeout: 90_000 });
    for (const address of addresses)
      expect({ address, token: (await balancesOf(address)).token }).toEqual({ address, token: 0n });
    expect((await balancesOf(destination)).token).toBe(total);
    expect((await balancesOf(feeReceiver)).sun - feeBefore).toBe(BigInt(WALLETS) * tronBatchCollectionFeeSun());
    await context.close();

    // The transactions went out through the site's relay…
    expect(seen.some((entry) => entry.url.endsWith('/api/rpc/tron/wallet/broadcasttransaction'))).toBe(true);
    // …and nothing the browser sent, anywhere, holds a key in any form.
    const secrets = [...keys, funderKey].flatMap(secretForms);
    for (const entry of seen) {
      const text = `${entry.url}\n${entry.text}`;
      let decoded = text;
      try {
        decoded = decodeURIComponent(text);
      } catch {
        // Not URI-encoded: the text as it is.
      }
      const leaked = secrets.filter((secret) => text.includes(secret) || decoded.includes(secret));
      expect({ url: entry.url, leaked }).toEqual({ url: entry.url, leaked: [] });
    }
    console.info(`tron collection e2e: ${WALLETS} wallets, ${seen.length} requests checked`);
  });
});
