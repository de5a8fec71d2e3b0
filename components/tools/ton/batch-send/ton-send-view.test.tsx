/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { randomBytes } from 'node:crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Address, SendMode, toNano } from '@ton/core';
import type { WalletContractV5R1 } from '@ton/ton';
import Papa from 'papaparse';
import { readTonBalances } from '@/chains/ton/balances';
import { onchainJettonContent, planJettonPublish } from '@/chains/ton/jetton-admin';
import { tonKeyPairFromPrivateKey } from '@/chains/ton/keys';
import { requestMessages } from '@/chains/ton/packing';
import { tonWalletContract } from '@/chains/ton/wallets';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { loadJob } from '@/lib/batch';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { type StandInSession, standInSession } from '../testing/stand-in-session';
import { TonSendView } from './ton-send-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));
jest.setTimeout(180_000);

// The page's path end to end in jsdom on @ton/sandbox (test/ton-stand-in, toncenter's API): a TON Connect wallet
// stand-in connected when the costs are asked for, signing each request in the test; 260 TON rows in 2 approvals,
// one row to a bounceable address with no wallet yet bounces, its request's other rows arrive; the retry sends that
// row alone (no second fee) once the wallet exists. Then jetton rows with comments.

const keys = (hex: string) =>
  tonKeyPairFromPrivateKey(hex.repeat(64)) as NonNullable<ReturnType<typeof tonKeyPairFromPrivateKey>>;
const sender = keys('5');
const late = keys('6');
const lateWallet = tonWalletContract('v5r1', late.publicKey) as WalletContractV5R1;
const FEE_RECEIVER = new Address(0, randomBytes(32)).toString({ bounceable: false });
const fresh = () => new Address(0, randomBytes(32));
const TON_ROWS = Array.from({ length: 259 }, (_, index) => ({
  to: fresh().toString({ urlSafe: true, bounceable: false }),
  amount: 10_000_000n + BigInt(index),
}));
const BOUNCING_ROW = 130;

let standIn: TonStandIn;
let session: StandInSession;

beforeAll(async () => {
  standIn = await startTonStandIn();
  session = standInSession(standIn, sender);
  const funder = await standIn.blockchain.treasury('funder');
  await funder.send({ to: Address.parse(session.address), value: toNano('100'), bounce: false });
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

giveTablesHeight();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function render() {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(
    <TonSendView feeReceiver={FEE_RECEIVER} jsonRpcUrl={standIn.jsonRpcUrl} walletOverride={session} pollMs={10} />,
    { locale: 'en', http },
  );
}

const balance = async (address: string | Address) =>
  (await standIn.blockchain.getContract(typeof address === 'string' ? Address.parse(address) : address)).balance;
const tonText = (nano: bigint) => (Number(nano) / 1e9).toFixed(9);

it('sends 260 TON rows in 2 approvals, finds the bounced row, retries it alone without a second fee, exports', async () => {
  render();
  const rows = [...TON_ROWS];
  rows.splice(BOUNCING_ROW, 0, {
    to: lateWallet.address.toString({ urlSafe: true, bounceable: true }),
    amount: 7_000_000n,
  });
  fireEvent.change(screen.getByLabelText('Rows'), {
    target: {
      value: rows
        .map((row, index) => `${row.to},${tonText(row.amount)}${index === 0 ? ',thanks a lot' : ''}`)
        .join('\n'),
    },
  });
  await screen.findByText('260 of 260 rows ready', undefined, { timeout: 20_000 });
  expect(screen.queryByTestId('ton-wallet-address')).toBeNull();
  fireEvent.click(screen.getByTestId('ton-send-review-button'));
  await screen.findByTestId('ton-send-review', undefined, { timeout: 30_000 });
  // Connected when the costs needed it.
  expect(screen.getByTestId('ton-wallet-address')).toHaveAttribute('data-address', session.address);
  expect(screen.getByTestId('ton-send-requests')).toHaveTextContent('2 for 260 rows (up to 255 messages each)');
  expect(screen.getByTestId('ton-send-fee')).toHaveTextContent('0.5 TON');
  expect(session.requests).toEqual([]);

  fireEvent.click(screen.getByTestId('ton-send-start'));
  await waitFor(() => expect(screen.getByTestId('ton-send-retry')).toBeEnabled(), { timeout: 120_000 });
  expect(session.requests.map((request) => request.messages.length)).toEqual([255, 6]);
  for (const [index, row] of rows.entries()) {
    if (index !== BOUNCING_ROW) expect(await balance(row.to)).toBe(row.amount);
  }
  expect(await balance(lateWallet.address)).toBe(0n);
  expect(await balance(FEE_RECEIVER)).toBe(toNano('0.5'));
  // The saved job (what a reload resumes): the request split, the bounced row failed alone with the chain's reason.
  const saved = loadJob('ton-batch-send');
  const failed = saved?.chunks.filter((chunk) => chunk.status === 'failed');
  expect(failed?.map((chunk) => chunk.rowIndexes)).toEqual([[BOUNCING_ROW]]);
  expect(failed?.[0].error?.message).toMatch(/^bounced: /);

  // The recipient's wallet comes to life; only its row goes again, with no fee.
  const funder = await standIn.blockchain.treasury('funder');
  await funder.send({ to: lateWallet.address, value: toNano('1'), bounce: false });
  await standIn.blockchain.openContract(lateWallet).sendTransfer({
    seqno: 0,
    secretKey: Buffer.from(late.secretKey),
    messages: [],
    sendMode: SendMode.PAY_GAS_SEPARATELY,
  });
  const before = await balance(lateWallet.address);
  fireEvent.click(screen.getByTestId('ton-send-retry'));
  await screen.findByText('All 260 rows delivered.', undefined, { timeout: 60_000 });
  expect(session.requests).toHaveLength(3);
  expect(session.requests[2].messages).toHaveLength(1);
  // Its wallet now runs on receipt (a little gas): the message of 0.007 TON arrived and did not bounce.
  const arrived = standIn
    .transactions()
    .filter((tx) => tx.inMessage?.info.type === 'internal' && tx.inMessage.info.dest.equals(lateWallet.address));
  expect(arrived.at(-1)?.inMessage?.info).toMatchObject({ value: { coins: 7_000_000n }, bounced: false });
  expect(arrived.at(-1)?.outMessagesCount).toBe(0);
  expect((await balance(lateWallet.address)) - before).toBeGreaterThan(6_500_000n);
  expect(await balance(FEE_RECEIVER)).toBe(toNano('0.5'));

  fireEvent.click(screen.getByTestId('ton-send-export'));
  const [name, text] = jest.mocked(downloadCsv).mock.calls[0];
  expect(name).toBe('ton-batch-send-results.csv');
  const csv = Papa.parse<string[]>(text.trim()).data;
  expect(csv[0].slice(-2)).toEqual(['comment', 'tonviewer']);
  expect(csv[1].at(-2)).toBe('thanks a lot');
  expect(csv[1].at(-1)).toMatch(/^https:\/\/tonviewer\.com\/transaction\/[0-9a-f]{64}$/);
});

it('sends jetton rows with comments from the jetton wallet, every balance read back', async () => {
  const wallet = tonWalletContract('v5r1', sender.publicKey);
  const { minter, request } = planJettonPublish({
    creator: wallet.address,
    content: onchainJettonContent({ name: 'View Test', symbol: 'VWT', decimals: 6 }),
    supply: 10n ** 12n,
  });
  const opened = standIn.blockchain.openContract(wallet as WalletContractV5R1);
  await opened.sendTransfer({
    seqno: await opened.getSeqno(),
    secretKey: Buffer.from(sender.secretKey),
    messages: requestMessages(request),
    sendMode: SendMode.PAY_GAS_SEPARATELY + SendMode.IGNORE_ERRORS,
  });
  const recipients = Array.from({ length: 12 }, () => fresh().toString({ urlSafe: true, bounceable: false }));
  render();
  fireEvent.click(screen.getByLabelText('A jetton'));
  fireEvent.change(screen.getByLabelText('Jetton master (minter) address'), { target: { value: minter.toString() } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this jetton' }));
  expect(await screen.findByTestId('ton-send-jetton', undefined, { timeout: 20_000 })).toHaveTextContent(
    'VWT, 6 decimals',
  );
  fireEvent.change(screen.getByLabelText('Rows'), {
    target: { value: recipients.map((to, index) => `${to},${index + 1}.5,row ${index + 1}`).join('\n') },
  });
  await screen.findByText('12 of 12 rows ready', undefined, { timeout: 20_000 });
  fireEvent.click(screen.getByTestId('ton-send-review-button'));
  await screen.findByTestId('ton-send-review', undefined, { timeout: 30_000 });
  expect(screen.getByTestId('ton-send-jetton-out')).toHaveTextContent('84 VWT');
  expect(screen.getByTestId('ton-send-fee')).toHaveTextContent('0.24 TON');
  fireEvent.click(screen.getByTestId('ton-send-start'));
  await screen.findByText('All 12 rows delivered.', undefined, { timeout: 60_000 });
  const [read] = await readTonBalances({
    jsonRpcUrl: standIn.jsonRpcUrl,
    owners: recipients,
    tokens: [minter.toString()],
  });
  expect(read.balances.map((entry) => entry.balance)).toEqual(
    recipients.map((_, index) => BigInt(index + 1) * 10n ** 6n + 500_000n),
  );
});
