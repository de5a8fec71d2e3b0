import { decodeSuiPrivateKey } from '@mysten/sui/cryptography';
import type { Browser } from 'playwright-core';
import { SUI_COIN_TYPE_LONG } from '@/chains/sui/chain';
import { suiBatchCollectionFeeMist } from '@/chains/sui/fees';
import {
  deriveSuiAccounts,
  generateSuiMnemonic,
  generateSuiPrivateKey,
  suiAddressFromPrivateKey,
} from '@/chains/sui/keys';
import { decodePtb, type PtbArgument, signerOf } from '@/chains/sui/testing/decode-ptb';
import { type SuiGraphqlStandIn, startSuiGraphqlStandIn } from '@/chains/sui/testing/graphql-stand-in';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { waitForHydrated } from './solana-chain';
import { SUI_E2E_FEE_RECEIVER } from './sui-chain-setup';

// sui/batch-collection-token served by `next start`, in Chromium, against the GraphQL stand-in typed in as the user's
// endpoint (no Sui node installs; our relay reaches only public allow-listed hosts). Wallets from pasted keys (both
// forms) and a mnemonic range, two holding USDC but no SUI, topped up from a funding key. Every transaction that lands
// is decoded from its bytes; every request the browser makes during the visit is searched for the keys and mnemonic.
jest.setTimeout(120_000);

const USDC = '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC';
const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const DESTINATION = `0x${'d1'.repeat(32)}`;
const id = (wallet: number, i: number, byte: string) =>
  `0x${wallet.toString(16).padStart(4, '0')}${i.toString(16).padStart(4, '0')}${byte.repeat(28)}`;

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

it('sweeps SUI and USDC from pasted keys and a mnemonic range, tops up from a funding key, sends no key anywhere', async () => {
  const keys = Array.from({ length: 4 }, () => generateSuiPrivateKey());
  const hex = (key: string) => Buffer.from(decodeSuiPrivateKey(key).secretKey).toString('hex');
  const mnemonic = generateSuiMnemonic();
  const accounts = deriveSuiAccounts(mnemonic, { start: 0, count: 4 });
  const wallets = [...keys.map((key) => suiAddressFromPrivateKey(key)), ...accounts.map((account) => account.address)];
  const funder = generateSuiPrivateKey();
  const funderAddress = suiAddressFromPrivateKey(funder);
  const suiKey = (owner: string) => `${owner}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`;
  const usdcKey = (owner: string) => `${owner}|0x2::coin::Coin<${USDC}>`;
  const needsTopUp = new Set([1, 6]);
  wallets.forEach((address, index) => {
    if (!needsTopUp.has(index)) {
      standIn.coins.set(suiKey(address), [
        { objectId: id(index, 0, '5a'), version: '9', digest: DIGEST, balance: 2_000_000_000n },
      ]);
    }
    standIn.coins.set(
      usdcKey(address),
      Array.from({ length: 1 + (index % 3) }, (_, i) => ({
        objectId: id(index, i, 'ac'),
        version: String(30 + i),
        digest: DIGEST,
        balance: 1_000_000n * BigInt(i + 1),
      })),
    );
  });
  standIn.coins.set(suiKey(funderAddress), [
    { objectId: id(900, 0, 'f0'), version: '4', digest: DIGEST, balance: 9_000_000_000n },
  ]);
  standIn.metadata.set(USDC, { decimals: 6, symbol: 'USDC', name: 'USDC', description: '', iconUrl: null });
  const landed: { bytes: Uint8Array; signature: string }[] = [];
  standIn.onExecute = (bytes, signature) => {
    landed.push({ bytes, signature });
    const ptb = decodePtb(bytes);
    if (ptb.v1.sender !== funderAddress) return;
    ptb.commands.slice(1).forEach((command, i) => {
      const to = ptb.address(command.TransferObjects?.address as PtbArgument);
      const amount = ptb.u64(ptb.commands[0].SplitCoins?.amounts[i] as PtbArgument);
      standIn.coins.set(suiKey(to), [
        { objectId: id(800 + i, 0, 'b0'), version: '1', digest: DIGEST, balance: amount },
      ]);
    });
  };

  const context = await browser.newContext({ baseURL: baseUrl() });
  context.setDefaultTimeout(30_000);
  const page = await context.newPage();
  const requests: { url: string; headers: Record<string, string>; body: string }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), headers: request.headers(), body: request.postData() ?? '' }),
  );
  await page.goto('/en/sui/batch-collection-token');
  await waitForHydrated(page, '.send-token textarea');
  await page.getByLabel('Your own GraphQL URL').fill(standIn.url);
  await page.getByRole('button', { name: 'Use this endpoint' }).click();
  await page.getByText(`Using your endpoint: ${standIn.url}`).waitFor();
  await page
    .getByLabel('Keys or mnemonics of the wallets to collect from')
    .fill([keys[0], hex(keys[1]), keys[2], hex(keys[3]), `${mnemonic} 0-3`].join('\n'));
  await page.getByText('8 wallets read').waitFor();
  await page.getByLabel("Funding wallet's key (optional)").fill(funder);
  await page.getByLabel('Collect to (Sui address)').fill(DESTINATION);
  await page.getByLabel('Other coins to sweep (optional)').fill(USDC);
  await page.getByRole('button', { name: 'Review the collection' }).click();
  await page.getByTestId('sui-collection-review').waitFor();
  const states = await page.$$eval('[data-testid="sui-collection-row"]', (rows) =>
    rows.map((row) => row.getAttribute('data-state')),
  );
  expect(states).toEqual(wallets.map((_, i) => (needsTopUp.has(i) ? 'topUp' : 'ready')));
  await page.getByRole('button', { name: 'Collect from 8 wallets' }).click();
  await page.getByText('All 8 wallets collected.').waitFor({ timeout: 60_000 });

  // One top-up PTB from the funder, then one sweep per wallet, each signed by its own key.
  expect(landed).toHaveLength(9);
  expect(await signerOf(landed[0].bytes, landed[0].signature)).toBe(funderAddress);
  const senders = [];
  for (const { bytes, signature } of landed.slice(1)) {
    const sender = await signerOf(bytes, signature);
    senders.push(sender);
    const { commands, u64, address } = decodePtb(bytes);
    const last = commands[commands.length - 1].TransferObjects;
    expect(last?.objects).toEqual([{ $kind: 'GasCoin', GasCoin: true }]);
    expect(address(last?.address as PtbArgument)).toBe(DESTINATION);
    const fee = commands[commands.length - 2].TransferObjects;
    expect(address(fee?.address as PtbArgument)).toBe(SUI_E2E_FEE_RECEIVER);
    const split = commands[commands.length - 3].SplitCoins;
    expect(split?.coin.$kind).toBe('GasCoin');
    expect(split?.amounts.map((amount) => u64(amount as PtbArgument))).toEqual([suiBatchCollectionFeeMist()]);
  }
  expect(senders.sort()).toEqual([...wallets].sort());

  // No key (either form), derived key, funding key or mnemonic in any request of the visit.
  const secrets = [...keys, ...keys.map(hex), ...accounts.map((account) => account.privateKey), funder, hex(funder)];
  const words = mnemonic.split(' ');
  for (const request of requests) {
    const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.body}`.toLowerCase();
    expect({ url: request.url, leaked: secrets.filter((secret) => text.includes(secret.toLowerCase())) }).toEqual({
      url: request.url,
      leaked: [],
    });
    for (let i = 0; i + 3 <= words.length; i++) expect(text.includes(words.slice(i, i + 3).join(' '))).toBe(false);
  }
  expect(requests.filter((request) => request.url.startsWith(standIn.url)).length).toBeGreaterThan(20);
  await context.close();
});
