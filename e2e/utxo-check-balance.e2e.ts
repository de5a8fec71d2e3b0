import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser } from 'playwright-core';
import { formatBaseUnits } from '@/lib/fees/decimal';
import { fixtureAddresses, fixtureXpub } from '@/test/utxo-regtest/fixtures';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { waitForHydrated } from './solana-chain';
import { E2E_UTXO_ADDRESSES } from './utxo-chain-setup';

// check-balance/btc in Chromium: the browser reads Bitcoin addresses of every type and a zpub through the site's
// relay (/api/rpc/utxo/btc/balances → BTC_ESPLORA_UPSTREAMS, the Esplora indexer over the run's litecoind regtest
// node, e2e/utxo-chain-setup.ts). The figures of the exported CSV and the totals row must be what was paid on the node
// (route.test.ts holds the same fixtures to the node's own UTXO set); bad lines are refused with their reason.
jest.setTimeout(120_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const btc = (amount: bigint) => formatBaseUnits(amount, 8);

describe('Bitcoin balance checker against the regtest node', () => {
  it('shows the confirmed and unconfirmed balances of every address type and of a zpub, with totals and CSV', async () => {
    const addresses = fixtureAddresses('btc', E2E_UTXO_ADDRESSES);
    const xpub = fixtureXpub('btc');
    const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true });
    context.setDefaultTimeout(60_000);
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));

    await page.goto('/en/check-balance/btc');
    await waitForHydrated(page, '.check-balance textarea');
    const testnet = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
    const typo = `${addresses[0].address.slice(0, -1)}${addresses[0].address.endsWith('a') ? 'b' : 'a'}`;
    const lines = [...addresses.map((entry) => entry.address), xpub.text, testnet, typo];
    await page.getByLabel('Rows', { exact: true }).fill(lines.join('\n'));
    const rows = E2E_UTXO_ADDRESSES + 1;
    await page.getByText(`${rows} of ${rows + 2} rows ready`).waitFor();
    const reasons = page.getByTestId('utxo-reasons');
    await reasons.getByText(`Line ${rows + 1}: an address of Bitcoin testnet, not of this chain`).waitFor();
    await reasons.getByText(`Line ${rows + 2}: the checksum does not match (a typo?)`).waitFor();

    await page.getByRole('button', { name: 'Check balances' }).click();
    await page.getByText(/^Done: /).waitFor();
    await page.getByTestId('utxo-xpubs').getByText(`Line ${rows}: 5 used addresses found among 66 derived`).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const { data, meta } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(meta.fields).toEqual(['line', 'address', 'BTC (confirmed)', 'BTC (unconfirmed)', 'BTC (total)', 'error']);
    const shown = data.map((row) => [
      row.line,
      row.address,
      row['BTC (confirmed)'],
      row['BTC (unconfirmed)'],
      row['BTC (total)'],
    ]);
    const expected = [
      ...addresses.map((entry, index) => [
        String(index + 1),
        entry.address,
        btc(entry.confirmed),
        btc(entry.unconfirmed),
        btc(entry.confirmed + entry.unconfirmed),
      ]),
      // The zpub's used addresses on its line, receive chain first.
      ...xpub.funded.map((entry) => [
        String(rows),
        expect.stringMatching(/^bc1q/),
        btc(entry.confirmed),
        btc(entry.unconfirmed),
        btc(entry.confirmed + entry.unconfirmed),
      ]),
    ];
    expect(shown).toEqual(expected);
    expect(data.every((row) => row.error === '')).toBe(true);

    const confirmed = [...addresses, ...xpub.funded].reduce((sum, entry) => sum + entry.confirmed, 0n);
    const unconfirmed = [...addresses, ...xpub.funded].reduce((sum, entry) => sum + entry.unconfirmed, 0n);
    const totals = await page.$$eval('tr[data-totals="shown"] td[data-column]', (cells) =>
      cells.map((cell) => cell.textContent),
    );
    expect(totals.map((text) => text?.replace(/[^\d.]/g, ''))).toEqual([
      btc(confirmed),
      btc(unconfirmed),
      btc(confirmed + unconfirmed),
    ]);

    // Only our own origin was asked, the balances through the relay; no request carried the extended key.
    const origin = baseUrl();
    expect(requests.every((url) => url.startsWith(origin))).toBe(true);
    expect(requests.some((url) => url.startsWith(`${origin}/api/rpc/utxo/btc/balances?address=`))).toBe(true);
    expect(requests.some((url) => url.includes(xpub.text))).toBe(false);
    await context.close();
  });
});
