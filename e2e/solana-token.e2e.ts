import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  getTokenMetadata,
  TOKEN_2022_PROGRAM_ID,
} from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js';
import type { Browser, Locator, Page } from 'playwright-core';
import { formatDecimal, parseDecimal } from '@/lib/fees/decimal';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { chainCall, chainConnection, lamportsReceived, solanaChainInfo, waitForHydrated } from './solana-chain';
import { injectSolanaWallet, SOLANA_E2E_WALLET_NAME, type SolanaInjectedWallet } from './solana-injected-wallet';

// The token tools with the injected Wallet Standard wallet on the run's litesvm chain: publish a Token-2022 token
// (the costs shown before signing must be what the wallet's SOL balance loses, to the lamport; the mint, its supply
// and its metadata are read back from the chain), follow "manage this token", burn, mint to another wallet, freeze
// then thaw that holder, revoke the mint authority (confirmed as irreversible) — each read back from the chain — and
// the fee receiver must have got exactly the library's fees from this wallet. Then the update page in Chinese renames
// the token.
const STEP_TIMEOUT_MS = 30_000;
const SOL = BigInt(LAMPORTS_PER_SOL);
/** chains/solana/fees.ts (tokenToolFeeLamports): publish and metadata update 0.1, burn / mint / freeze 0.05. */
const FEES = { publish: SOL / 10n, action: SOL / 20n, revoke: 0n, update: SOL / 10n };
const TOKEN = {
  name: 'Chainkit E2E 代币',
  symbol: 'CKE2E',
  decimals: 6,
  supply: '1000000.5',
  uri: 'https://example.com/cke2e.json',
};
const NEW_NAME = '链工具 E2E 新名';
jest.setTimeout(90_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const units = (text: string) => parseDecimal(text, TOKEN.decimals);
const sol = (lamports: bigint) => `${formatDecimal(lamports, 9)} SOL`;
const lamportsOfText = (text: string | null) => parseDecimal((text ?? '').replace(/ SOL$/, ''), 9);

function cnMessage(key: string): string {
  const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'cn.json'), 'utf8'));
  return key.split('.').reduce((node, part) => node[part], messages) as unknown as string;
}

/** The costs the page shows before signing, in lamports; their total must be the sum of the lines. */
async function shownCosts(scope: Locator): Promise<{ serviceFee: bigint; total: bigint }> {
  const costs = scope.getByTestId('token-costs');
  const line = async (id: string) => lamportsOfText(await costs.getByTestId(`token-cost-${id}`).textContent());
  const hasRent = (await costs.getByTestId('token-cost-rent').count()) > 0;
  const [serviceFee, networkFee, rent, total] = [
    await line('service-fee'),
    await line('network-fee'),
    hasRent ? await line('rent') : 0n,
    await line('total'),
  ];
  expect(total).toBe(serviceFee + networkFee + rent);
  return { serviceFee, total };
}

/**
 * Review → costs → sign → confirmed, in one action panel (`prefix`: its test ids); the wallet's balance must drop by
 * exactly the total shown, and the service fee be `serviceFee`. Answers the costs shown.
 */
async function reviewAndSign(scope: Locator, prefix: string, owner: PublicKey, serviceFee: bigint) {
  const connection = chainConnection();
  await scope.getByTestId(`${prefix}-review`).click();
  const sign = scope.getByTestId(`${prefix}-sign`);
  await scope.locator(`[data-testid="${prefix}-sign"], [data-testid="${prefix}-error"]`).first().waitFor();
  if (!(await sign.isVisible()))
    throw new Error(`${prefix}: ${await scope.getByTestId(`${prefix}-error`).textContent()}`);
  const costs = await shownCosts(scope);
  expect(sol(costs.serviceFee)).toBe(sol(serviceFee));
  const before = BigInt(await connection.getBalance(owner));
  await sign.click();
  const outcome = scope.locator(`[data-testid="${prefix}-done"], [data-testid="${prefix}-error"]`).first();
  await outcome.waitFor();
  if ((await outcome.getAttribute('data-testid')) !== `${prefix}-done`) {
    throw new Error(`${prefix}: ${await outcome.textContent()}`);
  }
  expect(before - BigInt(await connection.getBalance(owner))).toBe(costs.total);
  return costs;
}

async function connectWallet(page: Page, wallet: SolanaInjectedWallet) {
  const connect = page.getByRole('button', { name: `Connect ${SOLANA_E2E_WALLET_NAME}` });
  await connect.waitFor();
  await waitForHydrated(page, '.solana-wallet__choices button');
  await connect.click();
  await connectedAs(page, wallet);
}

const connectedAs = (page: Page, wallet: SolanaInjectedWallet) =>
  page.locator(`[data-testid="solana-wallet-address"][data-address="${wallet.address}"]`).waitFor();

/** Fills the publish form (Token-2022) and publishes; answers the new mint. */
async function publish(page: Page, owner: PublicKey): Promise<PublicKey> {
  await page.getByTestId('token-program-2022').check();
  await page.getByTestId('token-name').fill(TOKEN.name);
  await page.getByTestId('token-symbol').fill(TOKEN.symbol);
  await page.getByTestId('token-decimals').fill(String(TOKEN.decimals));
  await page.getByTestId('token-supply').fill(TOKEN.supply);
  await page.getByTestId('token-uri').fill(TOKEN.uri);
  await reviewAndSign(page.locator('body'), 'token-publish', owner, FEES.publish);
  return new PublicKey((await page.getByTestId('token-mint-address').getAttribute('data-address')) ?? '');
}

describe('Solana token tools with an injected wallet', () => {
  it('publishes a Token-2022 token, manages it on /solana/account, updates it in Chinese; all checked on chain', async () => {
    const started = Date.now();
    const connection = chainConnection();
    const { feeReceiver } = solanaChainInfo();
    const owner = Keypair.generate();
    const holder = Keypair.generate().publicKey;
    await chainCall('requestAirdrop', owner.publicKey.toBase58(), 2 * LAMPORTS_PER_SOL);
    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const wallet = await injectSolanaWallet(page, { keypair: owner, rpcUrl: solanaChainInfo().rpcUrl });
    await page.goto('/en/solana/token/publish');
    await connectWallet(page, wallet);

    // Publish: the mint, its supply in the wallet's account and its metadata, as the chain holds them.
    const mint = await publish(page, owner.publicKey);
    const ownerAccount = getAssociatedTokenAddressSync(mint, owner.publicKey, false, TOKEN_2022_PROGRAM_ID);
    const holderAccount = getAssociatedTokenAddressSync(mint, holder, false, TOKEN_2022_PROGRAM_ID);
    const readMint = () => getMint(connection, mint, 'confirmed', TOKEN_2022_PROGRAM_ID);
    const balanceOf = async (account: PublicKey) =>
      (await getAccount(connection, account, 'confirmed', TOKEN_2022_PROGRAM_ID)).amount;
    const published = await readMint();
    expect(published.supply).toBe(units(TOKEN.supply));
    expect(published.decimals).toBe(TOKEN.decimals);
    expect(published.mintAuthority?.equals(owner.publicKey)).toBe(true);
    expect(published.freezeAuthority?.equals(owner.publicKey)).toBe(true);
    expect(await balanceOf(ownerAccount)).toBe(units(TOKEN.supply));
    expect(await getTokenMetadata(connection, mint, 'confirmed', TOKEN_2022_PROGRAM_ID)).toMatchObject({
      name: TOKEN.name,
      symbol: TOKEN.symbol,
      uri: TOKEN.uri,
    });

    // Manage: the link carries the mint; the page reads it and the connected wallet's account at once.
    await page.getByTestId('token-manage-link').click();
    await page.waitForURL(`**/en/solana/account?mint=${mint.toBase58()}`);
    await connectedAs(page, wallet);
    const supplyShown = page.getByTestId('token-overview-supply');
    await supplyShown.getByText(TOKEN.supply, { exact: true }).waitFor();
    const section = (id: string) => page.getByTestId(`token-section-${id}`);

    await section('burn').getByTestId('token-burn-amount').fill('0.5');
    await reviewAndSign(section('burn'), 'token-burn', owner.publicKey, FEES.action);
    expect((await readMint()).supply).toBe(units('1000000'));
    expect(await balanceOf(ownerAccount)).toBe(units('1000000'));

    // Minting to a wallet without an account for the token: the costs include that account's rent.
    await section('mint').getByTestId('token-mint-amount').fill('250');
    await section('mint').getByTestId('token-mint-recipient').fill(holder.toBase58());
    await reviewAndSign(section('mint'), 'token-mint', owner.publicKey, FEES.action);
    expect((await readMint()).supply).toBe(units('1000250'));
    expect(await balanceOf(holderAccount)).toBe(units('250'));

    const isFrozen = async () =>
      (await getAccount(connection, holderAccount, 'confirmed', TOKEN_2022_PROGRAM_ID)).isFrozen;
    await section('freeze').getByTestId('token-freeze-holder').fill(holder.toBase58());
    await reviewAndSign(section('freeze'), 'token-freeze', owner.publicKey, FEES.action);
    expect(await isFrozen()).toBe(true);
    await section('freeze').getByTestId('token-freeze-mode-thaw').check();
    await reviewAndSign(section('freeze'), 'token-freeze', owner.publicKey, FEES.action);
    expect(await isFrozen()).toBe(false);

    // Revoking asks for the irreversible confirmation first; it is free.
    await section('revoke').getByTestId('token-revoke-mint').check();
    await section('revoke').getByTestId('token-revoke-review').click();
    await section('revoke').getByRole('alert').waitFor();
    expect(await section('revoke').getByTestId('token-revoke-sign').count()).toBe(0);
    await section('revoke').getByTestId('token-revoke-confirm').check();
    await reviewAndSign(section('revoke'), 'token-revoke', owner.publicKey, FEES.revoke);
    expect((await readMint()).mintAuthority).toBeNull();
    // The page read the token again: the supply it shows is the chain's, and minting is closed.
    await supplyShown.getByText('1000250', { exact: true }).waitFor();
    await page.locator('[data-testid="token-section-mint"][data-disabled="true"]').waitFor();

    // Publish, burn, mint, freeze and thaw paid the receiver; revoking did not.
    expect(await lamportsReceived(feeReceiver, [wallet.address])).toEqual({
      lamports: FEES.publish + 4n * FEES.action,
      transactions: 5,
    });

    // The update page in Chinese, the wallet reconnected silently, the form filled from the chain.
    await page.goto(`/cn/solana/token/update?mint=${mint.toBase58()}`);
    expect(await page.getAttribute('html', 'lang')).toBe('zh-CN');
    expect(await page.locator('h1').textContent()).toBe(cnMessage('solanaTokenUpdate.title'));
    await connectedAs(page, wallet);
    const name = page.getByTestId('token-name');
    await page.waitForFunction(
      (expected) => document.querySelector<HTMLInputElement>('[data-testid="token-name"]')?.value === expected,
      TOKEN.name,
    );
    expect(await page.getByTestId('token-update-review').textContent()).toBe(cnMessage('solanaTokenUpdate.review'));
    await name.fill(NEW_NAME);
    await reviewAndSign(page.locator('body'), 'token-update', owner.publicKey, FEES.update);
    expect(await getTokenMetadata(connection, mint, 'confirmed', TOKEN_2022_PROGRAM_ID)).toMatchObject({
      name: NEW_NAME,
      symbol: TOKEN.symbol,
      uri: TOKEN.uri,
    });
    expect(await lamportsReceived(feeReceiver, [wallet.address])).toEqual({
      lamports: FEES.publish + 4n * FEES.action + FEES.update,
      transactions: 6,
    });
    await context.close();
    console.info(`solana token e2e: ${Date.now() - started} ms`);
  });
});
