import {
  type Connection,
  Keypair,
  type PublicKey,
  SystemInstruction,
  SystemProgram,
  TransactionMessage,
  type VersionedTransaction,
} from '@solana/web3.js';
import type { Browser, Page } from 'playwright-core';
import { formatDecimal } from '@/lib/fees/decimal';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import {
  chainConnection,
  emptyTokenAccount,
  fundedKeypair,
  lamportsOf,
  lamportsReceived,
  mintTokens,
  solanaChainInfo,
  tokenBalancesOf,
  waitForHydrated,
} from './solana-chain';
import { injectSolanaWallet, SOLANA_E2E_WALLET_NAME, type SolanaInjectedWallet } from './solana-injected-wallet';

// solana/batch/send with the injected Wallet Standard wallet on the run's litesvm chain. SOL to 60 recipients goes
// as versioned transactions through a lookup table the page writes first; the wallet refuses the first group of
// transfers, the rest is sent, and "retry failed" signs exactly the refused rows again. Then an SPL token to 20
// recipients, half of whom have no token account yet. Every balance is read back from the chain, and the fee
// receiver must have got 0.008 SOL from each transfer transaction of this wallet (spec §9), nothing else.
const SOL_RECIPIENTS = 60;
const TOKEN_RECIPIENTS = 20;
const SERVICE_FEE_LAMPORTS = 8_000_000n;
const STEP_TIMEOUT_MS = 30_000;
const RUN_TIMEOUT_MS = 60_000;
jest.setTimeout(150_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const signings = (wallet: SolanaInjectedWallet) => wallet.calls.filter((call) => call === 'signTransaction').length;

/** The recipients of the SOL transfers in `transactions` (v0 ones resolved through the chain's lookup tables). */
async function solRecipientsOf(connection: Connection, transactions: VersionedTransaction[], feeReceiver: string) {
  const paid: string[] = [];
  for (const transaction of transactions) {
    const tables = [];
    for (const lookup of transaction.message.addressTableLookups) {
      const { value } = await connection.getAddressLookupTable(lookup.accountKey);
      if (!value) throw new Error(`Lookup table ${lookup.accountKey.toBase58()} not on chain`);
      tables.push(value);
    }
    const message = TransactionMessage.decompile(transaction.message, { addressLookupTableAccounts: tables });
    for (const instruction of message.instructions) {
      if (!instruction.programId.equals(SystemProgram.programId)) continue;
      if (SystemInstruction.decodeInstructionType(instruction) !== 'Transfer') continue;
      const to = SystemInstruction.decodeTransfer(instruction).toPubkey.toBase58();
      if (to !== feeReceiver) paid.push(to);
    }
  }
  return paid.sort();
}

async function connectWallet(page: Page, wallet: SolanaInjectedWallet): Promise<void> {
  const connect = page.getByRole('button', { name: `Connect ${SOLANA_E2E_WALLET_NAME}` });
  await connect.waitFor();
  await waitForHydrated(page, '.solana-wallet__choices button');
  await connect.click();
  await page.locator(`[data-testid="solana-wallet-address"][data-address="${wallet.address}"]`).waitFor();
}

async function pasteRows(page: Page, lines: string[]): Promise<void> {
  await page.getByLabel('Rows', { exact: true }).fill(lines.join('\n'));
  await page.getByText(`${lines.length} of ${lines.length} rows ready`).waitFor();
}

/**
 * Waits for the plan of `recipients` rows and the enabled send button; answers the plan's format, its transfer
 * transactions and all its transactions (lookup-table writes included).
 */
async function readyPlan(
  page: Page,
  recipients: number,
): Promise<{ format: string; transfers: number; transactions: number }> {
  const plan = page.getByTestId('solana-send-plan');
  const details = plan.locator('[data-transactions]');
  await details.waitFor();
  await page.waitForFunction(
    (count) => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="solana-send-start"]');
      return !!button && !button.disabled && button.textContent === `Send to ${count} recipients`;
    },
    recipients,
    { timeout: STEP_TIMEOUT_MS },
  );
  return {
    format: (await plan.locator('[data-format]').getAttribute('data-format')) ?? '',
    transfers: Number(await details.getAttribute('data-transfers')),
    transactions: Number(await details.getAttribute('data-transactions')),
  };
}

const countOf = (page: Page, status: string) =>
  page.locator(`.batch-progress__counts [data-status="${status}"] dd`).textContent();

async function sendSol(page: Page, wallet: SolanaInjectedWallet, recipients: PublicKey[], amounts: bigint[]) {
  const connection = chainConnection();
  const { feeReceiver } = solanaChainInfo();
  await pasteRows(
    page,
    recipients.map((recipient, index) => `${recipient.toBase58()},${formatDecimal(amounts[index], 9)}`),
  );
  const plan = await readyPlan(page, SOL_RECIPIENTS);
  // 60 SOL transfers: 4 legacy transactions or 2 versioned ones through a lookup table (chains/solana/README.md).
  expect(plan).toMatchObject({ format: 'v0', transfers: 2 });
  expect(plan.transactions).toBeGreaterThan(plan.transfers);

  // The first approval writes the lookup table; the second, the first group of transfers, is refused.
  wallet.rejectSignature(1);
  await page.getByTestId('solana-send-start').click();
  await page.getByTestId('solana-send-declined').waitFor({ timeout: RUN_TIMEOUT_MS });
  expect(signings(wallet)).toBe(2);
  const refused = Number(await countOf(page, 'failed'));
  expect(refused).toBeGreaterThan(0);
  expect(await countOf(page, 'confirmed')).toBe('0');

  // Continue: the rows still pending go out; the refused ones wait.
  await page.getByTestId('solana-send-continue').click();
  await page
    .locator('.batch-progress__counts [data-status="confirmed"] dd')
    .getByText(String(SOL_RECIPIENTS - refused), { exact: true })
    .waitFor({ timeout: RUN_TIMEOUT_MS });
  const balances = await lamportsOf(connection, recipients);
  const unpaidNow = recipients.filter((_, index) => balances[index] === 0n).map((key) => key.toBase58());
  expect(unpaidNow).toHaveLength(refused);

  // Retry failed: what the wallet signs now pays exactly the refused rows.
  const signedBefore = wallet.signed.length;
  await page.getByTestId('solana-send-retry').click();
  await page.getByText(`All ${SOL_RECIPIENTS} rows confirmed.`).waitFor({ timeout: RUN_TIMEOUT_MS });
  const retried = wallet.signed.slice(signedBefore);
  expect(await solRecipientsOf(connection, retried, feeReceiver)).toEqual([...unpaidNow].sort());
  expect(await lamportsOf(connection, recipients)).toEqual(amounts);
  return plan.transfers;
}

async function sendToken(page: Page, recipients: PublicKey[], amounts: bigint[]) {
  const { spl } = solanaChainInfo();
  await page.getByLabel('SPL / Token-2022 token').check();
  await page.getByTestId('solana-send-mint').fill(spl.address);
  await page.locator('[data-token-symbol]').waitFor();
  await pasteRows(
    page,
    recipients.map((recipient, index) => `${recipient.toBase58()},${formatDecimal(amounts[index], spl.decimals)}`),
  );
  const plan = await readyPlan(page, TOKEN_RECIPIENTS);
  // Half the recipients have no account for the token: the batch creates them.
  expect(await page.getByTestId('solana-send-plan').locator('[data-accounts]').getAttribute('data-accounts')).toBe(
    String(TOKEN_RECIPIENTS / 2),
  );
  await page.getByTestId('solana-send-start').click();
  await page.getByText(`All ${TOKEN_RECIPIENTS} rows confirmed.`).waitFor({ timeout: RUN_TIMEOUT_MS });
  expect(plan.format).toBe('legacy');
  expect(plan.transactions).toBe(plan.transfers);
  return plan.transfers;
}

describe('Solana batch send with an injected Wallet Standard wallet', () => {
  it('sends SOL through a lookup table and an SPL token, retries a refused group alone, all checked on chain', async () => {
    const started = Date.now();
    const { spl, feeReceiver, rpcUrl } = solanaChainInfo();
    const connection = chainConnection();
    const sender = await fundedKeypair(20);
    const solRecipients = Array.from({ length: SOL_RECIPIENTS }, () => Keypair.generate().publicKey);
    // 0.001000001 SOL and up: above the rent-exempt minimum of a new account, and every amount different.
    const solAmounts = solRecipients.map((_, index) => 1_000_001n + BigInt(index) * 1_000n);
    const tokenRecipients = Array.from({ length: TOKEN_RECIPIENTS }, () => Keypair.generate().publicKey);
    const tokenAmounts = tokenRecipients.map((_, index) => 1_000_000n + BigInt(index) * 1_001n);
    await mintTokens(
      sender.publicKey,
      spl.address,
      tokenAmounts.reduce((sum, amount) => sum + amount, 0n),
    );
    for (const recipient of tokenRecipients.slice(0, TOKEN_RECIPIENTS / 2)) {
      await emptyTokenAccount(recipient, spl.address);
    }

    const context = await browser.newContext({ baseURL: baseUrl() });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const wallet = await injectSolanaWallet(page, { keypair: sender, rpcUrl });
    await page.goto('/en/solana/batch/send');
    await connectWallet(page, wallet);
    await page.getByTestId('solana-send-balance').getByText('Your balance: 20 SOL').waitFor();

    const solTransactions = await sendSol(page, wallet, solRecipients, solAmounts);
    await page.getByRole('button', { name: 'New batch' }).click();
    const tokenTransactions = await sendToken(page, tokenRecipients, tokenAmounts);

    expect(await tokenBalancesOf(connection, tokenRecipients, spl.address, 'spl')).toEqual(tokenAmounts);
    expect((await tokenBalancesOf(connection, [sender.publicKey], spl.address, 'spl'))[0]).toBe(0n);
    const fees = await lamportsReceived(feeReceiver, [wallet.address]);
    expect(fees.transactions).toBe(solTransactions + tokenTransactions);
    expect(fees.lamports).toBe(SERVICE_FEE_LAMPORTS * BigInt(fees.transactions));
    await context.close();
    console.info(`solana batch send e2e: ${Date.now() - started} ms`);
  });
});
