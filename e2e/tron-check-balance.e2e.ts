import type { Browser } from 'playwright-core';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from '@/chains/tron/keys';
import { formatDecimal } from '@/lib/fees/decimal';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { waitForHydrated } from './solana-chain';
import { balancesOf, mintTestUsdt, setTrxBalance, tronChainInfo } from './tron-chain';

// tron/check-balance in Chromium: the browser reads TRX and TestUSDT of a few owners through the site's relay
// (/api/rpc/tron → TRON_API_URL, Multicall3 at TRON_MULTICALL_ADDRESS on the stand-in); every figure shown must be
// what the stand-in holds, read back through its control server.
const OWNERS = 6;
jest.setTimeout(90_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('Tron balance checker against the stand-in', () => {
  it('shows the TRX and TRC-20 balances the stand-in holds, read through /api/rpc/tron', async () => {
    const { token } = tronChainInfo();
    const owners = Array.from({ length: OWNERS }, () => tronAddressFromPrivateKey(generateTronPrivateKey()));
    // Odd sun amounts; the last owner holds nothing and is no account.
    for (const [index, owner] of owners.slice(0, -1).entries()) {
      await setTrxBalance(owner, BigInt(index + 1) * 1_000_001n);
      if (index % 2 === 0) await mintTestUsdt(owner, 7_000_003n * BigInt(index + 1));
    }

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const paths = new Set<string>();
    page.on('request', (request) => paths.add(`${new URL(request.url()).origin}${new URL(request.url()).pathname}`));

    await page.goto('/en/tron/check-balance');
    await waitForHydrated(page, '.check-balance textarea');
    await page.getByLabel('TRC-20 token contracts').fill(token.address);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: `Remove ${token.address}` }).waitFor();
    await page.getByLabel('Rows', { exact: true }).fill(owners.join('\n'));
    await page.getByText(`${OWNERS} of ${OWNERS} rows ready`).waitFor();
    await page.getByRole('button', { name: 'Check balances' }).click();
    await page.getByText(`Done: ${OWNERS * 2} balances read`).waitFor();

    const shown = await page.$$eval('tbody tr[data-address]', (rows) =>
      rows.map((row) => [...row.querySelectorAll('td[data-column]')].map((cell) => cell.textContent)),
    );
    const expected = [];
    for (const owner of owners) {
      const balance = await balancesOf(owner);
      expected.push([formatDecimal(balance.sun, 6), formatDecimal(balance.token, token.decimals)]);
    }
    expect(expected[0]).toEqual(['1.000001', '7.000003']);
    expect(shown).toEqual(expected);
    // The page spoke only to its own origin, the Tron calls through the relay.
    expect([...paths].every((path) => path.startsWith(baseUrl()))).toBe(true);
    expect(paths.has(`${baseUrl()}/api/rpc/tron/wallet/triggerconstantcontract`)).toBe(true);
    await context.close();
  });
});
