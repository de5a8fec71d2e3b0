import { Keypair, LAMPORTS_PER_SOL, type PublicKey } from '@solana/web3.js';
import type { Browser } from 'playwright-core';
import { formatUnits } from 'viem';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import {
  chainCall,
  chainConnection,
  lamportsOf,
  mintTokens,
  solanaChainInfo,
  tokenBalancesOf,
  waitForHydrated,
} from './solana-chain';

// The Solana infrastructure's smoke test, on the served balance page: the browser reads through the site's /api/rpc
// passthrough, which relays to the run's litesvm chain (SOLANA_RPC_UPSTREAMS); every figure shown must be what the
// chain holds, read back with web3.js from the chain's own server.
const OWNERS = 6;
jest.setTimeout(90_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** 1.000000001, 2.000000002 … SOL (odd lamports show any float on the way); the last owner has nothing. */
async function fundOwners(owners: PublicKey[]): Promise<void> {
  for (const [index, owner] of owners.slice(0, -1).entries()) {
    await chainCall('requestAirdrop', owner.toBase58(), (index + 1) * (LAMPORTS_PER_SOL + 1));
  }
}

describe('Solana balance checker against the litesvm chain', () => {
  it('shows the SOL, SPL and Token-2022 balances the chain holds, read through /api/rpc', async () => {
    const started = Date.now();
    const { spl, token2022, rpcUrl } = solanaChainInfo();
    const owners = Array.from({ length: OWNERS }, () => Keypair.generate().publicKey);
    await fundOwners(owners);
    await mintTokens(owners[0], spl.address, 1_234_567n);
    await mintTokens(owners[2], spl.address, 5n);
    await mintTokens(owners[1], token2022.address, 7_000_000_001n);
    const callsBefore = (await chainCall<string[]>('e2e_calls')).length;

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).origin));
    const relayed: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/rpc') relayed.push(request.postData() ?? '');
    });

    await page.goto('/en/solana/check-balance');
    await waitForHydrated(page, '.check-balance textarea');
    await page.getByLabel('SPL / Token-2022 mints').fill(`${spl.address} ${token2022.address}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('button', { name: `Remove ${token2022.address}` }).waitFor();
    const lines = owners.map((owner) => owner.toBase58());
    lines.splice(2, 0, 'not-a-solana-address');
    await page.getByLabel('Rows', { exact: true }).fill(lines.join('\n'));
    await page.getByText(`${OWNERS} of ${OWNERS + 1} rows ready`).waitFor();
    await page.getByText(/^Line 3: /).waitFor();
    await page.getByRole('button', { name: 'Check balances' }).click();
    await page.getByText(`Done: ${OWNERS * 3} balances read`).waitFor();

    const connection = chainConnection();
    const lamports = await lamportsOf(connection, owners);
    const splBalances = await tokenBalancesOf(connection, owners, spl.address, 'spl');
    const t22Balances = await tokenBalancesOf(connection, owners, token2022.address, 'token-2022');
    expect(lamports.slice(0, 3)).toEqual([1_000_000_001n, 2_000_000_002n, 3_000_000_003n]);
    expect(splBalances[0]).toBe(1_234_567n);
    expect(t22Balances[1]).toBe(7_000_000_001n);
    const shown = await page.$$eval('tbody tr[data-address]', (rows) =>
      rows.map((row) => [...row.querySelectorAll('td[data-column]')].map((cell) => cell.textContent)),
    );
    const format = (value: bigint | undefined, decimals: number) => formatUnits(value ?? 0n, decimals);
    expect(shown).toEqual(
      owners.map((_, index) => [
        format(lamports[index], 9),
        format(splBalances[index], spl.decimals),
        format(t22Balances[index], token2022.decimals),
      ]),
    );

    // The page spoke only to its own origin; the chain served the reads that /api/rpc relayed.
    expect([...hosts]).toEqual([baseUrl()]);
    expect(relayed.some((body) => body.includes('getMultipleAccounts'))).toBe(true);
    const served = (await chainCall<string[]>('e2e_calls', { from: callsBefore })).filter(
      (method) => method === 'getMultipleAccounts',
    );
    expect(served.length).toBeGreaterThanOrEqual(3);
    expect(rpcUrl.startsWith('http://127.0.0.1:')).toBe(true);
    await context.close();
    console.info(`solana check-balance e2e: ${Date.now() - started} ms`);
  });
});
