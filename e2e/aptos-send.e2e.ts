import { Ed25519PrivateKey } from '@aptos-labs/ts-sdk';
import type { Browser } from 'playwright-core';
import { aptosBatchSendFeeOctas } from '@/chains/aptos';
import { APT_FA_METADATA } from '@/chains/aptos/chain';
import { type AptosStandIn, startAptosStandIn } from '@/chains/aptos/testing/aptos-stand-in';
import { decodeAptosTransaction } from '@/chains/aptos/testing/decode-transaction';
import { APTOS_E2E_FEE_RECEIVER } from './aptos-chain-setup';
import { APTOS_E2E_WALLET_NAME, injectAptosWallet } from './aptos-injected-wallet';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { waitForHydrated } from './solana-chain';

// The Aptos batch sender served by `next start`, in Chromium, with an AIP-62 wallet registered in the page (its key
// stays in the test process) and the REST/indexer stand-in typed in as the user's own endpoint (no Aptos node
// installs; our relay reaches only public hosts). 1,700 APT rows: 2 transactions (1,618 + 82), each simulated, signed
// by the wallet and submitted; the submitted bytes decoded from BCS and checked, signatures verified; the stand-in's
// ledger applies them (chains/aptos/README.md), so every recipient's balance after is checked too.
jest.setTimeout(120_000);

const recipient = (i: number) => `0x${(i * 7919 + 11).toString(16).padStart(64, '0')}`;
const ROWS = Array.from({ length: 1_700 }, (_, i) => ({ to: recipient(i), amount: 3_000n + BigInt(i) }));
const octas = (amount: bigint) => `0.${amount.toString().padStart(8, '0')}`;

let browser: Browser;
let standIn: AptosStandIn;

beforeAll(async () => {
  browser = await launchBrowser();
  standIn = await startAptosStandIn({ applyTransactions: true });
});

afterAll(async () => {
  await browser?.close();
  await standIn?.close();
});

describe('Aptos batch sender with an injected AIP-62 wallet', () => {
  it('sends 1,700 APT rows in 2 transactions signed by the wallet, each decoded and checked', async () => {
    const key = Ed25519PrivateKey.generate();
    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(30_000);
    const page = await context.newPage();
    const wallet = await injectAptosWallet(page, key);
    standIn.accounts.set(wallet.address, 5n);
    standIn.balances.set(APT_FA_METADATA, new Map([[wallet.address, 100n * 10n ** 8n]]));
    await page.goto('/en/aptos/batch-send-token');
    await waitForHydrated(page, '.send-token textarea');
    await page.getByLabel('Your own Aptos API URL').fill(standIn.url);
    await page.getByRole('button', { name: 'Use this endpoint' }).click();
    await page.getByText(`Using your endpoint: ${standIn.url}`).waitFor();
    // Found by the Wallet Standard handshake, nothing asked of it yet.
    await page.getByRole('button', { name: `Connect ${APTOS_E2E_WALLET_NAME}` }).waitFor();
    expect(wallet.calls).toEqual([]);

    await page.getByLabel('Rows', { exact: true }).fill(ROWS.map((row) => `${row.to},${octas(row.amount)}`).join('\n'));
    await page.getByText('1700 of 1700 rows ready').waitFor();
    await page.getByRole('button', { name: 'Review costs' }).click();
    await page.getByTestId('aptos-send-review').waitFor();
    expect(wallet.calls).toEqual(['connect']);
    const shownRows = await page.$$eval('[data-testid="aptos-send-review"] td[data-column="rows"]', (cells) =>
      cells.map((cell) => cell.textContent),
    );
    expect(shownRows).toEqual(['1618', '82']);
    expect(standIn.submitted).toHaveLength(0);

    await page.getByRole('button', { name: 'Sign and send 2 transactions' }).click();
    await page.getByText('All 1700 rows confirmed.').waitFor({ timeout: 60_000 });
    expect(wallet.signed).toHaveLength(2);
    expect(standIn.submitted).toHaveLength(2);
    let start = 0;
    for (const [index, submitted] of standIn.submitted.entries()) {
      const decoded = decodeAptosTransaction(submitted.bytes);
      const chunk = ROWS.slice(start, start + (index === 0 ? 1618 : 82));
      start += chunk.length;
      expect(decoded).toMatchObject({
        sender: wallet.address,
        sequenceNumber: 5n + BigInt(index),
        function: '0x1::aptos_account::batch_transfer',
        chainId: 1,
        isSignatureValid: true,
      });
      expect(decoded.recipients).toEqual([...chunk.map((row) => row.to), APTOS_E2E_FEE_RECEIVER]);
      expect(decoded.amounts).toEqual([...chunk.map((row) => row.amount), aptosBatchSendFeeOctas(chunk.length)]);
      expect(decoded.size).toBeLessThanOrEqual(65_536);
    }
    // The ledger after: each recipient holds its amount, our receiver the fees, the sender the rest less the gas.
    expect(standIn.submitted.map((entry) => entry.success)).toEqual([true, true]);
    for (const row of ROWS) expect(standIn.balanceOf(row.to, APT_FA_METADATA)).toBe(row.amount);
    const fees = aptosBatchSendFeeOctas(1618) + aptosBatchSendFeeOctas(82);
    expect(standIn.balanceOf(APTOS_E2E_FEE_RECEIVER, APT_FA_METADATA)).toBe(fees);
    const sent = ROWS.reduce((total, row) => total + row.amount, 0n);
    const gas = standIn.submitted.reduce((total, entry) => total + entry.gasUsed * standIn.gasUnitPrice, 0n);
    expect(standIn.balanceOf(wallet.address, APT_FA_METADATA)).toBe(100n * 10n ** 8n - sent - fees - gas);
    await context.close();
  });
});
