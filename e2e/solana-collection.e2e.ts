import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import type { Browser, Page } from 'playwright-core';
import { encodeBase58 } from '@/chains/solana/base58';
import { formatDecimal } from '@/lib/fees/decimal';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import {
  chainCall,
  chainConnection,
  lamportsOf,
  lamportsReceived,
  solanaChainInfo,
  waitForHydrated,
} from './solana-chain';

// solana/batch/collection in Chromium against the run's litesvm chain: five funded wallets, their keys pasted in the
// three accepted forms, swept into one address; each wallet ends at exactly 0 SOL, the destination gets the rest
// less the fees the page showed, the fee receiver 0.001 SOL a transaction (spec §9). Every request the browser made
// during the visit (URL, headers, body) and every WebSocket frame is recorded: none may carry a key in any encoding.
const WALLETS = 5;
const SERVICE_FEE_LAMPORTS = 1_000_000n;
const LAMPORTS_PER_SIGNATURE = 5_000n;
const STEP_TIMEOUT_MS = 30_000;
jest.setTimeout(90_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** How a key may be pasted: base58 (Phantom, Solflare), a solana-keygen byte array, hex. */
function pasted(keypair: Keypair, index: number): string {
  const secret = keypair.secretKey;
  if (index % 3 === 0) return encodeBase58(secret);
  if (index % 3 === 1) return JSON.stringify([...secret]);
  return Buffer.from(secret).toString('hex');
}

/** Every way the key or its 32-byte seed could travel: base58, hex, base64 (and URL-safe), the byte list. */
function secretForms(keypair: Keypair): string[] {
  const forms: string[] = [];
  for (const bytes of [keypair.secretKey, keypair.secretKey.subarray(0, 32)]) {
    const buffer = Buffer.from(bytes);
    forms.push(encodeBase58(bytes), buffer.toString('hex'), buffer.toString('base64').replace(/=+$/, ''));
    forms.push(
      buffer.toString('base64url'),
      [...bytes.subarray(0, 16)].join(','),
      [...bytes.subarray(0, 16)].join(', '),
    );
  }
  return forms;
}

function summaryValue(page: Page, term: string) {
  return page
    .getByTestId('collection-plan')
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd')
    .textContent();
}

describe('Solana batch collection in Chromium', () => {
  it('sweeps 5 pasted keys into one address, exact to the lamport, and no request carries a key', async () => {
    const started = Date.now();
    const { feeReceiver } = solanaChainInfo();
    const sources = Array.from({ length: WALLETS }, () => Keypair.generate());
    // 0.2 SOL and up, odd lamports: any float or rounding on the way would show.
    const funded = sources.map((_, index) => BigInt(LAMPORTS_PER_SOL / 5) + BigInt(index) * 50_000_007n);
    for (const [index, source] of sources.entries()) {
      await chainCall('requestAirdrop', source.publicKey.toBase58(), funded[index].toString());
    }
    const destination = Keypair.generate().publicKey.toBase58();

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

    await page.goto('/en/solana/batch/collection');
    await waitForHydrated(page, '[data-testid="collection-keys"] textarea');
    await page
      .getByLabel('Private keys of the wallets to collect from')
      .fill(sources.map((source, index) => pasted(source, index)).join('\n'));
    await page.getByText(`${WALLETS} wallets`, { exact: true }).waitFor();
    await page.getByLabel('Destination address').fill(destination);
    await page.getByLabel('Everything (each wallet ends at exactly 0 SOL)').check();
    await page.getByTestId('collection-read').click();
    await page.getByTestId('collection-plan').waitFor();
    expect(await summaryValue(page, 'To collect')).toBe(String(WALLETS));
    const shownTotal = await summaryValue(page, 'Total to the destination');

    await page.getByTestId('collection-start').click();
    const run = page.getByTestId('collection-run');
    await run.locator('[data-status="confirmed"] dd').getByText(String(WALLETS), { exact: true }).waitFor({
      timeout: 60_000,
    });
    expect(await run.locator('[data-status="failed"] dd').textContent()).toBe('0');
    const elapsed = Date.now() - started;

    const connection = chainConnection();
    expect(
      await lamportsOf(
        connection,
        sources.map((source) => source.publicKey),
      ),
    ).toEqual(sources.map(() => 0n));
    const fees = await lamportsReceived(
      feeReceiver,
      sources.map((source) => source.publicKey.toBase58()),
    );
    expect(fees.lamports).toBe(SERVICE_FEE_LAMPORTS * BigInt(fees.transactions));
    // Each wallet signs once; no priority fee was asked.
    const networkFee = LAMPORTS_PER_SIGNATURE * BigInt(WALLETS);
    const received = funded.reduce((sum, value) => sum + value, 0n) - fees.lamports - networkFee;
    expect(BigInt(await connection.getBalance(new PublicKey(destination)))).toBe(received);
    expect(shownTotal).toBe(`${formatDecimal(received, 9)} SOL`);
    await context.close();

    // The transactions went out through /api/rpc…
    expect(seen.some((entry) => entry.url.endsWith('/api/rpc') && entry.text.includes('"sendTransaction"'))).toBe(true);
    // …and nothing the browser sent, anywhere, holds a key in any form.
    const secrets = sources.flatMap(secretForms);
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
    console.info(`solana collection e2e: ${WALLETS} wallets in ${elapsed} ms, ${seen.length} requests checked`);
  });
});
