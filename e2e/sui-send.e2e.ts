import { Ed25519Keypair } from '@mysten/sui/keypairs/ed25519';
import type { Browser } from 'playwright-core';
import { suiTransactionDigest } from '@/chains/sui/batch-send';
import { SUI_COIN_TYPE_LONG } from '@/chains/sui/chain';
import { signerOf } from '@/chains/sui/testing/decode-ptb';
import { type SuiGraphqlStandIn, startSuiGraphqlStandIn } from '@/chains/sui/testing/graphql-stand-in';
import { checkSuiSendPtb } from '@/components/tools/sui/batch-send/testing/check-ptb';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { waitForHydrated } from './solana-chain';
import { SUI_E2E_FEE_RECEIVER } from './sui-chain-setup';
import { injectSuiWallet, SUI_E2E_WALLET_NAME } from './sui-injected-wallet';

// The Sui batch sender served by `next start`, in Chromium, with a Wallet Standard Sui wallet registered in the page
// (its key stays in the test process) and the GraphQL stand-in typed in as the user's endpoint (no Sui node installs;
// our relay reaches only public hosts). 600 SUI rows: 2 PTBs (510 + 90), each dry-run, signed and executed; the
// signed bytes are the transactions the unit tests check (checkSuiSendPtb), signatures verified.
jest.setTimeout(120_000);

const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const objectId = (i: number, byte: string) => `0x${i.toString(16).padStart(8, '0')}${byte.repeat(28)}`;
const ROWS = Array.from({ length: 600 }, (_, i) => ({ to: objectId(i + 1, 'cd'), amount: 2_000n + BigInt(i) }));
const mist = (amount: bigint) => `0.${amount.toString().padStart(9, '0')}`;

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

describe('Sui batch sender with an injected Wallet Standard wallet', () => {
  it('sends 600 SUI rows in 2 PTBs signed by the wallet, each the PTB the unit tests check', async () => {
    const keypair = Ed25519Keypair.generate();
    const owner = keypair.toSuiAddress();
    standIn.coins.set(`${owner}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`, [
      { objectId: objectId(1, '5a'), version: '21', digest: DIGEST, balance: 50_000_000_000n },
    ]);
    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const wallet = await injectSuiWallet(page, keypair);
    await page.goto('/en/sui/batch-send-token');
    await waitForHydrated(page, '.send-token textarea');
    await page.getByLabel('Your own GraphQL URL').fill(standIn.url);
    await page.getByRole('button', { name: 'Use this endpoint' }).click();
    await page.getByText(`Using your endpoint: ${standIn.url}`).waitFor();
    // Detected by the Wallet Standard handshake before the wallet kit loads.
    await page.getByRole('button', { name: `Connect ${SUI_E2E_WALLET_NAME}` }).waitFor();
    expect(wallet.calls).toEqual([]);

    await page.getByLabel('Rows', { exact: true }).fill(ROWS.map((row) => `${row.to},${mist(row.amount)}`).join('\n'));
    await page.getByText('600 of 600 rows ready').waitFor();
    await page.getByRole('button', { name: 'Review costs' }).click();
    await page.getByTestId('sui-send-review').waitFor();
    expect(wallet.calls).toEqual(['connect']);
    expect(await page.getByTestId('sui-send-limits').textContent()).toMatch(/^510 recipients per PTB/);
    const shownRows = await page.$$eval('[data-testid="sui-send-review"] td[data-column="rows"]', (cells) =>
      cells.map((cell) => cell.textContent),
    );
    expect(shownRows).toEqual(['510', '90']);

    await page.getByRole('button', { name: 'Sign and send 2 PTBs' }).click();
    await page.getByText('All 600 rows confirmed.').waitFor({ timeout: 60_000 });
    expect(wallet.signed).toHaveLength(2);
    const executions = standIn.requests.filter((request) => request.query.includes('executeTransaction'));
    expect(executions).toHaveLength(2);
    for (const [index, text] of wallet.signed.entries()) {
      const bytes = Uint8Array.from(Buffer.from(text, 'base64'));
      checkSuiSendPtb(bytes, owner, SUI_E2E_FEE_RECEIVER, index === 0 ? ROWS.slice(0, 510) : ROWS.slice(510), ['21']);
      expect(executions[index].variables.transactionDataBcs).toBe(text);
      const [signature] = executions[index].variables.signatures as string[];
      expect(await signerOf(bytes, signature)).toBe(owner);
      expect(standIn.executed.get(suiTransactionDigest(bytes))).toBe('SUCCESS');
    }
    await context.close();
  });
});
