/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { randomBytes } from 'node:crypto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Address, toNano } from '@ton/core';
import { readTonBalances } from '@/chains/ton/balances';
import { readJettonContent } from '@/chains/ton/jetton-metadata';
import { readJettonData } from '@/chains/ton/jetton-wallets';
import { tonKeyPairFromPrivateKey } from '@/chains/ton/keys';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { type StandInSession, standInSession } from '../testing/stand-in-session';
import { TonManageView } from './manage/manage-view';
import { TonPublishView } from './publish/publish-view';

jest.setTimeout(120_000);

// The jetton pages end to end in jsdom on @ton/sandbox: publish (on-chain metadata, the supply minted to the creator,
// 5 TON fee) → mint → burn → metadata update → change admin → drop admin (1 TON each), every result read back over
// HTTP; then a publish with the admin dropped at creation.

const owner = tonKeyPairFromPrivateKey('8'.repeat(64)) as NonNullable<ReturnType<typeof tonKeyPairFromPrivateKey>>;
const FEE_RECEIVER = new Address(0, randomBytes(32)).toString({ bounceable: false });
const OTHER = new Address(0, randomBytes(32));

let standIn: TonStandIn;
let session: StandInSession;

beforeAll(async () => {
  standIn = await startTonStandIn();
  session = standInSession(standIn, owner);
  const funder = await standIn.blockchain.treasury('funder');
  await funder.send({ to: Address.parse(session.address), value: toNano('100'), bounce: false });
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

const http = () => createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
const api = () => ({ jsonRpcUrl: standIn.jsonRpcUrl });
const feeReceived = async () => (await standIn.blockchain.getContract(Address.parse(FEE_RECEIVER))).balance;
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function publish(symbol: string, options: { dropAdmin?: boolean } = {}) {
  const view = renderWithProviders(
    <TonPublishView feeReceiver={FEE_RECEIVER} jsonRpcUrl={standIn.jsonRpcUrl} walletOverride={session} pollMs={10} />,
    { locale: 'en', http: http() },
  );
  type('Name', `${symbol} Token`);
  type('Symbol', symbol);
  type('Decimals', '6');
  type('Total supply', '1000000');
  if (options.dropAdmin) fireEvent.click(screen.getByLabelText('Drop the admin right after creation'));
  expect(screen.getByTestId('ton-publish-cost')).toHaveTextContent(/^Your wallet shows 5 TON for our fee/);
  // Paste first, connect at signing: the first click connects, the second publishes.
  fireEvent.click(screen.getByTestId('ton-publish-button'));
  await screen.findByTestId('ton-wallet-address');
  fireEvent.click(screen.getByTestId('ton-publish-button'));
  const result = await screen.findByTestId('ton-publish-result', undefined, { timeout: 60_000 });
  const minter = result.getAttribute('data-minter') as string;
  view.unmount();
  return { minter, text: result.textContent ?? '' };
}

it('publishes a jetton, then mints, burns, updates metadata, changes and drops the admin, each read back', async () => {
  const { minter, text } = await publish('PUB');
  expect(text).toContain(
    `supply 1000000 PUB, admin ${Address.parse(session.address).toString({ urlSafe: true, bounceable: true })}, your balance 1000000 PUB`,
  );
  expect(await feeReceived()).toBe(toNano('5'));
  let data = await readJettonData(Address.parse(minter), api());
  expect(readJettonContent(data.content)).toMatchObject({ kind: 'onchain', symbol: 'PUB', decimals: 6 });

  renderWithProviders(
    <TonManageView feeReceiver={FEE_RECEIVER} jsonRpcUrl={standIn.jsonRpcUrl} walletOverride={session} pollMs={10} />,
    { locale: 'en', http: http() },
  );
  fireEvent.click(screen.getByTestId('ton-wallet-connect'));
  type('Jetton master (minter) address', minter);
  fireEvent.click(screen.getByRole('button', { name: 'Load' }));
  expect(await screen.findByTestId('ton-manage-overview', undefined, { timeout: 20_000 })).toHaveTextContent(
    /^PUB Token \(PUB\), 6 decimals · supply 1000000 · admin EQ/,
  );
  const act = async (expected: RegExp) => {
    expect(screen.getByTestId('ton-manage-cost')).toHaveTextContent(/^Cost: 1 TON fee/);
    fireEvent.click(screen.getByTestId('ton-manage-submit'));
    await waitFor(() => expect(screen.getByTestId('ton-manage-result')).toHaveTextContent(expected), {
      timeout: 60_000,
    });
  };

  type('Recipient (empty: your wallet)', OTHER.toString());
  type('Amount', '250.5');
  await act(/^Minted: the supply is now 1000250\.5\.$/);
  const [other] = await readTonBalances({ ...api(), owners: [OTHER.toString()], tokens: [minter] });
  expect(other.balances[0].balance).toBe(250_500_000n);

  fireEvent.click(screen.getByRole('tab', { name: 'Burn' }));
  type('Amount', '100');
  await act(/^Burnt: the supply is now 1000150\.5, your balance 999900\.$/);

  fireEvent.click(screen.getByRole('tab', { name: 'Update metadata' }));
  type('Name', 'Renamed');
  type('Symbol', 'PUB2');
  type('Decimals', '6');
  await act(/^The metadata now reads PUB2\.$/);
  expect(readJettonContent((await readJettonData(Address.parse(minter), api())).content).symbol).toBe('PUB2');

  fireEvent.click(screen.getByRole('tab', { name: 'Change admin' }));
  // To the same wallet, written another way: the admin stays ours, the message and its fee are real.
  type('New admin address', Address.parse(session.address).toString({ bounceable: false }));
  await act(/^The admin is now EQ/);

  fireEvent.click(screen.getByRole('tab', { name: 'Drop admin' }));
  expect(screen.getByTestId('ton-manage-submit')).toBeDisabled();
  fireEvent.click(screen.getByLabelText(/^I understand/));
  await act(/^The admin is dropped/);
  data = await readJettonData(Address.parse(minter), api());
  expect(data.admin).toBeNull();
  expect(data.totalSupply).toBe(1_000_150_500_000n);
  expect(screen.getByTestId('ton-manage-overview')).toHaveTextContent(/admin none$/);
  // 5 TON to publish, then 5 actions at 1 TON (less the few nanoTON of storage the receiver pays between receipts).
  const fees = await feeReceived();
  expect(fees <= toNano('10') && fees > toNano('10') - 10_000n).toBe(true);
});

it('drops the admin at creation when asked: the supply is fixed from the start', async () => {
  const { minter, text } = await publish('FIX', { dropAdmin: true });
  expect(text).toContain('supply 1000000 FIX, admin none (dropped), your balance 1000000 FIX');
  expect((await readJettonData(Address.parse(minter), api())).admin).toBeNull();
});
