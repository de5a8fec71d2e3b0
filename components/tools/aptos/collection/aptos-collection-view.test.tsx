/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { aptosBatchCollectionFeeOctas } from '@/chains/aptos';
import { APTOS_COIN_TYPE, APTOS_MAINNET_FULLNODE_URL } from '@/chains/aptos/chain';
import {
  aptosAddressFromPrivateKey,
  aptosPrivateKeyOf,
  deriveAptosAccounts,
  generateAptosMnemonic,
  generateAptosPrivateKey,
} from '@/chains/aptos/keys';
import { type AptosStandIn, startAptosStandIn } from '@/chains/aptos/testing/aptos-stand-in';
import { decodeAptosTransaction } from '@/chains/aptos/testing/decode-transaction';
import { downloadCsv } from '@/components/batch/download-csv';
import { createFakeHttpClient } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { AptosCollectionView } from './aptos-collection-view';
import { APTOS_COLLECTION_STORE_KEY } from './sent-store';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));
jest.setTimeout(300_000);

// The collection page in jsdom: its REST and indexer calls go through a relay shaped like ours (GET
// /api/rpc/proxy?url=…, POST /api/rpc/proxy/post?url=…, bodies relayed byte for byte) to the Aptos stand-in (documented
// shapes; gas set here; submission = BCS decoded, signature and sequence number checked; no Move run). 20 wallets: 6
// pasted keys (AIP-80 and 64 hex) and 14 accounts of one mnemonic range. Every landed transaction is decoded from the
// bytes the stand-in received and checked field by field; every relayed request is searched for the keys.

const DESTINATION = `0x${'de'.repeat(32)}`;
const FEE_RECEIVER = `0x${'fe'.repeat(32)}`;
const FA = `0x${'bc'.repeat(32)}`;
const COIN = `0x${'1a'.repeat(32)}::usdt::USDT`;
const FEE = aptosBatchCollectionFeeOctas();
const PRICE = 100n;
const MNEMONIC = generateAptosMnemonic();
const KEYS = Array.from({ length: 6 }, () => generateAptosPrivateKey());
const hexOf = (key: string) => key.replace(/^ed25519-priv-0x/, '');
const ACCOUNTS = deriveAptosAccounts(MNEMONIC, { start: 3, count: 14 });
const WALLETS = [
  ...KEYS.map((key) => ({ secret: key, address: aptosAddressFromPrivateKey(key) })),
  ...ACCOUNTS.map((account) => ({ secret: account.privateKey, address: account.address })),
];
const EMPTY = 4;
const TOP_UP = 9;
const DUST = 11;
const NO_ACCOUNT = 17;
const READY = WALLETS.map((_, i) => i).filter((i) => ![EMPTY, TOP_UP, DUST, NO_ACCOUNT].includes(i));
const aptOf = (i: number) => (i === TOP_UP ? 0n : i === DUST ? 100_000n : 2n * 10n ** 8n + BigInt(i) * 1_000_003n);
const faOf = (i: number) => (i % 2 === 0 ? 7_000n + BigInt(i) : 0n);
const coinOf = (i: number) => (i % 3 === 0 ? 900n + BigInt(i) : 0n);
const gasOf = (entries: number) => 500n + 100n * BigInt(entries);

let standIn: AptosStandIn;
let relay: Server;
let relayBase = '';
let relayed: { url: string; body: Buffer }[] = [];

function seed() {
  const apt = new Map<string, bigint>();
  const fa = new Map<string, bigint>();
  const coin = new Map<string, bigint>();
  standIn.accounts.clear();
  WALLETS.forEach((wallet, i) => {
    if (i !== NO_ACCOUNT) standIn.accounts.set(wallet.address, BigInt(i * 3));
    if (i === EMPTY) return;
    apt.set(wallet.address, aptOf(i));
    if (i === NO_ACCOUNT) return;
    if (faOf(i) > 0n) fa.set(wallet.address, faOf(i));
    if (coinOf(i) > 0n) coin.set(wallet.address, coinOf(i));
  });
  standIn.balances.clear();
  // APT as its coin type: the indexer sums it with 0xa, the node's coin::balance<AptosCoin> answers it.
  standIn.balances.set(APTOS_COIN_TYPE, apt);
  standIn.balances.set(FA, fa);
  standIn.balances.set(COIN, coin);
}

beforeAll(async () => {
  standIn = await startAptosStandIn();
  standIn.metadata.set(FA, { symbol: 'FAX', name: 'FA X', decimals: 6 });
  standIn.metadata.set(COIN, { symbol: 'USDT', name: 'Tether', decimals: 6 });
  relay = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = new URL(request.url ?? '/', 'http://relay').searchParams.get('url') ?? '';
      const body = Buffer.concat(chunks);
      relayed.push({ url: request.url ?? '', body });
      const path = new URL(request.url ?? '/', 'http://relay').pathname;
      const kind = request.method === 'GET' ? '/api/rpc/proxy' : '/api/rpc/proxy/post';
      if (path !== kind || !target.startsWith(APTOS_MAINNET_FULLNODE_URL)) {
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ code: 5021 }));
        return;
      }
      const headers: Record<string, string> = {};
      if (request.headers['content-type']) headers['content-type'] = request.headers['content-type'];
      void fetch(`${standIn.url}${target.slice(APTOS_MAINNET_FULLNODE_URL.length)}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : body,
      }).then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      });
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  relayBase = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => relay.close(resolve));
  await standIn?.close();
});

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(downloadCsv).mockClear();
  standIn.requests.length = 0;
  standIn.submitted.length = 0;
  relayed = [];
  standIn.gasUnitPrice = PRICE;
  standIn.gasOf = gasOf;
  seed();
});

function render(locale: 'en' | 'cn' = 'en') {
  return renderWithProviders(
    <AptosCollectionView
      upstream={APTOS_MAINNET_FULLNODE_URL}
      feeReceiver={FEE_RECEIVER}
      proxyPaths={{ get: `${relayBase}/api/rpc/proxy`, post: `${relayBase}/api/rpc/proxy/post` }}
      pollMs={10}
    />,
    { locale, http: createFakeHttpClient({}) },
  );
}

const pastedKeys = () =>
  [
    ...KEYS.map((key, i) => (i % 2 === 0 ? key : i === 1 ? hexOf(key) : `0x${hexOf(key).toUpperCase()}`)),
    'not-a-key',
    KEYS[0],
    `${MNEMONIC} 3-16`,
  ].join('\n');

async function fill() {
  fireEvent.change(screen.getByLabelText('Keys or mnemonics of the wallets to collect from'), {
    target: { value: pastedKeys() },
  });
  fireEvent.change(screen.getByLabelText('Collect to (Aptos address)'), { target: { value: DESTINATION } });
  fireEvent.change(screen.getByLabelText('Tokens to sweep besides APT (optional)'), {
    target: { value: `${FA}\n${COIN}` },
  });
  await screen.findByText('20 wallets read, 2 lines with problems', undefined, { timeout: 30_000 });
}

function secretsIn(text: string): string[] {
  const secrets = [
    ...WALLETS.map((wallet) => wallet.secret),
    ...WALLETS.map((wallet) => hexOf(wallet.secret)),
    ...KEYS.map((key) => hexOf(key).toUpperCase()),
    MNEMONIC,
  ];
  const lower = text.toLowerCase();
  const found = secrets.filter((secret) => lower.includes(secret.toLowerCase()));
  const words = MNEMONIC.split(' ');
  for (let i = 0; i + 3 <= words.length; i++) {
    if (text.includes(words.slice(i, i + 3).join(' '))) found.push(`mnemonic words ${i}…`);
  }
  return found;
}

const submissions = () => standIn.requests.filter((r) => r.method === 'POST' && r.path === '/transactions').length;

it('sweeps 20 wallets to one address, all but exactly the gas, our fee last; retries after asking the chain', async () => {
  render();
  await fill();
  expect(
    screen.getByText('Line 7: Not an Aptos private key (ed25519-priv-0x… or 64 hex digits, ed25519)'),
  ).toBeInTheDocument();
  expect(screen.getByText('Line 8: The same wallet as line 1')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
  const review = await screen.findByTestId('aptos-collection-review', undefined, { timeout: 120_000 });
  const rows = within(review).getAllByTestId('aptos-collection-row');
  expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(
    WALLETS.map((_, i) =>
      i === EMPTY ? 'empty' : i === TOP_UP ? 'topUp' : i === DUST ? 'dust' : i === NO_ACCOUNT ? 'noAccount' : 'ready',
    ),
  );
  // The top-up wallet holds a coin and no APT: its APT sweep (our fee) can be priced only as a funding wallet's, so
  // without a funding key its top-up is of unknown size and it is skipped.
  expect(screen.getByTestId('aptos-collection-top-up').textContent).toBe(
    "1 wallet holds tokens without the APT to move them: paste a funding wallet's key and review again to top them up first, or they are skipped.",
  );
  const tokenTxs = READY.reduce((total, i) => total + (faOf(i) > 0n ? 1 : 0) + (coinOf(i) > 0n ? 1 : 0), 0);
  expect(screen.getByTestId('aptos-collection-totals').textContent).toMatch(
    new RegExp(
      `^16 wallets to sweep in ${16 + tokenTxs} transactions: [\\d.]+ APT to collect, [\\d.]+ APT kept for gas, 0\\.08 APT Chainkit fee\\.$`,
    ),
  );
  expect(submissions()).toBe(0);

  // Wallet 1's APT sweep is refused (does not land); wallet 5's lands but its answer is lost (asked by hash).
  const refused = WALLETS[1].address;
  const lost = WALLETS[5].address;
  const seen = new Set<string>();
  const originalFetch = global.fetch;
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes(encodeURIComponent('/v1/transactions')) && !url.includes('simulate') && init?.body) {
      const sender = decodeAptosTransaction(new Uint8Array(init.body as Uint8Array)).sender;
      if (!seen.has(sender)) {
        seen.add(sender);
        if (sender === refused) standIn.refuseNextSubmissions(1);
        if (sender === lost) standIn.loseNextSubmissions(1);
      }
    }
    return originalFetch(input, init);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Collect from 16 wallets' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Retry failed wallets (1)' })).toBeEnabled(), {
    timeout: 120_000,
  });
  spy.mockRestore();
  expect(rows.filter((row) => row.getAttribute('data-state') === 'failed')).toHaveLength(1);
  expect(standIn.submitted).toHaveLength(16 + tokenTxs - 1);
  fireEvent.click(screen.getByRole('button', { name: 'Retry failed wallets (1)' }));
  expect((await screen.findByTestId('aptos-collection-done', undefined, { timeout: 120_000 })).textContent).toBe(
    'All 16 wallets collected.',
  );
  expect(standIn.submitted).toHaveLength(16 + tokenTxs);
  // Each sweep (16, and the retried one again) read its wallet's APT, FA and coin from the node, not the indexer.
  expect(standIn.requests.filter((request) => request.path === '/view')).toHaveLength(17 * 3);

  // Every landed transaction, decoded from its bytes: each wallet's tokens then its APT, signed by its own key.
  const decoded = standIn.submitted.map((entry) => decodeAptosTransaction(entry.bytes));
  expect(new Set(decoded.map((tx) => tx.sender))).toEqual(new Set(READY.map((i) => WALLETS[i].address)));
  for (const i of READY) {
    const wallet = WALLETS[i];
    const mine = decoded.filter((tx) => tx.sender === wallet.address);
    const tokens = [
      ...(faOf(i) > 0n ? [{ function: '0x1::aptos_account::batch_transfer_fungible_assets', amount: faOf(i) }] : []),
      ...(coinOf(i) > 0n ? [{ function: '0x1::aptos_account::batch_transfer_coins', amount: coinOf(i) }] : []),
    ];
    expect(mine).toHaveLength(tokens.length + 1);
    const publicKey = aptosPrivateKeyOf(wallet.secret).publicKey().toString();
    mine.forEach((tx, position) => {
      expect(tx).toMatchObject({
        sequenceNumber: BigInt(i * 3 + position),
        gasUnitPrice: PRICE,
        chainId: 1,
        publicKey,
        isSignatureValid: true,
      });
      expect(tx.size).toBeLessThanOrEqual(64 * 1024);
    });
    tokens.forEach((token, position) => {
      const tx = mine[position];
      expect(tx).toMatchObject({
        function: token.function,
        maxGasAmount: gasOf(1),
        recipients: [DESTINATION],
        amounts: [token.amount],
      });
      if (token.function.endsWith('fungible_assets')) expect(tx.metadata).toBe(FA);
      else expect(tx.typeArguments).toEqual([COIN]);
    });
    const last = mine[tokens.length];
    const gasReserve = PRICE * (gasOf(1) * BigInt(tokens.length) + gasOf(2));
    expect(last).toMatchObject({
      function: '0x1::aptos_account::batch_transfer',
      typeArguments: [],
      maxGasAmount: gasOf(2),
      recipients: [DESTINATION, FEE_RECEIVER],
      // "All" leaves exactly the gas: balance = sent + our fee + every transaction's max gas × price.
      amounts: [aptOf(i) - FEE - gasReserve, FEE],
    });
    expect(last.amounts[0] + last.amounts[1] + gasReserve).toBe(aptOf(i));
  }

  // The CSV: a line per wallet with its transactions on the explorer.
  fireEvent.click(screen.getByRole('button', { name: 'Export results with explorer links (CSV)' }));
  const [name, csv] = jest.mocked(downloadCsv).mock.calls[0];
  expect(name).toBe('aptos-collection.csv');
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  expect(parsed).toHaveLength(20);
  expect(parsed.filter((row) => row.status === 'done')).toHaveLength(16);
  expect(parsed[TOP_UP]).toMatchObject({
    status: 'skipped',
    error: 'Needs a top-up: no funding wallet',
    top_up_needed_apt: '',
    transactions: '',
  });
  expect(parsed[0]).toMatchObject({ line: '1', fee_apt: '0.005', FAX: '0.007', USDT: '0.0009' });
  expect(parsed[0].transactions.split(' ')).toHaveLength(3);
  expect(parsed[0].transactions).toMatch(/^https:\/\/explorer\.aptoslabs\.com\/txn\/0x[0-9a-f]{64}\?network=mainnet/);
  expect(parsed[10].line).toBe('9');

  // No key, hex secret, derived key or mnemonic in any request the page made, nor in what it keeps.
  expect(relayed.length).toBe(standIn.requests.length);
  for (const request of relayed) {
    expect(secretsIn(`${request.url} ${request.body.toString('utf8')} ${request.body.toString('hex')}`)).toEqual([]);
  }
  const stored = JSON.stringify({ ...window.localStorage });
  expect(stored).toContain(WALLETS[0].address);
  expect(secretsIn(stored)).toEqual([]);
  expect(secretsIn(window.localStorage.getItem(APTOS_COLLECTION_STORE_KEY) ?? '')).toEqual([]);
});

it('tops up a wallet short of APT from a funding key, then sweeps it: on the stand-in ledger, every balance after', async () => {
  const plain = standIn;
  standIn = await startAptosStandIn({ applyTransactions: true });
  try {
    standIn.gasUnitPrice = PRICE;
    standIn.gasOf = gasOf;
    standIn.metadata.set(FA, { symbol: 'FAX', name: 'FA X', decimals: 6 });
    standIn.metadata.set(COIN, { symbol: 'USDT', name: 'Tether', decimals: 6 });
    seed();
    const funderKey = generateAptosPrivateKey();
    const funder = aptosAddressFromPrivateKey(funderKey);
    standIn.accounts.set(funder, 7n);
    standIn.balances.get(APTOS_COIN_TYPE)?.set(funder, 10n ** 8n);
    render();
    await fill();
    // On the ledger the wallet without APT cannot be simulated (the node's prologue refuses the fee): its token
    // transfer is priced by a simulation sponsored by 0x0, and its APT sweep (our fee, APT it does not hold) only as
    // the funding wallet sending the same transfers. Without that key: a top-up of unknown size.
    fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
    let review = await screen.findByTestId('aptos-collection-review', undefined, { timeout: 120_000 });
    expect(within(review).getAllByTestId('aptos-collection-row')[TOP_UP].textContent).toContain(
      "Needs APT for gas and the fee (priced with a funding wallet's key)",
    );
    expect(screen.getByRole('button', { name: 'Collect from 16 wallets' })).toBeEnabled();

    fireEvent.change(screen.getByLabelText("Funding wallet's key (optional)"), { target: { value: hexOf(funderKey) } });
    expect(screen.getByText(`Funding wallet: ${funder}`)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
    await screen.findByText('Collect from 17 wallets', undefined, { timeout: 120_000 });
    review = screen.getByTestId('aptos-collection-review');
    const rows = within(review).getAllByTestId('aptos-collection-row');
    expect(rows[TOP_UP]).toHaveAttribute('data-state', 'topUp');
    expect(rows[DUST]).toHaveAttribute('data-state', 'dust');
    const topUp = 500_000n + (1_000n + 1_150n) * PRICE;
    expect(screen.getByTestId('aptos-collection-top-up').textContent).toBe(
      '1 wallet gets 0.00715 APT from the funding wallet first: the fee and the gas of its sweep, the gas padded by half; its sweep then simulates again and sends what is left to the destination.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Collect from 17 wallets' }));
    expect((await screen.findByTestId('aptos-collection-done', undefined, { timeout: 120_000 })).textContent).toBe(
      'All 17 wallets collected.',
    );
    expect(standIn.submitted.filter((entry) => !entry.success)).toEqual([]);

    // The top-up first: the funder's own batch_transfer, no fee of ours, signed with its key.
    const [first, ...sweeps] = standIn.submitted.map((entry) => decodeAptosTransaction(entry.bytes));
    expect(first).toMatchObject({
      sender: funder,
      sequenceNumber: 7n,
      function: '0x1::aptos_account::batch_transfer',
      recipients: [WALLETS[TOP_UP].address],
      amounts: [topUp],
      publicKey: aptosPrivateKeyOf(funderKey).publicKey().toString(),
      isSignatureValid: true,
    });
    // Then the topped-up wallet's sweep, simulated again on its new APT: its coin, then all but exactly its gas.
    const mine = sweeps.filter((tx) => tx.sender === WALLETS[TOP_UP].address);
    expect(mine.map((tx) => tx.function)).toEqual([
      '0x1::aptos_account::batch_transfer_coins',
      '0x1::aptos_account::batch_transfer',
    ]);
    expect(mine[1].amounts).toEqual([topUp - FEE - (gasOf(1) + gasOf(2)) * PRICE, FEE]);

    // The ledger after: every swept wallet empty, the destination holding what they held less fees and gas.
    const swept = [...READY, TOP_UP];
    for (const i of swept) {
      expect([i, ...[APTOS_COIN_TYPE, FA, COIN].map((asset) => standIn.balanceOf(WALLETS[i].address, asset))]).toEqual([
        i,
        0n,
        0n,
        0n,
      ]);
    }
    const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
    expect(standIn.balanceOf(DESTINATION, FA)).toBe(sum(swept.map(faOf)));
    expect(standIn.balanceOf(DESTINATION, COIN)).toBe(sum(swept.map(coinOf)));
    expect(standIn.balanceOf(FEE_RECEIVER, APTOS_COIN_TYPE)).toBe(FEE * 17n);
    const gasPaid = sum(standIn.submitted.slice(1).map((entry) => entry.gasUsed * PRICE));
    expect(standIn.balanceOf(DESTINATION, APTOS_COIN_TYPE)).toBe(sum(READY.map(aptOf)) + topUp - FEE * 17n - gasPaid);
    expect(standIn.balanceOf(funder, APTOS_COIN_TYPE)).toBe(10n ** 8n - topUp - standIn.submitted[0].gasUsed * PRICE);

    // The funding key is in no request either.
    for (const request of relayed) {
      const text = `${request.url} ${request.body.toString('utf8')} ${request.body.toString('hex')}`.toLowerCase();
      expect(text.includes(hexOf(funderKey))).toBe(false);
    }
  } finally {
    await standIn.close();
    standIn = plain;
  }
});

it('sends no top-up a funding wallet cannot pay, names it on the rows, and still sweeps the others', async () => {
  const plain = standIn;
  standIn = await startAptosStandIn({ applyTransactions: true });
  try {
    standIn.gasUnitPrice = PRICE;
    standIn.gasOf = gasOf;
    standIn.metadata.set(FA, { symbol: 'FAX', name: 'FA X', decimals: 6 });
    standIn.metadata.set(COIN, { symbol: 'USDT', name: 'Tether', decimals: 6 });
    seed();
    const funderKey = generateAptosPrivateKey();
    const funder = aptosAddressFromPrivateKey(funderKey);
    standIn.accounts.set(funder, 0n);
    // Enough to price the APT sweep, not for a 0.00715 APT top-up and its gas.
    standIn.balances.get(APTOS_COIN_TYPE)?.set(funder, 600_000n);
    render();
    await fill();
    fireEvent.change(screen.getByLabelText("Funding wallet's key (optional)"), { target: { value: funderKey } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
    await screen.findByText('Collect from 17 wallets', undefined, { timeout: 120_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Collect from 17 wallets' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry failed wallets (1)' })).toBeEnabled(), {
      timeout: 120_000,
    });
    const row = within(screen.getByTestId('aptos-collection-review')).getAllByTestId('aptos-collection-row')[TOP_UP];
    expect(row).toHaveAttribute('data-state', 'failed');
    expect(row.textContent).toContain('The funding wallet holds too little APT for the top-ups and their gas');
    expect(standIn.submitted.some((entry) => decodeAptosTransaction(entry.bytes).sender === funder)).toBe(false);
    expect(standIn.balanceOf(funder, APTOS_COIN_TYPE)).toBe(600_000n);
    expect(new Set(standIn.submitted.map((entry) => decodeAptosTransaction(entry.bytes).sender))).toEqual(
      new Set(READY.map((i) => WALLETS[i].address)),
    );
  } finally {
    await standIn.close();
    standIn = plain;
  }
});

it('resumes: a reloaded page asks the chain for what it sent and sends nothing twice', async () => {
  const first = render();
  await fill();
  fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
  await screen.findByTestId('aptos-collection-review', undefined, { timeout: 120_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Collect from 16 wallets' }));
  await screen.findByTestId('aptos-collection-done', undefined, { timeout: 120_000 });
  const sent = submissions();
  first.unmount();

  render();
  await fill();
  fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
  expect((await screen.findByTestId('aptos-collection-resumed', undefined, { timeout: 120_000 })).textContent).toMatch(
    /^16 wallets were swept to this address from this browser before/,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Collect from 16 wallets' }));
  await screen.findByTestId('aptos-collection-done', undefined, { timeout: 120_000 });
  expect(submissions()).toBe(sent);
  expect(screen.getAllByText('already on chain', { exact: false })).toHaveLength(16);
});

it('names on its row a wallet whose sweep the simulation refuses, and collects the others', async () => {
  const refused = WALLETS[0].address;
  const originalFetch = global.fetch;
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const answer = await originalFetch(input, init);
    if (String(input).includes(encodeURIComponent('/transactions/simulate')) && init?.body) {
      const sender = decodeAptosTransaction(new Uint8Array(init.body as Uint8Array)).sender;
      if (sender === refused) {
        const [simulated] = (await answer.json()) as Record<string, unknown>[];
        const body = [
          { ...simulated, success: false, vm_status: 'Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006)' },
        ];
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }
    }
    return answer;
  });
  try {
    render();
    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
    const review = await screen.findByTestId('aptos-collection-review', undefined, { timeout: 120_000 });
    const rows = within(review).getAllByTestId('aptos-collection-row');
    expect(rows[0]).toHaveAttribute('data-state', 'refused');
    expect(rows[0].textContent).toContain(
      'The simulation refused its sweep: Move abort in 0x1::coin: EINSUFFICIENT_BALANCE(0x10006)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Collect from 15 wallets' }));
    await screen.findByTestId('aptos-collection-done', undefined, { timeout: 120_000 });
    expect(standIn.submitted.some((entry) => decodeAptosTransaction(entry.bytes).sender === refused)).toBe(false);
  } finally {
    spy.mockRestore();
  }
});

it('names bad lines in English and Chinese, and refuses a source as destination', async () => {
  render('cn');
  fireEvent.change(screen.getByLabelText('要归集的钱包私钥或助记词'), {
    target: { value: `${KEYS[0]}\nabc\n${MNEMONIC} 9-2\nwrong words here\nsecp256k1-priv-0x${'11'.repeat(32)}` },
  });
  expect(await screen.findByText('已读取 1 个钱包，4 行有问题', undefined, { timeout: 30_000 })).toBeInTheDocument();
  expect(screen.getByText(/第 2 行.*不是有效的 Aptos 私钥/)).toBeInTheDocument();
  expect(screen.getByText(/第 3 行.*账户范围须从小到大/)).toBeInTheDocument();
  expect(screen.getByText(/第 4 行.*不是有效的助记词/)).toBeInTheDocument();
  expect(screen.getByText(/第 5 行.*不是有效的 Aptos 私钥/)).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('归集到（Aptos 地址）'), { target: { value: WALLETS[0].address } });
  expect(screen.getByText('归集地址是要归集的钱包之一')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '预览归集' })).toBeDisabled();
  expect(relayed).toHaveLength(0);
});

it('names bad lines in English', async () => {
  render();
  fireEvent.change(screen.getByLabelText('Keys or mnemonics of the wallets to collect from'), {
    target: { value: `${MNEMONIC} 0-1000\n${hexOf(KEYS[1])}zz\n${MNEMONIC} 0-1` },
  });
  expect(
    await screen.findByText('2 wallets read, 2 lines with problems', undefined, { timeout: 30_000 }),
  ).toBeInTheDocument();
  expect(screen.getByText('Line 1: At most 1,000 accounts from one mnemonic line')).toBeInTheDocument();
  expect(
    screen.getByText('Line 2: Not an Aptos private key (ed25519-priv-0x… or 64 hex digits, ed25519)'),
  ).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Tokens to sweep besides APT (optional)'), {
    target: { value: '0x1::aptos_coin::AptosCoin' },
  });
  expect(
    screen.getByText('Not a coin type or fungible asset other than APT: 0x1::aptos_coin::AptosCoin'),
  ).toBeInTheDocument();
});
