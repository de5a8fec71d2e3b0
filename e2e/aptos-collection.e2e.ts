import type { Browser } from 'playwright-core';
import { aptosBatchCollectionFeeOctas } from '@/chains/aptos';
import { APT_FA_METADATA, APTOS_COIN_TYPE } from '@/chains/aptos/chain';
import { aptosAddressFromPrivateKey, aptosPrivateKeyOf, generateAptosPrivateKey } from '@/chains/aptos/keys';
import { type AptosStandIn, startAptosStandIn } from '@/chains/aptos/testing/aptos-stand-in';
import { decodeAptosTransaction } from '@/chains/aptos/testing/decode-transaction';
import { APTOS_E2E_FEE_RECEIVER } from './aptos-chain-setup';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { leakedIn, leakedInBytes } from './key-leaks';
import { waitForHydrated } from './solana-chain';

// aptos/batch-collection-token served by `next start`, in Chromium (no VIP: the catalogue gives this tool none), against
// the REST/indexer stand-in typed in as the user's own endpoint, its ledger on: every submitted transaction runs on
// its balances as a node would apply it (the prologue's gas check, the transfers, gas used × price charged from the
// sender). 20 keys pasted (AIP-80, bare hex, 0x-hex in capitals): 17 wallets hold APT (some in the coin store, some
// in the fungible store, one in both), many also an FA and a coin; two hold tokens but too little APT (none; less
// than our fee) and are topped up from a funding key first; one holds nothing. Every transaction the page submits is
// decoded from its BCS and checked; the balances after are what a sweep leaving exactly the gas must leave; every
// request the browser made during the visit is searched for the keys in every encoding.
jest.setTimeout(180_000);

const WALLETS = 20;
const EMPTY = 7;
const BOTH_ROWS = 3;
/** Tokens, and no APT / less APT than our fee: topped up by the funding key, then swept. */
const TOP_UPS = [12, 16];
const DESTINATION = `0x${'d7'.repeat(32)}`;
const FA = `0x${'bc'.repeat(32)}`;
const COIN = `0x${'1a'.repeat(32)}::usdt::USDT`;
const FEE = aptosBatchCollectionFeeOctas();
const PRICE = 100n;
const gasOf = (entries: number) => 400n + 60n * BigInt(entries);

const aptOf = (i: number) =>
  i === EMPTY || i === 12 ? 0n : i === 16 ? 200_000n : 3n * 10n ** 7n + BigInt(i) * 1_000_003n;
const FUNDER_APT = 10n ** 8n;
const faOf = (i: number) => (i === EMPTY || i % 2 !== 0 ? 0n : 5_000_000n + BigInt(i));
const coinOf = (i: number) => (i === EMPTY || i % 3 !== 0 ? 0n : 800_000n + BigInt(i));

let browser: Browser;
let standIn: AptosStandIn;

beforeAll(async () => {
  browser = await launchBrowser();
  standIn = await startAptosStandIn({ applyTransactions: true });
  standIn.gasUnitPrice = PRICE;
  standIn.gasOf = gasOf;
  standIn.metadata.set(FA, { symbol: 'FAX', name: 'FA X', decimals: 6 });
  standIn.metadata.set(COIN, { symbol: 'USDT', name: 'Tether', decimals: 6 });
});

afterAll(async () => {
  await browser?.close();
  await standIn?.close();
});

it('sweeps 20 pasted keys to one address, topping up two from a funding key, and no request carries a key', async () => {
  const keys = Array.from({ length: WALLETS }, () => generateAptosPrivateKey());
  const funderKey = generateAptosPrivateKey();
  const funder = aptosAddressFromPrivateKey(funderKey);
  const hexOf = (key: string) => key.replace(/^ed25519-priv-0x/, '');
  const pasted = keys.map((key, i) => (i % 3 === 0 ? key : i % 3 === 1 ? hexOf(key) : `0x${hexOf(key).toUpperCase()}`));
  const wallets = keys.map((key) => aptosAddressFromPrivateKey(key));
  const apt = new Map<string, bigint>();
  const aptFa = new Map<string, bigint>();
  const fa = new Map<string, bigint>();
  const coin = new Map<string, bigint>();
  wallets.forEach((address, i) => {
    standIn.accounts.set(address, BigInt(i));
    // APT where accounts keep it: the coin store (older accounts), the primary fungible store, or both.
    if (i === BOTH_ROWS) {
      apt.set(address, aptOf(i) - 1_000n);
      aptFa.set(address, 1_000n);
    } else if (aptOf(i) > 0n) (i % 2 === 0 ? apt : aptFa).set(address, aptOf(i));
    if (faOf(i) > 0n) fa.set(address, faOf(i));
    if (coinOf(i) > 0n) coin.set(address, coinOf(i));
  });
  standIn.accounts.set(funder, 0n);
  apt.set(funder, FUNDER_APT);
  standIn.balances.set(APTOS_COIN_TYPE, apt);
  standIn.balances.set(APT_FA_METADATA, aptFa);
  standIn.balances.set(FA, fa);
  standIn.balances.set(COIN, coin);
  const swept = wallets.map((_, i) => i).filter((i) => i !== EMPTY);
  const tokenCountOf = (i: number) => (faOf(i) > 0n ? 1 : 0) + (coinOf(i) > 0n ? 1 : 0);
  const tokenTxs = swept.reduce((total, i) => total + tokenCountOf(i), 0);
  const gasReserveOf = (i: number) => PRICE * (gasOf(1) * BigInt(tokenCountOf(i)) + gasOf(2));
  // A top-up: our fee and the sweep's gas padded by half (gas + gas / 2 + 100 units a transaction), less its APT.
  const padded = (gas: bigint) => gas + gas / 2n + 100n;
  const topUpOf = (i: number) =>
    FEE + PRICE * (padded(gasOf(1)) * BigInt(tokenCountOf(i)) + padded(gasOf(2))) - aptOf(i);
  const aptBeforeSweepOf = (i: number) => (TOP_UPS.includes(i) ? aptOf(i) + topUpOf(i) : aptOf(i));

  const context = await browser.newContext({ baseURL: baseUrl() });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const requests: { url: string; headers: Record<string, string>; body: Buffer }[] = [];
  page.on('request', (request) =>
    requests.push({
      url: request.url(),
      headers: request.headers(),
      body: request.postDataBuffer() ?? Buffer.alloc(0),
    }),
  );
  await page.goto('/en/aptos/batch-collection-token');
  await waitForHydrated(page, '.send-token textarea');
  await page.getByLabel('Your own Aptos API URL').fill(standIn.url);
  await page.getByRole('button', { name: 'Use this endpoint' }).click();
  await page.getByText(`Using your endpoint: ${standIn.url}`).waitFor();
  await page.getByLabel('Keys or mnemonics of the wallets to collect from').fill(pasted.join('\n'));
  await page.getByText(`${WALLETS} wallets read`, { exact: true }).waitFor();
  await page.getByLabel("Funding wallet's key (optional)").fill(funderKey);
  await page.getByText(`Funding wallet: ${funder}`).waitFor();
  await page.getByLabel('Collect to (Aptos address)').fill(DESTINATION);
  await page.getByLabel('Tokens to sweep besides APT (optional)').fill(`${FA}\n${COIN}`);
  await page.getByRole('button', { name: 'Review the collection' }).click();
  await page.getByTestId('aptos-collection-review').waitFor({ timeout: 60_000 });
  const states = await page.$$eval('[data-testid="aptos-collection-row"]', (rows) =>
    rows.map((row) => row.getAttribute('data-state')),
  );
  expect(states).toEqual(wallets.map((_, i) => (i === EMPTY ? 'empty' : TOP_UPS.includes(i) ? 'topUp' : 'ready')));
  expect(await page.getByTestId('aptos-collection-totals').textContent()).toMatch(
    new RegExp(`^19 wallets to sweep in ${19 + tokenTxs} transactions: [\\d.]+ APT to collect`),
  );
  const topUpTotal = TOP_UPS.reduce((total, i) => total + topUpOf(i), 0n);
  expect(await page.getByTestId('aptos-collection-top-up').textContent()).toBe(
    `2 wallets get ${Number(topUpTotal) / 1e8} APT from the funding wallet first: the fee and the gas of its sweep, the gas padded by half; its sweep then simulates again and sends what is left to the destination.`,
  );
  expect(standIn.submitted).toHaveLength(0);

  await page.getByRole('button', { name: 'Collect from 19 wallets' }).click();
  expect(await page.getByTestId('aptos-collection-done').textContent({ timeout: 120_000 })).toBe(
    'All 19 wallets collected.',
  );

  // Every submitted transaction: decoded from its bytes, signed by its wallet's own key, run successfully. The
  // funding key's top-up first: one batch_transfer, no fee of ours.
  expect(standIn.submitted).toHaveLength(1 + 19 + tokenTxs);
  expect(standIn.submitted.filter((entry) => !entry.success).map((entry) => entry.vmStatus)).toEqual([]);
  const decoded = standIn.submitted.map((entry) => ({
    ...decodeAptosTransaction(entry.bytes),
    gasUsed: entry.gasUsed,
  }));
  expect(decoded[0]).toMatchObject({
    sender: funder,
    sequenceNumber: 0n,
    function: '0x1::aptos_account::batch_transfer',
    recipients: TOP_UPS.map((i) => wallets[i]),
    amounts: TOP_UPS.map(topUpOf),
    publicKey: aptosPrivateKeyOf(funderKey).publicKey().toString(),
    isSignatureValid: true,
  });
  for (const i of swept) {
    const mine = decoded.filter((tx) => tx.sender === wallets[i]);
    const tokens = [
      ...(faOf(i) > 0n ? [{ function: '0x1::aptos_account::batch_transfer_fungible_assets', amount: faOf(i) }] : []),
      ...(coinOf(i) > 0n ? [{ function: '0x1::aptos_account::batch_transfer_coins', amount: coinOf(i) }] : []),
    ];
    expect(mine).toHaveLength(tokens.length + 1);
    const publicKey = aptosPrivateKeyOf(keys[i]).publicKey().toString();
    mine.forEach((tx, position) => {
      expect(tx).toMatchObject({
        sequenceNumber: BigInt(i + position),
        gasUnitPrice: PRICE,
        chainId: 1,
        publicKey,
        isSignatureValid: true,
      });
      expect(tx.size).toBeLessThanOrEqual(64 * 1024);
      // Each transaction's max gas is what it uses: nothing more is reserved than is spent.
      expect(tx.gasUsed).toBe(tx.maxGasAmount);
    });
    tokens.forEach((token, position) => {
      const tx = mine[position];
      expect(tx).toMatchObject({
        function: token.function,
        recipients: [DESTINATION],
        amounts: [token.amount],
        maxGasAmount: gasOf(1),
      });
      if (token.function.endsWith('fungible_assets')) expect(tx.metadata).toBe(FA);
      else expect(tx.typeArguments).toEqual([COIN]);
    });
    expect(mine[tokens.length]).toMatchObject({
      function: '0x1::aptos_account::batch_transfer',
      typeArguments: [],
      recipients: [DESTINATION, APTOS_E2E_FEE_RECEIVER],
      amounts: [aptBeforeSweepOf(i) - FEE - gasReserveOf(i), FEE],
      maxGasAmount: gasOf(2),
    });
  }

  // The ledger after: every swept wallet at zero (it kept exactly its gas, and spent it), the destination holding
  // the sum of what they sent, our receiver the fee of each.
  for (const [i, address] of wallets.entries()) {
    expect({ i, apt: standIn.balanceOf(address, APTOS_COIN_TYPE), fa: standIn.balanceOf(address, FA) }).toEqual({
      i,
      apt: 0n,
      fa: 0n,
    });
    expect(standIn.balanceOf(address, COIN)).toBe(0n);
  }
  const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
  expect(standIn.balanceOf(DESTINATION, APTOS_COIN_TYPE)).toBe(
    sum(swept.map((i) => aptBeforeSweepOf(i) - FEE - gasReserveOf(i))),
  );
  expect(standIn.balanceOf(DESTINATION, FA)).toBe(sum(swept.map(faOf)));
  expect(standIn.balanceOf(DESTINATION, COIN)).toBe(sum(swept.map(coinOf)));
  expect(standIn.balanceOf(APTOS_E2E_FEE_RECEIVER, APTOS_COIN_TYPE)).toBe(FEE * 19n);
  expect(standIn.balanceOf(funder, APTOS_COIN_TYPE)).toBe(FUNDER_APT - topUpTotal - decoded[0].gasUsed * PRICE);
  // The chain gained nothing and lost nothing but the gas.
  expect(
    sum(swept.map(aptOf)) +
      FUNDER_APT -
      standIn.balanceOf(funder, APTOS_COIN_TYPE) -
      standIn.balanceOf(DESTINATION, APTOS_COIN_TYPE) -
      standIn.balanceOf(APTOS_E2E_FEE_RECEIVER, APTOS_COIN_TYPE),
  ).toBe(sum(decoded.map((tx) => tx.gasUsed * PRICE)));

  // No key in any request of the visit: URL, headers and body (hex, base64, base64url, AIP-80, raw bytes).
  expect(requests.filter((request) => request.url.startsWith(standIn.url)).length).toBeGreaterThan(19 + tokenTxs);
  const allKeys = [...keys, funderKey];
  const hexKeys = allKeys.map((key) => `0x${hexOf(key)}` as const);
  for (const request of requests) {
    const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.body.toString('utf8')}`;
    const leaked = hexKeys.flatMap((key, i) =>
      leakedIn(text, key) || leakedInBytes(request.body, key) || text.includes(allKeys[i]) ? [i] : [],
    );
    expect({ url: request.url, leaked }).toEqual({ url: request.url, leaked: [] });
  }
  await context.close();
});
