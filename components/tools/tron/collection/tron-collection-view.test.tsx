/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { tronAddressFromHex, tronAddressToEvmHex } from '@/chains/tron/address';
import { tronBatchCollectionFeeSun } from '@/chains/tron/fees';
import { generateTronPrivateKey, tronAddressFromPrivateKey } from '@/chains/tron/keys';
import { downloadCsv } from '@/components/batch/download-csv';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { startTronStandIn, type TronStandIn } from '@/test/tron-stand-in/server';
import { startTronRelay } from '../testing/relay';
import { TronCollectionView } from './tron-collection-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));
jest.setTimeout(120_000);

// The collection page on the stand-in through our relay: 5 wallets holding a TRC-20 without TRX (3 are no account
// yet), a funding wallet, keys pasted into the page. Every request the page makes is recorded: no key in any. The
// first broadcast is refused; that wallet alone is planned again from the chain and collected on retry.

const UPSTREAM = 'https://api.trongrid.io';
let standIn: TronStandIn;
let relay: Awaited<ReturnType<typeof startTronRelay>>;
let token: TestToken;
let tokenAddress: string;
const wallet = () => {
  const key = generateTronPrivateKey();
  return { key, address: tronAddressFromPrivateKey(key) };
};
const WALLETS = Array.from({ length: 5 }, wallet);
const funder = wallet();
const target = wallet().address;
const feeRecipient = wallet().address;
const evm = (address: string) => tronAddressToEvmHex(address) as `0x${string}`;

async function tokenBalance(address: string): Promise<bigint> {
  const data = `0x70a08231${evm(address).slice(2).padStart(64, '0')}`;
  return BigInt(await rpcCall<string>(standIn.anvilRpcUrl, 'eth_call', [{ to: token.address, data }, 'latest']));
}

beforeAll(async () => {
  standIn = await startTronStandIn();
  relay = await startTronRelay(() => standIn.url);
  token = await deployTestToken(standIn.anvilRpcUrl);
  tokenAddress = tronAddressFromHex(token.address) as string;
  await standIn.setBalance(target, 1n);
  await standIn.setBalance(feeRecipient, 1n);
  await standIn.setBalance(funder.address, 1_000_000_000n);
  for (const [index, entry] of WALLETS.entries()) {
    await token.mint(evm(entry.address), 7_000_000n + BigInt(index));
    if (index < 2) await standIn.setBalance(entry.address, 50_000n);
  }
}, 120_000);

afterAll(async () => {
  await relay?.server.close();
  await standIn?.stop();
});

it('collects a TRC-20 from 5 pasted-key wallets with top-ups, retries the refused one alone, never sends a key', async () => {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  renderWithProviders(
    <TronCollectionView upstream={UPSTREAM} feeRecipient={feeRecipient} relayPath={relay.relayPath} pollMs={20} />,
    { locale: 'en', http },
  );
  fireEvent.change(screen.getByLabelText('Private keys of the wallets to collect from'), {
    target: { value: [...WALLETS.map((entry) => entry.key), 'not-a-key'].join('\n') },
  });
  expect(screen.getByText('5 wallets read, 1 line is no key')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText("Funding wallet's private key (optional)"), { target: { value: funder.key } });
  fireEvent.change(screen.getByLabelText('Collect to (T-address)'), { target: { value: target } });
  fireEvent.change(screen.getByLabelText('TRC-20 token contract (empty: TRX)'), { target: { value: tokenAddress } });
  fireEvent.click(screen.getByRole('button', { name: 'Review the collection' }));
  const review = await screen.findByTestId('tron-collection-review', undefined, { timeout: 30_000 });
  expect(within(review).getAllByRole('row')).toHaveLength(6);
  expect(screen.getByTestId('tron-collection-totals').textContent).toMatch(
    /^5 wallets: 35\.00001 tUSDT to collect, [\d.]+ TRX of top-ups, [\d.]+ TRX burnt for bandwidth and energy, 5 TRX Chainkit fee\.$/,
  );

  standIn.refuseNextBroadcasts(1);
  fireEvent.click(screen.getByTestId('tron-collection-start'));
  await screen.findByRole('button', { name: 'Retry failed wallets' }, { timeout: 60_000 });
  const first = document.querySelector(`tr[data-wallet="${WALLETS[0].address}"] td[data-column="status"]`);
  expect(first?.textContent).toMatch(/^Failed/);
  expect(await tokenBalance(WALLETS[0].address)).toBe(7_000_000n);
  expect(await tokenBalance(WALLETS[1].address)).toBe(0n);

  fireEvent.click(screen.getByRole('button', { name: 'Retry failed wallets' }));
  await screen.findByText('All 5 wallets collected.', undefined, { timeout: 60_000 });
  for (const entry of WALLETS) expect(await tokenBalance(entry.address)).toBe(0n);
  expect(await tokenBalance(target)).toBe(35_000_010n);
  expect(await standIn.balance(feeRecipient)).toBe(1n + 5n * tronBatchCollectionFeeSun());

  fireEvent.click(screen.getByRole('button', { name: 'Export results with Tronscan links (CSV)' }));
  const csv = Papa.parse<string[]>(jest.mocked(downloadCsv).mock.calls[0][1].trim()).data;
  expect(csv[0]).toEqual([
    'wallet',
    'amount',
    'top_up_trx',
    'burnt_trx',
    'fee_trx',
    'status',
    'error',
    'top_up_tx',
    'fee_tx',
    'sweep_tx',
  ]);
  expect(csv.slice(1).map((row) => row[5])).toEqual(['done', 'done', 'done', 'done', 'done']);
  expect(csv[1][9]).toMatch(/^https:\/\/tronscan\.org\/#\/transaction\/[0-9a-f]{64}$/);

  // Every request the page made, in full: no private key, in any case or form, in any of them.
  await waitFor(() => expect(relay.server.requests.length).toBeGreaterThan(20));
  const sent = relay.server.requests.map((request) => `${request.url}\n${request.body}`.toLowerCase()).join('\n');
  for (const key of [...WALLETS.map((entry) => entry.key), funder.key]) expect(sent).not.toContain(key.toLowerCase());
});
