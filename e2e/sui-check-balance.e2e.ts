import type { Browser } from 'playwright-core';
import { SUI_COIN_TYPE_LONG } from '@/chains/sui/chain';
import { type SuiGraphqlStandIn, startSuiGraphqlStandIn } from '@/chains/sui/testing/graphql-stand-in';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { waitForHydrated } from './solana-chain';

// The Sui balance checker served by `next start`, in Chromium: no Sui node installs, and our relay reaches only
// allow-listed public hosts, so the page reads from the GraphQL stand-in (chains/sui/testing) typed in as the user's
// own endpoint (the field every Sui tool shares). Every figure shown must be what the stand-in was given.
jest.setTimeout(90_000);

const owner = (i: number) => `0x${(i + 1).toString(16).padStart(64, 'a')}`;
const USDC = '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC';

let browser: Browser;
let standIn: SuiGraphqlStandIn;

beforeAll(async () => {
  browser = await launchBrowser();
  standIn = await startSuiGraphqlStandIn();
});

afterAll(async () => {
  await browser?.close();
  await standIn?.close();
});

describe('Sui balance checker against the GraphQL stand-in', () => {
  it('shows the SUI and USDC balances the endpoint answers, with per-line errors, in English and Chinese', async () => {
    const owners = Array.from({ length: 5 }, (_, i) => owner(i));
    standIn.balances.set(
      SUI_COIN_TYPE_LONG,
      new Map(owners.map((address, i) => [address, BigInt(i) * 1_000_000_001n])),
    );
    standIn.balances.set(USDC, new Map([[owners[1], 12_345_678n]]));
    standIn.metadata.set(USDC, { decimals: 6, symbol: 'USDC', name: 'USDC', description: '', iconUrl: null });

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    await page.goto('/en/sui/check-balance');
    await waitForHydrated(page, '.check-balance textarea');
    await page.getByLabel('Your own GraphQL URL').fill(standIn.url);
    await page.getByRole('button', { name: 'Use this endpoint' }).click();
    await page.getByText(`Using your endpoint: ${standIn.url}`).waitFor();
    await page.getByRole('button', { name: 'Add USDC' }).click();
    const lines = [...owners];
    lines.splice(2, 0, '0x2');
    await page.getByLabel('Rows', { exact: true }).fill(lines.join('\n'));
    await page.getByText('5 of 6 rows ready').waitFor();
    await page.getByText(/^Line 3: /).waitFor();
    await page.getByRole('button', { name: 'Check balances' }).click();
    await page.getByText('Done: 10 balances read').waitFor();

    const shown = await page.$$eval('tbody tr[data-address]', (rows) =>
      rows.map((row) => [
        row.getAttribute('data-address'),
        row.querySelector('td[data-column="native"]')?.textContent,
        row.querySelector(`td[data-column$="::usdc::USDC"]`)?.textContent,
      ]),
    );
    expect(shown).toEqual([
      [owners[0], '0', '0'],
      [owners[1], '1.000000001', '12.345678'],
      [owners[2], '2.000000002', '0'],
      [owners[3], '3.000000003', '0'],
      [owners[4], '4.000000004', '0'],
    ]);
    // One query of SUI, USDC's metadata, one query of USDC.
    expect(standIn.requests).toHaveLength(3);

    await page.goto('/cn/sui/check-balance');
    await waitForHydrated(page, '.check-balance textarea');
    await page.getByText(`正在使用你的节点：${standIn.url}`).waitFor();
    await page.getByLabel('数据', { exact: true }).fill(`${owners[0]}\nnot-an-address`);
    await page.getByText(/^第 2 行/).waitFor();
    await context.close();
  });
});
