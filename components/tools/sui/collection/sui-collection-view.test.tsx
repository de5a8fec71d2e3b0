/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { SUI_COIN_TYPE_LONG, SUI_MAINNET_GRAPHQL_URL } from '@/chains/sui/chain';
import { suiBatchCollectionFeeMist } from '@/chains/sui/fees';
import {
  deriveSuiAccounts,
  generateSuiMnemonic,
  generateSuiPrivateKey,
  suiAddressFromPrivateKey,
} from '@/chains/sui/keys';
import { SUI_GAS_SAFE_OVERHEAD } from '@/chains/sui/send';
import { decodePtb, type PtbArgument, signerOf } from '@/chains/sui/testing/decode-ptb';
import { type SuiGraphqlStandIn, startSuiGraphqlStandIn } from '@/chains/sui/testing/graphql-stand-in';
import { downloadCsv } from '@/components/batch/download-csv';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import { SUI_TOP_UP_GAS_ALLOWANCE_MIST } from './engine';
import { SUI_COLLECTION_STORE_KEY } from './sent-store';
import { SuiCollectionView } from './sui-collection-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));
jest.setTimeout(300_000);

// The collection page over HTTP: its GraphQL calls go to a relay shaped like ours, which forwards them to the GraphQL
// stand-in (documented shapes; execution = bytes decoded and signature verified, digest recorded). 20 wallets: 6 pasted
// keys (suiprivkey1… and 64 hex) and 14 accounts of one mnemonic with a range. Every transaction that lands is captured,
// decoded from its bytes and checked field by field; every request body is searched for the keys and the mnemonic.

const USDC = '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC';
const DIGEST = '4vJ9JU1bJJE96FWSJKvHsmmFADCg4gpZQff4P3bkLKi';
const DESTINATION = `0x${'de'.repeat(32)}`;
const FEE_RECEIVER = `0x${'fe'.repeat(32)}`;
const FEE = suiBatchCollectionFeeMist();
const MNEMONIC = generateSuiMnemonic();
const KEYS = Array.from({ length: 6 }, () => generateSuiPrivateKey());
/** The 64-hex form of a suiprivkey (the older export), for half the pasted keys. */
const hexOf = (key: string) => {
  const { decodeSuiPrivateKey } = jest.requireActual('@mysten/sui/cryptography');
  return Buffer.from(decodeSuiPrivateKey(key).secretKey).toString('hex');
};
const ACCOUNTS = deriveSuiAccounts(MNEMONIC, { start: 3, count: 14 });
const WALLETS = [
  ...KEYS.map((key) => ({ secret: key, address: suiAddressFromPrivateKey(key) })),
  ...ACCOUNTS.map((account) => ({ secret: account.privateKey, address: account.address })),
];
const FUNDER = generateSuiPrivateKey();
const FUNDER_ADDRESS = suiAddressFromPrivateKey(FUNDER);
const TOP_UP_WALLETS = [2, 9, 15];
const EMPTY_WALLETS = [4, 17];
const DUST_WALLET = 11;
const objectId = (wallet: number, i: number, byte: string) =>
  `0x${wallet.toString(16).padStart(4, '0')}${i.toString(16).padStart(4, '0')}${byte.repeat(28)}`;
const suiKey = (owner: string) => `${owner}|0x2::coin::Coin<${SUI_COIN_TYPE_LONG}>`;
const usdcKey = (owner: string) => `${owner}|0x2::coin::Coin<${USDC}>`;

let standIn: SuiGraphqlStandIn;
let relay: LocalServer;
const landed: { bytes: Uint8Array; signature: string }[] = [];

function seed() {
  standIn.coins.clear();
  WALLETS.forEach((wallet, index) => {
    if (EMPTY_WALLETS.includes(index)) return;
    if (index === DUST_WALLET) {
      standIn.coins.set(suiKey(wallet.address), [
        { objectId: objectId(index, 0, '5a'), version: '3', digest: DIGEST, balance: 1_000_000n },
      ]);
      return;
    }
    if (!TOP_UP_WALLETS.includes(index)) {
      standIn.coins.set(
        suiKey(wallet.address),
        Array.from({ length: 1 + (index % 3) }, (_, i) => ({
          objectId: objectId(index, i, '5a'),
          version: String(10 + i),
          digest: DIGEST,
          balance: 1_000_000_000n + BigInt(index),
        })),
      );
    }
    if (index % 2 === 0 || TOP_UP_WALLETS.includes(index)) {
      standIn.coins.set(
        usdcKey(wallet.address),
        Array.from({ length: 1 + (index % 4) }, (_, i) => ({
          objectId: objectId(index, i, 'ac'),
          version: String(20 + i),
          digest: DIGEST,
          balance: 5_000_000n + BigInt(i),
        })),
      );
    }
  });
  standIn.coins.set(suiKey(FUNDER_ADDRESS), [
    { objectId: objectId(999, 0, 'f0'), version: '7', digest: DIGEST, balance: 50_000_000_000n },
  ]);
}

beforeAll(async () => {
  standIn = await startSuiGraphqlStandIn();
  standIn.metadata.set(USDC, { decimals: 6, symbol: 'USDC', name: 'USDC', description: '', iconUrl: null });
  relay = await startLocalServer((request, response) => {
    const url = new URL(request.url, 'http://relay').searchParams.get('url') ?? '';
    if (request.method !== 'POST' || url !== SUI_MAINNET_GRAPHQL_URL) {
      sendJson(response, { code: 5021 }, 403);
      return;
    }
    void fetch(standIn.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.body })
      .then(async (answer) => {
        const text = await answer.text();
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
        response.end(text);
      })
      .catch(() => sendJson(response, { code: 5000 }, 502));
  });
  // A top-up that lands credits each recipient a SUI coin of its amount (the stand-in itself moves nothing).
  standIn.onExecute = (bytes, signature) => {
    landed.push({ bytes, signature });
    const { v1, commands, u64, address } = decodePtb(bytes);
    if (v1.sender !== FUNDER_ADDRESS) return;
    const split = commands[0].SplitCoins;
    commands.slice(1).forEach((command, i) => {
      const to = address(command.TransferObjects?.address as PtbArgument);
      const amount = u64(split?.amounts[i] as PtbArgument);
      standIn.coins.set(suiKey(to), [
        { objectId: objectId(500 + i, 0, 'b0'), version: '1', digest: DIGEST, balance: amount },
      ]);
    });
  };
});

afterAll(async () => {
  await relay?.close();
  await standIn?.close();
});

beforeEach(() => {
  window.localStorage.clear();
  jest.mocked(downloadCsv).mockClear();
  standIn.requests.length = 0;
  standIn.executed.clear();
  relay.requests.length = 0;
  landed.length = 0;
  seed();
});

const http = () => createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
const pastedKeys = () =>
  [...KEYS.map((key, i) => (i % 2 === 0 ? key : hexOf(key))), 'not-a-key', KEYS[0], `${MNEMONIC} 3-16`].join('\n');

function render(locale: 'en' | 'cn' = 'en') {
  return renderWithProviders(
    <SuiCollectionView
      upstream={SUI_MAINNET_GRAPHQL_URL}
      feeReceiver={FEE_RECEIVER}
      proxyPath={`${relay.baseUrl}/api/rpc/proxy/post`}
    />,
    { locale, http: http() },
  );
}

async function fill({ funder }: { funder?: string } = {}) {
  fireEvent.change(screen.getByLabelText('Keys or mnemonics of the wallets to collect from'), {
    target: { value: pastedKeys() },
  });
  if (funder) fireEvent.change(screen.getByLabelText("Funding wallet's key (optional)"), { target: { value: funder } });
  fireEvent.change(screen.getByLabelText('Collect to (Sui address)'), { target: { value: DESTINATION } });
  fireEvent.change(screen.getByLabelText('Other coins to sweep (optional)'), { target: { value: USDC } });
  // The key modules load once keys are typed.
  await screen.findByText('20 wallets read, 2 lines with problems', undefined, { timeout: 30_000 });
}

const gasBudgetOf = (commands: number) => {
  const gas = standIn.gasOf(commands);
  return gas.computationCost + SUI_GAS_SAFE_OVERHEAD * standIn.referenceGasPrice + gas.storageCost - gas.storageRebate;
};

function secretsIn(text: string): string[] {
  const secrets = [...KEYS, ...KEYS.map(hexOf), ...ACCOUNTS.map((a) => a.privateKey), FUNDER, MNEMONIC];
  const words = MNEMONIC.split(' ');
  const found = secrets.filter((secret) => text.includes(secret));
  // Any three consecutive words of the mnemonic would give part of it away.
  for (let i = 0; i + 3 <= words.length; i++) {
    if (text.includes(words.slice(i, i + 3).join(' '))) found.push(`mnemonic words ${i}…`);
  }
  return found;
}

it('sweeps 20 wallets (keys and a mnemonic range), tops up 3, retries the refused one after asking the chain', async () => {
  render();
  await fill({ funder: FUNDER });
  expect(
    screen.getByText('Line 7: Not a Sui private key (suiprivkey1… or 64 hex digits, ed25519)'),
  ).toBeInTheDocument();
  expect(screen.getByText('Line 8: The same wallet as line 1')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
  const review = await screen.findByTestId('sui-collection-review', undefined, { timeout: 120_000 });
  const rows = within(review).getAllByTestId('sui-collection-row');
  expect(rows.map((row) => row.getAttribute('data-state'))).toEqual(
    WALLETS.map((_, i) =>
      EMPTY_WALLETS.includes(i) ? 'empty' : i === DUST_WALLET ? 'dust' : TOP_UP_WALLETS.includes(i) ? 'topUp' : 'ready',
    ),
  );
  expect(screen.queryByTestId('sui-collection-no-funder')).toBeNull();
  expect(screen.getByTestId('sui-collection-totals').textContent).toMatch(
    /^17 wallets to sweep: at least [\d.]+ SUI to collect, 0\.09 SUI of top-ups, gas budgets of [\d.]+ SUI in all, 0\.17 SUI Chainkit fee\.$/,
  );

  // The 4th sweep sent is refused and does not land; the 6th lands but its answer is lost (asked by digest: done).
  let executions = 0;
  const originalFetch = global.fetch;
  const spy = jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('executeTransaction')) {
      executions += 1;
      if (executions === 5) standIn.refuseNextExecutions(1);
      if (executions === 7) standIn.loseNextExecutions(1);
    }
    return originalFetch(input, init);
  });
  fireEvent.click(screen.getByRole('button', { name: 'Collect from 17 wallets' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Retry failed wallets (1)' })).toBeEnabled(), {
    timeout: 120_000,
  });
  spy.mockRestore();
  // 1 top-up + 17 sweeps sent, the refused one did not land.
  expect(standIn.executed.size).toBe(17);
  expect(rows.filter((row) => row.getAttribute('data-state') === 'failed')).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Retry failed wallets (1)' }));
  await screen.findByTestId('sui-collection-done', undefined, { timeout: 120_000 });
  expect(screen.getByTestId('sui-collection-done').textContent).toBe('All 17 wallets collected.');
  expect(standIn.executed.size).toBe(18);
  // Each digest asked before a retry: the refused sweep's digest was asked and unknown, then a new sweep was sent.
  expect(standIn.requests.filter((r) => r.query.includes('transaction(digest')).length).toBeGreaterThanOrEqual(2);

  // Every landed transaction, decoded from its bytes.
  expect(landed).toHaveLength(18);
  const [topUp, ...sweeps] = landed;
  expect(await signerOf(topUp.bytes, topUp.signature)).toBe(FUNDER_ADDRESS);
  const top = decodePtb(topUp.bytes);
  expect(top.v1.gasData.payment.map((p) => p.objectId)).toEqual([objectId(999, 0, 'f0')]);
  expect(top.v1.gasData.budget).toBe(String(gasBudgetOf(4)));
  expect(top.commands[0].SplitCoins?.coin.$kind).toBe('GasCoin');
  expect(top.commands[0].SplitCoins?.amounts.map((a) => top.u64(a as PtbArgument))).toEqual(
    TOP_UP_WALLETS.map(() => FEE + SUI_TOP_UP_GAS_ALLOWANCE_MIST),
  );
  expect(top.commands.slice(1).map((c) => top.address(c.TransferObjects?.address as PtbArgument))).toEqual(
    TOP_UP_WALLETS.map((i) => WALLETS[i].address),
  );
  expect(top.commands).toHaveLength(4);

  const swept = WALLETS.map((_, i) => i).filter((i) => !EMPTY_WALLETS.includes(i) && i !== DUST_WALLET);
  const byOwner = new Map(sweeps.map((sweep) => [decodePtb(sweep.bytes).v1.sender, sweep]));
  expect([...byOwner.keys()].sort()).toEqual(swept.map((i) => WALLETS[i].address).sort());
  for (const index of swept) {
    const { bytes, signature } = byOwner.get(WALLETS[index].address) as (typeof landed)[number];
    expect(await signerOf(bytes, signature)).toBe(WALLETS[index].address);
    const { v1, commands, u64, address, objectId: idOf } = decodePtb(bytes);
    const usdc = standIn.coins.get(usdcKey(WALLETS[index].address)) ?? [];
    const suiCoins = standIn.coins.get(suiKey(WALLETS[index].address)) ?? [];
    expect(v1.gasData.payment.map((p) => p.objectId).sort()).toEqual(suiCoins.map((c) => c.objectId).sort());
    expect(v1.gasData.price).toBe('750');
    expect(v1.gasData.budget).toBe(String(gasBudgetOf(commands.length)));
    let next = 0;
    if (usdc.length > 0) {
      const ordered = [...usdc].sort((a, b) => (a.balance > b.balance ? -1 : 1)).map((c) => c.objectId);
      if (usdc.length > 1) {
        const merge = commands[next++].MergeCoins;
        expect(idOf(merge?.destination as PtbArgument)).toBe(ordered[0]);
        expect(merge?.sources.map((s) => idOf(s as PtbArgument))).toEqual(ordered.slice(1));
      }
      const move = commands[next++].TransferObjects;
      expect(move?.objects.map((o) => idOf(o as PtbArgument))).toEqual([ordered[0]]);
      expect(address(move?.address as PtbArgument)).toBe(DESTINATION);
    }
    const feeAt = next;
    const split = commands[next++].SplitCoins;
    expect(split?.coin.$kind).toBe('GasCoin');
    expect(split?.amounts.map((a) => u64(a as PtbArgument))).toEqual([FEE]);
    const fee = commands[next++].TransferObjects;
    expect(fee?.objects).toEqual([{ $kind: 'NestedResult', NestedResult: [feeAt, 0] }]);
    expect(address(fee?.address as PtbArgument)).toBe(FEE_RECEIVER);
    // "All": the gas coin itself goes last, so only the gas burnt stays behind.
    const last = commands[next++].TransferObjects;
    expect(last?.objects).toEqual([{ $kind: 'GasCoin', GasCoin: true }]);
    expect(address(last?.address as PtbArgument)).toBe(DESTINATION);
    expect(commands).toHaveLength(next);
  }

  // The CSV: a line per wallet, Suiscan links of the top-up and each sweep.
  fireEvent.click(screen.getByRole('button', { name: 'Export results with Suiscan links (CSV)' }));
  const [name, csv] = jest.mocked(downloadCsv).mock.calls[0];
  expect(name).toBe('sui-collection.csv');
  const parsed = Papa.parse<Record<string, string>>(csv, { header: true }).data;
  expect(parsed).toHaveLength(20);
  expect(parsed.filter((row) => row.status === 'done')).toHaveLength(17);
  expect(parsed[DUST_WALLET]).toMatchObject({ status: 'dust', fee_sui: '0', sweep_tx: '' });
  expect(parsed[TOP_UP_WALLETS[0]].top_up_sui).toBe('0.03');
  expect(parsed[TOP_UP_WALLETS[0]].top_up_tx).toMatch(/^https:\/\/suiscan\.xyz\/mainnet\/tx\/\w+$/);
  expect(parsed[0].sweep_tx).toMatch(/^https:\/\/suiscan\.xyz\/mainnet\/tx\/\w+$/);
  expect(parsed[0].line).toBe('1');
  expect(parsed[10].line).toBe('9');

  // No key, hex secret, derived key or mnemonic in any request the page made.
  expect(relay.requests.length).toBeGreaterThan(40);
  for (const request of relay.requests) expect(secretsIn(`${request.url} ${request.body}`)).toEqual([]);
  // What this browser keeps for resuming: addresses and digests only.
  expect(secretsIn(window.localStorage.getItem(SUI_COLLECTION_STORE_KEY) ?? '')).toEqual([]);
});

it('says why wallets holding coins without SUI are not collected when no funding key is given', async () => {
  render();
  await fill();
  fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
  expect((await screen.findByTestId('sui-collection-no-funder', undefined, { timeout: 120_000 })).textContent).toBe(
    "3 wallets hold coins without the SUI to move them (0.09 SUI in all): paste a funding wallet's key, or they are skipped.",
  );
  fireEvent.click(screen.getByRole('button', { name: 'Collect from 17 wallets' }));
  await waitFor(
    () => expect(screen.getAllByText('Needs a top-up: no funding wallet', { exact: false })).toHaveLength(3),
    { timeout: 120_000 },
  );
  await waitFor(() => expect(standIn.executed.size).toBe(14), { timeout: 120_000 });
  expect(landed.every((entry) => decodePtb(entry.bytes).v1.sender !== FUNDER_ADDRESS)).toBe(true);
});

it('resumes: a reloaded page asks the chain for what it sent and sends nothing twice', async () => {
  const first = render();
  await fill({ funder: FUNDER });
  fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
  await screen.findByTestId('sui-collection-review', undefined, { timeout: 120_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Collect from 17 wallets' }));
  await screen.findByTestId('sui-collection-done', undefined, { timeout: 120_000 });
  expect(standIn.executed.size).toBe(18);
  first.unmount();

  render();
  await fill({ funder: FUNDER });
  fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
  expect((await screen.findByTestId('sui-collection-resumed', undefined, { timeout: 120_000 })).textContent).toMatch(
    /^17 wallets were swept to this address from this browser before/,
  );
  const executions = () => standIn.requests.filter((r) => r.query.includes('executeTransaction')).length;
  const before = executions();
  fireEvent.click(screen.getByRole('button', { name: 'Collect from 17 wallets' }));
  await screen.findByTestId('sui-collection-done', undefined, { timeout: 120_000 });
  // The top-up wallets now hold SUI (they are "ready"): nothing is sent, each sweep found on chain by its digest.
  expect(executions()).toBe(before);
  expect(screen.getAllByText('already on chain', { exact: false })).toHaveLength(17);
});

it('names bad lines in Chinese', async () => {
  render('cn');
  fireEvent.change(screen.getByLabelText('要归集的钱包私钥或助记词'), {
    target: { value: `${KEYS[0]}\nabc\n${MNEMONIC} 9-2\nwrong words here` },
  });
  expect(await screen.findByText('已读取 1 个钱包，3 行有问题', undefined, { timeout: 30_000 })).toBeInTheDocument();
  expect(screen.getByText(/第 2 行.*不是有效的 Sui 私钥/)).toBeInTheDocument();
  expect(screen.getByText(/第 3 行.*账户范围须从小到大/)).toBeInTheDocument();
  expect(screen.getByText(/第 4 行.*不是有效的助记词/)).toBeInTheDocument();
});
