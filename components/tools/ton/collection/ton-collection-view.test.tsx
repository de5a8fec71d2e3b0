/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { fireEvent, screen, within } from '@testing-library/react';
import { Address, toNano } from '@ton/core';
import Papa from 'papaparse';
import { tonWalletDisplay } from '@/chains/ton/address';
import { computeJettonWalletAddress } from '@/chains/ton/jetton-wallets';
import {
  bip39Seed,
  generateTonMnemonic,
  type TonKeyPair,
  tonDerivationPath,
  tonKeyPairFromBip39,
  tonKeyPairFromMnemonic,
  tonKeyPairFromPrivateKey,
  tonPrivateKeyHex,
} from '@/chains/ton/keys';
import { type TonWalletVersion, tonWalletAddress } from '@/chains/ton/wallets';
import { downloadCsv } from '@/components/batch/download-csv';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import { deployTestJetton, type TestJetton } from '@/test/ton-stand-in/jetton';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { TON_COLLECTION_RUN_KEY } from './run-store';
import { TonCollectionView } from './ton-collection-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));
jest.setTimeout(180_000);

// The collection page on the stand-in (@ton/sandbox behind toncenter's API) through a local origin with our relay's
// paths: keys of every kind pasted (TON mnemonics, a BIP39 phrase, hex keys), v4r2 and v5r1 wallets, a jetton held by
// a wallet without TON (topped up by the funding wallet). One send is refused: that wallet fails alone, the page is
// reloaded, the plan resumes with what is left, and Retry empties it. Every request is recorded: no secret in any.

const BIP39 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const HEX = ['a1', 'b2', 'c3'].map((byte) => byte.repeat(32));
let TON_PHRASES: string[];
let PAIRS: TonKeyPair[];
let funderPair: TonKeyPair;
const FUNDER_KEY = 'f0'.repeat(32);
const DESTINATION = new Address(0, Buffer.alloc(32, 0xdd));

let standIn: TonStandIn;
let jetton: TestJetton;
let origin: LocalServer;
/** Which sendBoc the origin refuses (1-based count), or 0. */
let refuseSend = 0;
let sends = 0;

const wallet = (pair: TonKeyPair, version: TonWalletVersion) => tonWalletAddress(version, pair.publicKey);
const tonOf = async (address: Address) => (await standIn.blockchain.getContract(address)).balance;
async function jettonOf(owner: Address): Promise<bigint> {
  const code = (await jetton.minter.getData()).jettonWalletCode;
  const address = computeJettonWalletAddress('reference', owner, jetton.address, code);
  const contract = await standIn.blockchain.getContract(address);
  if (contract.accountState?.type !== 'active') return 0n;
  return (await standIn.blockchain.runGetMethod(address, 'get_wallet_data')).stackReader.readBigNumber();
}

/** The wallets worth collecting: [key index, version]. */
let SOURCES: [number, TonWalletVersion][];

beforeAll(async () => {
  TON_PHRASES = [generateTonMnemonic(), generateTonMnemonic()];
  PAIRS = [
    ...TON_PHRASES.map((phrase) => tonKeyPairFromMnemonic(phrase)),
    tonKeyPairFromBip39(bip39Seed(BIP39), tonDerivationPath(0)),
    ...HEX.map((hex) => tonKeyPairFromPrivateKey(hex) as TonKeyPair),
  ];
  funderPair = tonKeyPairFromPrivateKey(FUNDER_KEY) as TonKeyPair;
  standIn = await startTonStandIn();
  jetton = await deployTestJetton(standIn);
  SOURCES = [
    [0, 'v5r1'],
    [1, 'v4r2'],
    [2, 'v5r1'],
    [3, 'v4r2'],
    [3, 'v5r1'],
  ];
  (await standIn.blockchain.getContract(wallet(PAIRS[0], 'v5r1'))).balance = toNano('3');
  (await standIn.blockchain.getContract(wallet(PAIRS[1], 'v4r2'))).balance = toNano('2');
  await jetton.mint(wallet(PAIRS[1], 'v4r2'), 1_000n);
  await jetton.mint(wallet(PAIRS[2], 'v5r1'), 500n);
  // Key 2's wallet holds the jetton and not a nanoTON: it needs a top-up.
  (await standIn.blockchain.getContract(wallet(PAIRS[2], 'v5r1'))).balance = 0n;
  (await standIn.blockchain.getContract(wallet(PAIRS[3], 'v4r2'))).balance = toNano('1');
  (await standIn.blockchain.getContract(wallet(PAIRS[3], 'v5r1'))).balance = toNano('0.5');
  (await standIn.blockchain.getContract(wallet(funderPair, 'v5r1'))).balance = toNano('10');
  origin = await startLocalServer((request, response) => {
    const url = new URL(request.url, 'http://origin');
    // No keep-alive: jsdom's fetch does not retry a reused socket the server closed meanwhile (a browser does).
    response.setHeader('connection', 'close');
    const isV2 = url.pathname === '/api/rpc/json-rpc/ton';
    if (isV2 && JSON.parse(request.body).method === 'sendBoc') {
      sends += 1;
      if (sends === refuseSend) {
        sendJson(response, { ok: false, error: 'LITE_SERVER_UNKNOWN: refused for the test', code: 400 }, 400);
        return;
      }
    }
    void fetch(isV2 ? standIn.jsonRpcUrl : `${standIn.url}/v3/accountStates${url.search}`, {
      method: request.method,
      headers: { 'content-type': 'application/json' },
      body: isV2 ? request.body : undefined,
    })
      .then(async (answer) => sendJson(response, await answer.json(), answer.status))
      .catch(() => sendJson(response, { code: 5000 }, 502));
  });
}, 180_000);

afterAll(async () => {
  await origin?.close();
  await standIn?.stop();
});

function render() {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(
    <TonCollectionView
      upstream="toncenter.com"
      hasV3Relay
      paths={{ jsonRpc: `${origin.baseUrl}/api/rpc/json-rpc/ton`, v3: `${origin.baseUrl}/api/rpc/json-rpc/ton/v3` }}
      pollMs={20}
    />,
    { locale: 'en', http },
  );
}

function fill() {
  const lines = [...TON_PHRASES, BIP39, ...HEX, 'not a key', HEX[0]];
  fireEvent.change(screen.getByLabelText('Recovery phrases or private keys of the wallets to collect from'), {
    target: { value: lines.join('\n') },
  });
  expect(screen.getByText('6 keys read, 1 line is no key, 1 repeated')).toBeInTheDocument();
  expect(screen.getByText('Not a phrase or key: line 7')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText("Funding wallet's phrase or private key (optional)"), {
    target: { value: FUNDER_KEY },
  });
  fireEvent.change(screen.getByLabelText('Collect to (TON address)'), { target: { value: DESTINATION.toString() } });
  fireEvent.change(screen.getByLabelText('Jetton minter address (empty: TON only)'), {
    target: { value: jetton.address.toString() },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
}

const statusOf = (address: Address) =>
  document.querySelector(`tr[data-wallet="${tonWalletDisplay(address)}"] td[data-column="status"]`);

it('sweeps TON and a jetton from v4r2 and v5r1 wallets of pasted keys, resumes after a reload, never sends a secret', async () => {
  const page = render();
  fill();
  const review = await screen.findByTestId('ton-collection-review', undefined, { timeout: 60_000 });
  expect(within(review).getAllByRole('row')).toHaveLength(1 + SOURCES.length);
  const topUp = toNano('0.05') + 1n + toNano('0.01');
  expect(screen.getByTestId('ton-collection-totals').textContent).toMatch(
    /^5 wallets holding 6\.5\d* TON; 0\.060000001 TON of top-ups\. No Chainkit fee for TON collection\.$/,
  );
  const needy = wallet(PAIRS[2], 'v5r1');
  expect(
    document.querySelector(`tr[data-wallet="${tonWalletDisplay(needy)}"] td[data-column="topUp"]`)?.textContent,
  ).toBe('0.060000001');
  expect(topUp).toBe(60_000_001n);

  // The funding wallet's top-up is send 1; send 3 is refused.
  refuseSend = 3;
  fireEvent.click(screen.getByTestId('ton-collection-start'));
  await screen.findByRole('button', { name: 'Retry failed wallets' }, { timeout: 60_000 });
  const failed = SOURCES.filter(([key, version]) =>
    statusOf(wallet(PAIRS[key], version))?.textContent?.startsWith('Failed'),
  );
  expect(failed).toHaveLength(1);
  expect(statusOf(wallet(PAIRS[failed[0][0]], failed[0][1]))?.textContent).toContain('refused for the test');
  const saved = JSON.parse(window.localStorage.getItem(TON_COLLECTION_RUN_KEY) ?? '{}');
  expect(
    Object.values(saved.wallets)
      .map((run) => (run as { status: string }).status)
      .sort(),
  ).toEqual(['done', 'done', 'done', 'done', 'failed']);

  // A reload: the keys are pasted again, the plan holds what is left, Retry finishes it.
  page.unmount();
  render();
  fill();
  await screen.findByText(/An earlier run of this collection already emptied 4 wallets/, undefined, {
    timeout: 60_000,
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Retry failed wallets' }));
  await screen.findByText('All 1 wallets collected.', undefined, { timeout: 60_000 });

  for (const [key, version] of SOURCES) {
    expect(await tonOf(wallet(PAIRS[key], version))).toBe(0n);
    expect(await jettonOf(wallet(PAIRS[key], version))).toBe(0n);
  }
  expect(await jettonOf(DESTINATION)).toBe(1_500n);
  expect(await tonOf(DESTINATION)).toBeGreaterThan(toNano('6.4'));

  fireEvent.click(screen.getByRole('button', { name: 'Export results (CSV)' }));
  const csv = Papa.parse<string[]>(jest.mocked(downloadCsv).mock.calls[0][1].trim()).data;
  expect(csv[0]).toEqual(['line', 'wallet', 'version', 'ton', 'jetton', 'top_up_ton', 'status', 'error']);
  expect(csv.slice(1).map((row) => row[6])).toEqual(['done']);

  // Every request the page made, in full: no phrase, word sequence or key, in any case or form.
  expect(origin.requests.length).toBeGreaterThan(20);
  const sent = origin.requests.map((request) => `${request.url}\n${request.body}`.toLowerCase()).join('\n');
  const secrets = [...TON_PHRASES, BIP39, ...HEX, FUNDER_KEY, ...PAIRS.map(tonPrivateKeyHex)];
  for (const secret of secrets) {
    expect(sent).not.toContain(secret.toLowerCase());
    expect(sent).not.toContain(encodeURIComponent(secret).toLowerCase());
    expect(sent).not.toContain(Buffer.from(secret).toString('base64').toLowerCase());
  }
  for (const pair of [...PAIRS, funderPair]) {
    expect(sent).not.toContain(Buffer.from(pair.secretKey).toString('base64').toLowerCase());
    expect(sent).not.toContain(Buffer.from(pair.secretKey).toString('hex'));
  }
});
