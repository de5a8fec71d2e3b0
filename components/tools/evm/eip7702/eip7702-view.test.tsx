/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { KNOWN_DELEGATES, KNOWN_SWEEPERS } from '@/chains/evm/eip7702/known-delegates';
import { signSetCode } from '@/chains/evm/eip7702/set-code';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { createRpcClient, targetFor } from '../key-batch/chain';
import { readFeeQuote } from '../key-batch/fees';
import { Eip7702View } from './eip7702-view';
import { setCodeFees } from './set-code-driver';

// The page's own code against anvil (a custom chain): it finds wallets delegated to a known contract and to a sweeper,
// names both, then revokes the sweeper's wallet with a sponsor paying; the chain is read back.

jest.setTimeout(60_000);

let anvil: AnvilInstance | undefined;

beforeAll(async () => {
  anvil = await startAnvil();
});

afterAll(async () => {
  await anvil?.stop();
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  // jsdom lays nothing out: the virtual tables measure a viewport of 0 px and render no row. A real one's size.
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(420);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderView(locale: 'en' | 'cn' = 'en') {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(<Eip7702View />, { locale, http });
}

async function delegatedWallet(target: `0x${string}`) {
  if (!anvil) throw new Error('anvil did not start');
  const client = createRpcClient(targetFor(anvil.chainId, anvil.rpcUrl, true));
  const key = generatePrivateKey();
  const account = privateKeyToAccount(key);
  const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
  await testClient.setBalance({ address: account.address, value: parseEther('1') });
  const signed = await signSetCode({
    client,
    chainId: anvil.chainId,
    sender: account,
    authorities: [account],
    target,
    fees: setCodeFees(await readFeeQuote(client)),
  });
  await client.sendRawTransaction({ serializedTransaction: signed.serializedTransaction });
  await client.waitForTransactionReceipt({ hash: signed.hash });
  await testClient.setBalance({ address: account.address, value: 0n });
  return { key, address: account.address, client, testClient };
}

async function useAnvil() {
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: anvil?.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText('Chain ID 31337');
}

describe('eip7702 view on anvil', () => {
  it('checks addresses, names a known delegate, warns of a sweeper, then revokes with a sponsor', async () => {
    const metamask = KNOWN_DELEGATES[0];
    const sweeper = KNOWN_SWEEPERS[0];
    const known = await delegatedWallet(metamask.address);
    const victim = await delegatedWallet(sweeper.address);
    const sponsorKey = generatePrivateKey();
    const sponsor = privateKeyToAccount(sponsorKey).address;
    await victim.testClient.setBalance({ address: sponsor, value: parseEther('1') });

    renderView();
    await useAnvil();
    fireEvent.change(screen.getByLabelText('Addresses to check'), {
      target: { value: `${known.address}\n${victim.address}\n${known.address.toLowerCase()}` },
    });
    expect(screen.getByText('Line 3: Same address as line 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check delegations' }));
    await screen.findByText('2 addresses checked, 2 delegated.');
    expect(await screen.findByText(metamask.name)).toBeTruthy();
    expect(screen.getByText(`Danger: ${sweeper.name}, a known sweeper that steals funds`)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('1 address is delegated to a known sweeper');

    // Revoking needs coins: the drained wallet alone cannot pay, a sponsor can.
    fireEvent.change(screen.getByLabelText('Private keys of the wallets'), { target: { value: victim.key } });
    fireEvent.click(screen.getByRole('button', { name: 'Review wallets and fees' }));
    await screen.findByText('Too few coins for the fee: use a sponsor', { exact: false });
    expect(screen.getByRole('button', { name: 'Revoke 0 wallets' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Sponsor private key (optional)'), { target: { value: victim.key } });
    expect(screen.getByText('The sponsor is one of the wallets above', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review wallets and fees' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Sponsor private key (optional)'), { target: { value: sponsorKey } });
    expect(screen.getByText(`Sponsor: ${sponsor}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Review wallets and fees' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke 1 wallet' }));
    await screen.findByText('1 of 1 rows done', {}, { timeout: 20_000 });
    await waitFor(() => expect(document.querySelector('.key-batch__run [data-status="confirmed"]')).toBeTruthy());

    expect(await victim.client.getCode({ address: victim.address })).toBeUndefined();
    expect(await victim.client.getTransactionCount({ address: sponsor })).toBe(1);
    // The other wallet was only checked: still delegated.
    expect(await known.client.getCode({ address: known.address })).toBe(
      `0xef0100${metamask.address.slice(2).toLowerCase()}`,
    );
  });

  it('refuses a known sweeper as the contract to delegate to, in Chinese too', async () => {
    renderView('cn');
    fireEvent.click(screen.getByLabelText('委托给合约'));
    fireEvent.change(screen.getByLabelText('委托的合约地址'), { target: { value: KNOWN_SWEEPERS[0].address } });
    expect(screen.getByText('该合约是已知的盗币合约：委托给它等于交出钱包')).toBeTruthy();
    expect(screen.getByRole('button', { name: '检查钱包和手续费' })).toHaveProperty('disabled', true);
  });
});
