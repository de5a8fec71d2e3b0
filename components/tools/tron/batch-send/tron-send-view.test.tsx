/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { TronWeb } from 'tronweb';
import { tronAddressFromHex, tronAddressToHex } from '@/chains/tron/address';
import { tronBatchSendFeeSun } from '@/chains/tron/fees';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from '@/chains/tron/keys';
import { readTronAccountResources } from '@/chains/tron/resources';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import type { TronWalletScope } from '@/components/wallet/tron/tron-wallet';
import multisendArtifact from '@/contracts/multisend/Multisend.json';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { waitForReceipt } from '@/test/tron-stand-in/anvil-executor';
import { startTronStandIn, type TronStandIn } from '@/test/tron-stand-in/server';
import { startTronRelay } from '../testing/relay';
import { TronSendView } from './tron-send-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));
jest.setTimeout(120_000);

// The page's path end to end in jsdom: a TronLink-style wallet injected as `window.tron` (TIP-1193 request, its
// TronWeb signing with a key in the test), our relay to the TronGrid stand-in, our Multisend run on anvil. 150 TRX
// rows (two thirds to new accounts) in 2 batches; the first broadcast is refused, only its 100 rows fail, the retry
// asks the chain and sends them alone.

const UPSTREAM = 'https://api.trongrid.io';
const START = 100_000_000_000n;
let standIn: TronStandIn;
let relay: Awaited<ReturnType<typeof startTronRelay>>;
let multisend: string;
let token: TestToken;
let tokenAddress: string;
const key = generateTronPrivateKey();
const owner = tronAddressFromPrivateKey(key);
const feeRecipient = tronAddressFromPrivateKey(generateTronPrivateKey());
const ROWS = Array.from({ length: 150 }, (_, index) => ({
  to: tronAddressFromPrivateKey(generateTronPrivateKey()),
  amount: 1_000_000n + BigInt(index),
}));
const signed: string[] = [];
const offline = new TronWeb({ fullHost: 'http://127.0.0.1:1' });
const wallet: TronWalletScope = {
  tron: {
    request: async ({ method }) => (method === 'eth_requestAccounts' ? [owner] : undefined),
    tronWeb: {
      defaultAddress: { base58: owner },
      trx: {
        sign: async (transaction) => {
          signed.push((transaction as { txID: string }).txID);
          return offline.trx.sign(transaction as never, key);
        },
      },
    },
  },
};

beforeAll(async () => {
  standIn = await startTronStandIn();
  relay = await startTronRelay(() => standIn.url);
  const hash = await rpcCall<string>(standIn.anvilRpcUrl, 'eth_sendTransaction', [
    { from: ANVIL_ACCOUNTS[0].address, data: multisendArtifact.bytecode, gas: '0x1000000' },
  ]);
  const receipt = await waitForReceipt<{ contractAddress: string }>(standIn.anvilRpcUrl, hash);
  multisend = tronAddressFromHex(receipt.contractAddress) as string;
  standIn.registerContract(multisend);
  await standIn.setBalance(owner, START);
  token = await deployTestToken(standIn.anvilRpcUrl);
  tokenAddress = tronAddressFromHex(token.address) as string;
  await token.mint(`0x${(tronAddressToHex(owner) as string).slice(2)}`, 10n ** 12n);
  for (const row of ROWS.filter((_, index) => index % 3 === 0)) await standIn.setBalance(row.to, 1n);
}, 120_000);

afterAll(async () => {
  await relay?.server.close();
  await standIn?.stop();
});

giveTablesHeight();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function render(options: { multisend?: string | null } = {}) {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(
    <TronSendView
      upstream={UPSTREAM}
      multisend={options.multisend === undefined ? multisend : options.multisend}
      feeRecipient={feeRecipient}
      relayPath={relay.relayPath}
      walletScope={wallet}
      pollMs={20}
    />,
    { locale: 'en', http },
  );
}

const trxText = (sun: bigint) => (Number(sun) / 1e6).toString();

it('sends 150 TRX rows from the injected wallet in 2 batches, retries the refused one alone, exports Tronscan links', async () => {
  render();
  expect(screen.getByText('Sending TRX (6 decimals). One recipient and amount per line.')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Rows'), {
    target: { value: ROWS.map((row) => `${row.to},${trxText(row.amount)}`).join('\n') },
  });
  await screen.findByText('150 of 150 rows ready', undefined, { timeout: 20_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Review costs' }));
  // TRX: both routes priced; one transfer each burns less here, so it is chosen first. This test takes the multisend.
  await screen.findByTestId('tron-send-routes', undefined, { timeout: 30_000 });
  expect(screen.getByRole('radio', { name: /^One transfer per recipient: 151 transactions/ })).toBeChecked();
  fireEvent.click(screen.getByRole('radio', { name: /^Through the multisend contract: 2 transactions/ }));
  const review = await screen.findByTestId('tron-send-review');
  // Connected when it was needed, by the wallet's TIP-1193 request.
  expect(screen.getByTestId('tron-wallet-address')).toHaveAttribute('data-address', owner);
  expect(within(review).getAllByRole('row')).toHaveLength(3);
  expect(screen.getByTestId('tron-send-totals').textContent).toMatch(
    /^2 batches: [\d.]+ TRX burnt .* 10 TRX Chainkit fee/,
  );
  expect(signed).toEqual([]);

  standIn.refuseNextBroadcasts(1);
  fireEvent.click(screen.getByTestId('tron-send-start'));
  await waitFor(() => expect(screen.getByTestId('tron-send-retry')).toBeEnabled(), { timeout: 60_000 });
  expect(signed).toHaveLength(2);
  expect(await standIn.balance(ROWS[100].to)).toBe(ROWS[100].amount);
  expect(await standIn.balance(ROWS[1].to)).toBe(0n);

  fireEvent.click(screen.getByTestId('tron-send-retry'));
  await screen.findByText('All 150 rows confirmed.', undefined, { timeout: 60_000 });
  expect(signed).toHaveLength(3);
  for (const [index, row] of ROWS.entries()) {
    expect(await standIn.balance(row.to)).toBe(row.amount + (index % 3 === 0 ? 1n : 0n));
  }
  expect((await readTronAccountResources(ROWS[1].to, { apiUrl: standIn.url })).exists).toBe(true);
  // Our fee once per landed batch: the refused one paid nothing.
  expect(await standIn.balance(feeRecipient)).toBe(2n * tronBatchSendFeeSun());

  fireEvent.click(screen.getByTestId('tron-send-export'));
  const [name, text] = jest.mocked(downloadCsv).mock.calls[0];
  expect(name).toBe('tron-batch-send-results.csv');
  const csv = Papa.parse<string[]>(text.trim()).data;
  expect(csv[0].at(-1)).toBe('tronscan');
  expect(csv[1].at(-1)).toMatch(/^https:\/\/tronscan\.org\/#\/transaction\/[0-9a-f]{64}$/);
  expect(new Set(csv.slice(1).map((row) => row.at(-1))).size).toBe(2);
  // Every request went through the relay, none to TronGrid itself.
  expect(relay.server.requests.length).toBeGreaterThan(0);
});

it('asks for the TRC-20 approval with its cost first, then sends the token rows', async () => {
  const rows = Array.from({ length: 20 }, (_, index) => ({
    to: tronAddressFromPrivateKey(generateTronPrivateKey()),
    amount: 2_500_000n + BigInt(index),
  }));
  signed.length = 0;
  render();
  fireEvent.change(screen.getByLabelText('TRC-20 token contract (empty: TRX)'), { target: { value: 'nonsense' } });
  fireEvent.click(screen.getByRole('button', { name: 'Use' }));
  expect(await screen.findByText('Not a Tron address')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('TRC-20 token contract (empty: TRX)'), { target: { value: tokenAddress } });
  fireEvent.click(screen.getByRole('button', { name: 'Use' }));
  await screen.findByText('Sending tUSDT (6 decimals). One recipient and amount per line.', undefined, {
    timeout: 20_000,
  });
  fireEvent.change(screen.getByLabelText('Rows'), {
    target: { value: rows.map((row) => `${row.to},${trxText(row.amount)}`).join('\n') },
  });
  await screen.findByText('20 of 20 rows ready', undefined, { timeout: 20_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Review costs' }));
  expect(await screen.findByTestId('tron-send-prepared', undefined, { timeout: 30_000 })).toHaveTextContent(
    /^The transaction your wallet shows now: [\d,]+ energy, \d+ bytes of bandwidth, [\d.]+ TRX burnt/,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Approve in wallet' }));
  await screen.findByTestId('tron-send-review', undefined, { timeout: 30_000 });
  expect(signed).toHaveLength(1);
  fireEvent.click(screen.getByTestId('tron-send-start'));
  await screen.findByText('All 20 rows confirmed.', undefined, { timeout: 60_000 });
  for (const row of rows) {
    const balance = await rpcCall<string>(standIn.anvilRpcUrl, 'eth_call', [
      { to: token.address, data: `0x70a08231${(tronAddressToHex(row.to) as string).slice(2).padStart(64, '0')}` },
      'latest',
    ]);
    expect(BigInt(balance)).toBe(row.amount);
  }
});

it('offers to deploy the Multisend where none is configured, prices it, and sends through the one deployed', async () => {
  signed.length = 0;
  const rows = [0, 1, 2].map(() => tronAddressFromPrivateKey(generateTronPrivateKey()));
  render({ multisend: null });
  fireEvent.click(await screen.findByRole('button', { name: 'Review deployment cost' }));
  expect(await screen.findByTestId('tron-send-prepared', undefined, { timeout: 30_000 })).toHaveTextContent(
    /^The transaction your wallet shows now: [\d,]+ energy/,
  );
  expect(signed).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Deploy in wallet' }));
  const done = await screen.findByTestId('tron-deployed', undefined, { timeout: 30_000 });
  const address = /deployed at (T\w{33})\./.exec(done.textContent ?? '')?.[1] as string;
  expect(address).toBeDefined();
  expect(done.textContent).toContain(`TRON_MULTISEND_ADDRESS=${address}`);
  expect(window.localStorage.getItem('chainkit:tron:multisend')).toContain(address);
  fireEvent.change(screen.getByLabelText('Rows'), { target: { value: rows.map((to) => `${to},1.5`).join('\n') } });
  await screen.findByText('3 of 3 rows ready', undefined, { timeout: 20_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Review costs' }));
  fireEvent.click(await screen.findByRole('radio', { name: /^Through the multisend contract/ }, { timeout: 30_000 }));
  fireEvent.click(screen.getByTestId('tron-send-start'));
  await screen.findByText('All 3 rows confirmed.', undefined, { timeout: 60_000 });
  for (const to of rows) expect(await standIn.balance(to)).toBe(1_500_000n);
  expect(signed).toHaveLength(2);
});

it('offers TRX one transfer per recipient where it burns less, shows both costs, retries the refused transfer alone', async () => {
  signed.length = 0;
  const rows = Array.from({ length: 6 }, (_, index) => ({
    to: tronAddressFromPrivateKey(generateTronPrivateKey()),
    amount: 3_000_000n + BigInt(index) * 11n,
  }));
  await standIn.setBalance(rows[0].to, 1n);
  const feeBefore = await standIn.balance(feeRecipient);
  render();
  fireEvent.change(screen.getByLabelText('Rows'), {
    target: { value: rows.map((row) => `${row.to},${trxText(row.amount)}`).join('\n') },
  });
  await screen.findByText('6 of 6 rows ready', undefined, { timeout: 20_000 });
  fireEvent.click(screen.getByRole('button', { name: 'Review costs' }));
  const routes = await screen.findByTestId('tron-send-routes', undefined, { timeout: 30_000 });
  const transfers = within(routes).getByRole('radio', { name: /^One transfer per recipient: 7 transactions/ });
  expect(transfers).toBeChecked();
  expect(routes.querySelector('[data-route="transfers"]')?.textContent).toMatch(
    /to sign \(the last pays Chainkit's fee\), [\d.]+ TRX burnt, 5 TRX Chainkit fee \(burns less\)$/,
  );
  expect(routes.querySelector('[data-route="multisend"]')?.textContent).toMatch(
    /^Through the multisend contract: 1 transaction to sign, [\d.]+ TRX burnt, 5 TRX Chainkit fee$/,
  );
  // 5 new accounts at 1.1 TRX each (the sender's free bandwidth is spent by the earlier tests).
  expect(screen.getByTestId('tron-send-transfers-totals').textContent).toMatch(
    /^6 transfers and one for the fee: [\d.]+ TRX burnt \(5 new accounts\), 5 TRX Chainkit fee, [\d.]+ TRX leaving/,
  );
  expect(screen.getByTestId('tron-send-start')).toHaveTextContent('Send 7 transactions');

  // The node refuses the first transfer: only that row fails, the others and the fee land; the retry asks the chain
  // and sends it alone.
  standIn.refuseNextBroadcasts(1);
  fireEvent.click(screen.getByTestId('tron-send-start'));
  await waitFor(() => expect(screen.getByTestId('tron-send-retry')).toBeEnabled(), { timeout: 60_000 });
  expect(signed).toHaveLength(7);
  expect(await standIn.balance(rows[0].to)).toBe(1n);
  expect(await standIn.balance(rows[1].to)).toBe(rows[1].amount);
  expect(await standIn.balance(feeRecipient)).toBe(feeBefore + tronBatchSendFeeSun());
  fireEvent.click(screen.getByTestId('tron-send-retry'));
  await screen.findByText('All 7 rows confirmed.', undefined, { timeout: 60_000 });
  expect(signed).toHaveLength(8);
  for (const [index, row] of rows.entries()) {
    expect(await standIn.balance(row.to)).toBe(row.amount + (index === 0 ? 1n : 0n));
  }
  // Our fee once: the retry sent the refused row only.
  expect(await standIn.balance(feeRecipient)).toBe(feeBefore + tronBatchSendFeeSun());
});
