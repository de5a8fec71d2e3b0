import { Keypair, PublicKey } from '@solana/web3.js';
import type { Browser } from 'playwright-core';
import { decodeBase58 } from '@/chains/solana/base58';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import {
  chainConnection,
  fundedKeypair,
  lamportsOf,
  lamportsReceived,
  solanaChainInfo,
  waitForHydrated,
} from './solana-chain';
import { injectSolanaWallet, SOLANA_E2E_WALLET_NAME } from './solana-injected-wallet';
import { checkedCount, expectNoKeyInRequestsOrStorage, fitsScreenWidth, openRecordedPhonePage } from './vanity-e2e';

/**
 * Issue 20: a 2-character Solana prefix found through solana/vanity-address by its Web Workers and WebAssembly
 * kernel in Chromium, the key re-derived here by web3.js; then the optional activation signed by the injected test
 * wallet on the run's litesvm chain (the found address funded, 0.1 SOL to the fee receiver in the same transaction).
 * Every request the page, its workers and the wallet made is recorded: no key (base58, hex, base64, the JSON byte
 * array) in any, nor in storage.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function secretForms(secretBase58: string): string[] {
  const secret = Buffer.from(decodeBase58(secretBase58) ?? new Uint8Array());
  const seed = secret.subarray(0, 32);
  return [
    secretBase58,
    secret.toString('hex'),
    seed.toString('hex'),
    secret.toString('base64'),
    seed.toString('base64'),
    encodeURIComponent(secret.toString('base64')),
    JSON.stringify(Array.from(secret)).slice(1, 80),
    JSON.stringify(Array.from(seed)).slice(1, 80),
  ];
}

describe('solana/vanity-address in Chromium', () => {
  it('finds a 2-character prefix, the wallet activates it (fee in the same transaction); no key in any request', async () => {
    const { feeReceiver, rpcUrl } = solanaChainInfo();
    const payer = await fundedKeypair(2);
    const { context, page, requests } = await openRecordedPhonePage(browser);
    const wallet = await injectSolanaWallet(page, { keypair: payer, rpcUrl });
    await page.goto('/en/solana/vanity-address');
    await waitForHydrated(page, '#solana-vanity-prefix');
    await page.getByLabel('Prefix').fill('So');
    await page.getByLabel(/Match upper and lower case/).check();
    await page.getByRole('button', { name: 'Start' }).click();
    await page.getByText('Done: every address you asked for was found.').waitFor({ timeout: 120_000 });

    expect(await page.getByTestId('vanity-key').allTextContents()).toEqual(['•'.repeat(16)]);
    await page.getByRole('button', { name: 'Show private key 1' }).click();
    const [secretBase58] = await page.getByTestId('vanity-key').allTextContents();
    const [address] = await page.getByTestId('vanity-address').allTextContents();
    const secret = decodeBase58(secretBase58) ?? new Uint8Array();
    expect(secret).toHaveLength(64);
    expect(Keypair.fromSeed(secret.slice(0, 32)).publicKey.toBase58()).toBe(address);
    expect(address.startsWith('So')).toBe(true);
    expect(await checkedCount(page)).toBeGreaterThan(0);
    expect(await fitsScreenWidth(page)).toBe(true);

    // Activation: the connected wallet funds the address; the fee lands in the same transaction.
    const connect = page.getByRole('button', { name: `Connect ${SOLANA_E2E_WALLET_NAME}` });
    await connect.waitFor({ timeout: 30_000 });
    await waitForHydrated(page, '.solana-wallet__choices button');
    await connect.click();
    await page.locator(`[data-testid="solana-wallet-address"][data-address="${wallet.address}"]`).waitFor();
    await page.getByLabel('SOL to send to it').fill('0.01');
    await page.getByRole('button', { name: /Fund and activate/ }).click();
    await page.getByTestId('vanity-activate-done').waitFor({ timeout: 60_000 });
    const [funded] = await lamportsOf(chainConnection(), [new PublicKey(address)]);
    expect(funded).toBe(10_000_000n);
    expect(await lamportsReceived(feeReceiver, [wallet.address])).toEqual({ lamports: 100_000_000n, transactions: 1 });
    // One signature (the wallet's): the vanity key signed nothing.
    expect(wallet.signed.map((transaction) => transaction.signatures.length)).toEqual([1]);

    const needles = secretForms(secretBase58).map((needle) => needle.toLowerCase());
    await expectNoKeyInRequestsOrStorage(page, requests, needles);
    await context.close();
  }, 240_000);

  it('Chinese: impossible characters refused with the reason', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    await page.goto('/cn/solana/vanity-address');
    await waitForHydrated(page, '#solana-vanity-prefix');
    await page.getByLabel('前缀').fill('S0l');
    await page
      .getByRole('alert')
      .getByText(/Solana 地址不含这些字符：0/)
      .waitFor();
    await context.close();
  }, 60_000);
});
