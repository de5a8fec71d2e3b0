import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import type { Browser } from 'playwright-core';
import { formatDecimal } from '@/lib/fees/decimal';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import {
  chainCall,
  chainConnection,
  createTestMint,
  emptyTokenAccount,
  lamportsReceived,
  mintTokens,
  solanaChainInfo,
  waitForHydrated,
} from './solana-chain';
import { injectSolanaWallet, SOLANA_E2E_WALLET_NAME } from './solana-injected-wallet';

// solana/close-account with the injected Wallet Standard wallet on the run's litesvm chain: the wallet holds four
// empty token accounts (SPL and Token-2022) and one that still holds tokens. Before signing, the page must show the
// rent to reclaim and the fees to the lamport; after one approval the empty accounts are gone from the chain, the
// one with tokens is untouched, the wallet got exactly what the page said, and the fee receiver the service fee.
const STEP_TIMEOUT_MS = 30_000;
/** 8 % of each account's rent, rounded down per account (chains/solana/fees.ts). */
const SERVICE_FEE_PER_MILLE = 80n;
const LAMPORTS_PER_SIGNATURE = 5_000n;
jest.setTimeout(90_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const sol = (lamports: bigint) => `${formatDecimal(lamports, 9)} SOL`;

describe('close token accounts with an injected Solana wallet', () => {
  it('shows the SOL to reclaim and the fees, closes the empty accounts on chain and leaves the rest', async () => {
    const started = Date.now();
    const { spl, token2022, feeReceiver } = solanaChainInfo();
    const owner = Keypair.generate();
    await chainCall('requestAirdrop', owner.publicKey.toBase58(), LAMPORTS_PER_SOL);
    const extraMints = [await createTestMint('spl', 2), await createTestMint('token-2022', 0)];
    const empty: string[] = [];
    for (const mint of [spl.address, token2022.address, ...extraMints]) {
      empty.push(await emptyTokenAccount(owner.publicKey, mint));
    }
    const holding = await mintTokens(owner.publicKey, await createTestMint('spl', 6), 5n);
    const connection = chainConnection();
    const rents = (await connection.getMultipleAccountsInfo(empty.map((key) => new PublicKey(key)))).map((info) =>
      BigInt(info?.lamports ?? 0),
    );
    const reclaimed = rents.reduce((sum, rent) => sum + rent, 0n);
    const serviceFee = rents.reduce((sum, rent) => sum + (rent * SERVICE_FEE_PER_MILLE) / 1000n, 0n);
    const balanceBefore = BigInt(await connection.getBalance(owner.publicKey));

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const wallet = await injectSolanaWallet(page, { keypair: owner, rpcUrl: solanaChainInfo().rpcUrl });
    await page.goto('/en/solana/close-account');
    const connect = page.getByRole('button', { name: `Connect ${SOLANA_E2E_WALLET_NAME}` });
    await connect.waitFor();
    await waitForHydrated(page, '.solana-wallet__choices button');
    // The first request is declined in the wallet: the panel says so, and asking again connects.
    wallet.rejectNextConnection();
    await connect.click();
    await page.getByRole('alert').getByText('You declined the connection in your wallet.').waitFor();
    expect(wallet.isAuthorised()).toBe(false);
    await connect.click();
    await page.locator(`[data-testid="solana-wallet-address"][data-address="${wallet.address}"]`).waitFor();

    await page.getByTestId('close-scan-status').getByText('5 token accounts found').waitFor();
    const summary = page.getByTestId('close-summary');
    const figure = (id: string) => summary.getByTestId(`close-summary-${id}`).textContent();
    expect(await figure('accounts')).toBe('4');
    expect(await figure('reclaim')).toBe(sol(reclaimed));
    expect(await figure('service-fee')).toBe(`− ${sol(serviceFee)}`);
    const transactions = BigInt((await figure('transactions')) ?? '');
    // Without a priority fee, a transaction of one signer costs 5,000 lamports.
    const networkFee = transactions * LAMPORTS_PER_SIGNATURE;
    expect(await figure('network-fee')).toBe(`− ${sol(networkFee)}`);
    expect(await figure('net')).toBe(sol(reclaimed - serviceFee - networkFee));

    await page.getByTestId('close-accounts-button').click();
    const run = page.getByTestId('close-run');
    await run.locator('[data-status="confirmed"] dd').getByText('4', { exact: true }).waitFor();
    expect(await run.locator('[data-status="failed"] dd').textContent()).toBe('0');
    // One approval for the whole batch.
    expect(wallet.calls.filter((call) => call === 'signTransaction')).toHaveLength(1);

    const after = await connection.getMultipleAccountsInfo([...empty, holding].map((key) => new PublicKey(key)));
    expect(after.slice(0, 4)).toEqual([null, null, null, null]);
    expect(after[4]).not.toBeNull();
    expect(BigInt(await connection.getBalance(owner.publicKey)) - balanceBefore).toBe(
      reclaimed - serviceFee - networkFee,
    );
    expect(await lamportsReceived(feeReceiver, [wallet.address])).toEqual({
      lamports: serviceFee,
      transactions: Number(transactions),
    });
    // The page scans again once the run settles: only the account with tokens is left.
    await page.getByTestId('close-scan-status').getByText('1 token account found').waitFor();
    await context.close();
    console.info(`solana close-account e2e: ${Date.now() - started} ms`);
  });
});
