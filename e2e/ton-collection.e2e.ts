import { readFileSync } from 'node:fs';
import { type Address, internal, SendMode, toNano } from '@ton/core';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { english } from 'viem/accounts';
import { generateEvmMnemonic } from '../chains/evm/mnemonic';
import { parseTonAddress, tonWalletDisplay } from '../chains/ton/address';
import { readTonBalances } from '../chains/ton/balances';
import { signSweepRequest } from '../chains/ton/collection';
import { DEFAULT_JETTON_FORWARD_TON, jettonTransferBody } from '../chains/ton/jetton';
import { jettonWalletFromMinter } from '../chains/ton/jetton-wallets';
import {
  bip39Seed,
  generateTonMnemonic,
  generateTonPrivateKey,
  type TonKeyPair,
  tonDerivationPath,
  tonKeyPairFromBip39,
  tonKeyPairFromMnemonic,
  tonKeyPairFromPrivateKey,
  tonPrivateKeyHex,
} from '../chains/ton/keys';
import { externalBoc, readTonWalletState, sendTonBoc } from '../chains/ton/wallet-state';
import { type TonWalletVersion, tonWalletAddress, tonWalletContract } from '../chains/ton/wallets';
import { launchBrowser } from './browser';
import { baseUrl } from './http';
import { readServerInfo } from './server';

// Issue 16's end-to-end check of ton/batch-collection-token: in Chromium, through the site's own TON passthrough and
// v3 relay to the stand-in (@ton/sandbox behind toncenter's API), wallets of every key kind (TON mnemonics, a BIP39
// phrase, hex keys; v4r2 and v5r1; one holding a jetton and no TON, topped up by a pasted funding key) are swept to one
// address; the chain must show every wallet at 0, and no request the browser made may carry a key or a mnemonic.

const STEP_TIMEOUT_MS = 60_000;
jest.setTimeout(180_000);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  postData: string | null;
}

const BIP39_WORDS: ReadonlySet<string> = new Set(english);

/** Twelve or more BIP39 words in a row (TON mnemonics use the same list), spaces encoded or not. */
function hasMnemonic(text: string): boolean {
  const spaced = text.replace(/%20|\+/g, ' ').toLowerCase();
  for (const run of spaced.match(/(?:[a-z]+[ \t\r\n]+){11,}[a-z]+/g) ?? []) {
    let streak = 0;
    for (const word of run.split(/\s+/)) {
      streak = BIP39_WORDS.has(word) ? streak + 1 : 0;
      if (streak >= 12) return true;
    }
  }
  return false;
}

async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return !!element && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { timeout: STEP_TIMEOUT_MS },
  );
}

describe('TON batch collection in Chromium', () => {
  it('sweeps TON and a jetton from pasted phrases and keys, and no request carries a secret', async () => {
    const { ton } = readServerInfo();
    if (!ton) throw new Error('global setup started no TON stand-in');
    const api = { jsonRpcUrl: ton.jsonRpcUrl, retryDelayMs: 50 };
    const minter = parseTonAddress(ton.jettonMinter);
    if (!minter.ok) throw new Error('bad jetton minter');
    const jettonMinter = minter.details.address;

    const phrases = [generateTonMnemonic(), generateTonMnemonic()];
    const bip39 = generateEvmMnemonic(12);
    const hexKeys = [generateTonPrivateKey()];
    const funderKey = generateTonPrivateKey();
    const pairs: TonKeyPair[] = [
      ...phrases.map((phrase) => tonKeyPairFromMnemonic(phrase)),
      tonKeyPairFromBip39(bip39Seed(bip39), tonDerivationPath(0)),
      ...hexKeys.map((key) => tonKeyPairFromPrivateKey(key) as TonKeyPair),
    ];
    const funder = tonKeyPairFromPrivateKey(funderKey) as TonKeyPair;
    const at = (index: number, version: TonWalletVersion) => tonWalletAddress(version, pairs[index].publicKey);
    // [wallet, TON, jetton]: key 2's wallet gets the jetton and no TON (only the transfer's forward nanoTON).
    const funding: [Address, bigint, bigint][] = [
      [at(0, 'v5r1'), toNano('2'), 0n],
      [at(1, 'v4r2'), toNano('1.5'), 1_000n],
      [at(2, 'v5r1'), 0n, 700n],
      [at(3, 'v4r2'), toNano('0.7'), 0n],
      [at(3, 'v5r1'), toNano('0.3'), 0n],
      [tonWalletAddress('v5r1', funder.publicKey), toNano('5'), 0n],
    ];

    // The bank (global setup's funded v5r1 wallet) sends it all in one external message, over HTTP.
    const bankPair = tonKeyPairFromPrivateKey(ton.bankKey) as TonKeyPair;
    const bank = tonWalletContract('v5r1', bankPair.publicKey);
    const bankJettonWallet = await jettonWalletFromMinter(jettonMinter, bank.address, api);
    const messages = funding.flatMap(([to, amount, jettons]) => [
      ...(amount > 0n ? [internal({ to, value: amount, bounce: false })] : []),
      ...(jettons > 0n
        ? [
            internal({
              to: bankJettonWallet,
              value: toNano('0.1'),
              bounce: true,
              body: jettonTransferBody({
                queryId: 0n,
                amount: jettons,
                destination: to,
                responseDestination: bank.address,
                forwardTonAmount: DEFAULT_JETTON_FORWARD_TON,
              }),
            }),
          ]
        : []),
    ]);
    const bankState = await readTonWalletState(bank.address, api);
    const body = signSweepRequest(
      bank,
      { kind: 'ton', sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS, messages },
      bankState.seqno,
      bankPair.secretKey,
    );
    await sendTonBoc(externalBoc(bank, body, bankState.isActive), api);
    const destination = tonWalletAddress(
      'v5r1',
      (tonKeyPairFromPrivateKey(generateTonPrivateKey()) as TonKeyPair).publicKey,
    );
    const sources = funding.slice(0, 5).map(([address]) => address);
    const before = await readTonBalances({
      ...api,
      owners: sources.map((address) => address.toRawString()),
      tokens: ['native', ton.jettonMinter],
    });
    expect(before[1].balances.map((row) => row.balance)).toEqual([0n, 1_000n, 700n, 0n, 0n]);

    const context = await browser.newContext({ baseURL: baseUrl(), acceptDownloads: true });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    const page = await context.newPage();
    const requests: RecordedRequest[] = [];
    page.on('request', (request) => {
      requests.push({
        method: request.method(),
        url: request.url(),
        headers: request.headers(),
        postData: request.postData(),
      });
    });

    await page.goto('/en/ton/batch-collection-token');
    await waitForHydrated(page, '#ton-collection-destination');
    await page
      .getByLabel('Recovery phrases or private keys of the wallets to collect from')
      .fill([...phrases, bip39, ...hexKeys].join('\n'));
    await page.getByText('4 keys read', { exact: true }).waitFor();
    await page.getByLabel("Funding wallet's phrase or private key (optional)").fill(funderKey);
    await page.getByLabel('Collect to (TON address)').fill(tonWalletDisplay(destination));
    await page.getByLabel('Jetton minter address (empty: TON only)').fill(ton.jettonMinter);
    await page.getByRole('button', { name: 'Review the collection' }).click();
    const review = page.getByTestId('ton-collection-review');
    await review.waitFor();
    expect(await review.locator('tbody tr').count()).toBe(5);
    expect(await page.getByTestId('ton-collection-totals').textContent()).toMatch(/^5 wallets holding 4\.5\d* TON; /);

    await page.getByTestId('ton-collection-start').click();
    await page.getByText('All 5 wallets collected.').waitFor({ timeout: 120_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export results (CSV)' }).click(),
    ]);
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    await context.close();

    const { data } = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(data.map((row) => row.status)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(new Set(data.map((row) => row.wallet))).toEqual(
      new Set(sources.map((address) => tonWalletDisplay(address))),
    );

    // The chain: every wallet at exactly 0 TON and 0 jetton, the destination holding every jetton.
    const after = await readTonBalances({
      ...api,
      owners: [...sources, destination].map((address) => address.toRawString()),
      tokens: ['native', ton.jettonMinter],
    });
    expect(after[0].balances.map((row) => row.balance)).toEqual([0n, 0n, 0n, 0n, 0n, after[0].balances[5].balance]);
    expect(after[0].balances[5].balance).toBeGreaterThan(toNano('4.4'));
    expect(after[1].balances.map((row) => row.balance)).toEqual([0n, 0n, 0n, 0n, 0n, 1_700n]);

    // Every request of the visit (URL, headers, body): no key, hex or base64, and no phrase.
    expect(requests.some((request) => request.url.includes('/api/rpc/json-rpc/ton/v3/accountStates'))).toBe(true);
    expect(requests.some((request) => request.postData?.includes('"sendBoc"'))).toBe(true);
    const secrets = [...hexKeys, funderKey, ...[...pairs, funder].map(tonPrivateKeyHex)].map((key) =>
      key.toLowerCase(),
    );
    const base64Secrets = [...pairs, funder].map((pair) => Buffer.from(pair.secretKey).toString('base64'));
    for (const request of [...requests, { method: 'EXPORT', url: 'ton-collection.csv', headers: {}, postData: csv }]) {
      const text = `${request.url}\n${JSON.stringify(request.headers)}\n${request.postData ?? ''}`;
      const leaked = [
        ...secrets.filter((secret) => text.toLowerCase().includes(secret)),
        ...base64Secrets.filter((secret) => text.includes(secret)),
      ];
      expect({ url: request.url, leaked }).toEqual({ url: request.url, leaked: [] });
      expect({ url: request.url, hasMnemonic: hasMnemonic(text) }).toEqual({ url: request.url, hasMnemonic: false });
    }
    console.info(`ton collection e2e: 5 wallets, ${requests.length} requests checked`);
  });
});
