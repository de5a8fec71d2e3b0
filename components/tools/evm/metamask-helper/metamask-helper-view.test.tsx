/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { parseGwei } from 'viem';
import { bridgeState, fakeProviderWallet } from '@/components/tools/evm/provider-wallet/testing/fake-provider-wallet';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { MetamaskHelperView } from './metamask-helper-view';

// metamask/helper in the browser's code on a real anvil (a custom chain): the chain and a token added to the wallet
// with what the chain says (EIP-3085, EIP-747), and a queue held behind a missing nonce unstuck through the page.

jest.mock('@/components/tools/evm/provider-wallet/provider-wallet-bridge', () => ({
  __esModule: true,
  default: jest.requireActual('@/components/tools/evm/provider-wallet/testing/fake-provider-wallet').FakeBridge,
}));

jest.setTimeout(60_000);

let anvil: AnvilInstance;
let token: TestToken;
const [, alice] = ANVIL_ACCOUNTS;

const realFetch = global.fetch;

beforeAll(async () => {
  anvil = await startAnvil();
  token = await deployTestToken(anvil.rpcUrl);
  // The registry chains' public RPCs stay out of the test: refused at once, as an offline page would see them.
  global.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
    String(input instanceof Request ? input.url : input).startsWith(anvil.rpcUrl)
      ? realFetch(input, init)
      : Promise.reject(new TypeError('offline in this test'))) as typeof fetch;
});

afterAll(async () => {
  global.fetch = realFetch;
  await anvil?.stop();
});

beforeEach(() => {
  window.localStorage.clear();
  bridgeState.mounts = 0;
});

async function renderOnAnvil() {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  renderWithProviders(<MetamaskHelperView locale="en" />, { locale: 'en', http });
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: anvil.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText(`Chain ID ${anvil.chainId}`);
}

async function connect(): Promise<ReturnType<typeof fakeProviderWallet>> {
  fireEvent.click(screen.getAllByRole('button', { name: /^Connect wallet/ })[0]);
  await waitFor(() => expect(bridgeState.mounts).toBe(1));
  const connected = fakeProviderWallet(anvil.rpcUrl, alice.address, anvil.chainId);
  act(() => bridgeState.onChange?.(connected.wallet));
  return connected;
}

it('adds the chain and a token to the wallet with what the chain states', async () => {
  await renderOnAnvil();
  expect(bridgeState.mounts).toBe(0);
  const wallet = await connect();
  const chainName = `EVM chain ${anvil.chainId}`;
  fireEvent.click(screen.getByRole('button', { name: `Add ${chainName} to the wallet` }));
  await screen.findByText(`${chainName} is in your wallet.`);
  expect(wallet.requests.find((request) => request.method === 'wallet_addEthereumChain')?.params).toEqual([
    {
      chainId: `0x${anvil.chainId.toString(16)}`,
      chainName,
      nativeCurrency: { name: 'ETH', symbol: 'ETH', decimals: 18 },
      rpcUrls: [anvil.rpcUrl],
    },
  ]);

  fireEvent.change(screen.getByLabelText('ERC-20 token contract address'), { target: { value: token.address } });
  await screen.findByText('tUSDT · 6 decimals');
  fireEvent.click(screen.getByRole('button', { name: 'Add tUSDT to the wallet' }));
  await screen.findByText('tUSDT is in your wallet.');
  expect(wallet.requests.find((request) => request.method === 'wallet_watchAsset')?.params).toEqual({
    type: 'ERC20',
    options: { address: token.address, symbol: 'tUSDT', decimals: 6 },
  });

  fireEvent.change(screen.getByLabelText('ERC-20 token contract address'), { target: { value: alice.address } });
  await screen.findByText(`This address is not an ERC-20 token on ${chainName}.`);
});

describe('a stuck queue (automine off)', () => {
  beforeEach(() => rpcCall(anvil.rpcUrl, 'evm_setAutomine', [false]));
  afterEach(async () => {
    await rpcCall(anvil.rpcUrl, 'evm_mine', []);
    await rpcCall(anvil.rpcUrl, 'evm_setAutomine', [true]);
  });

  it('fills the missing nonce through the page, and the held transaction goes through', async () => {
    const start = await token.publicClient.getTransactionCount({ address: alice.address });
    const recipient = '0x00000000000000000000000000000000000b0b00';
    await rpcCall(anvil.rpcUrl, 'eth_sendTransaction', [
      {
        from: alice.address,
        to: recipient,
        value: '0x309',
        nonce: `0x${(start + 1).toString(16)}`,
        maxFeePerGas: `0x${parseGwei('3').toString(16)}`,
        maxPriorityFeePerGas: `0x${parseGwei('1').toString(16)}`,
      },
    ]);
    await renderOnAnvil();
    const wallet = await connect();
    await screen.findByText(`Transactions are held behind the missing nonce ${start}.`);
    expect(screen.getByText(/1 held behind a missing nonce/)).toBeInTheDocument();
    const fill = screen.getByRole('button', { name: `Fill nonce ${start}` });
    expect(within(fill.closest('[data-action]') as HTMLElement).getByText(/at most 0\.\d+ ETH/)).toBeInTheDocument();
    fireEvent.click(fill);
    await screen.findByText('Filler sent: the queue updates once it is mined.');
    const sent = wallet.requests.find((request) => request.method === 'eth_sendTransaction');
    expect(sent?.params).toEqual([
      expect.objectContaining({ to: alice.address, value: '0x0', nonce: `0x${start.toString(16)}` }),
    ]);
    await rpcCall(anvil.rpcUrl, 'evm_mine', []);
    expect(await token.publicClient.getBalance({ address: recipient })).toBe(0x309n);
    await screen.findByText(new RegExp(`${start + 2} mined, ${start + 2} counting pending`), undefined, {
      timeout: 15_000,
    });

    // The nonce table: the registry's chains (public RPCs, unreachable here) and the custom chain, read on demand.
    fireEvent.click(screen.getByRole('button', { name: 'Read nonces' }));
    const row = await screen.findByRole('row', { name: new RegExp(`EVM chain ${anvil.chainId}`) });
    await waitFor(() => expect(within(row).getAllByRole('cell')[1]).toHaveTextContent(String(start + 2)));
    const ethereum = screen.getByRole('row', { name: /^Ethereum/ });
    await within(ethereum).findByText(/Not read/, undefined, { timeout: 20_000 });
  });
});
