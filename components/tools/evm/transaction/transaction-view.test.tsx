/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Hash, parseGwei } from 'viem';
import { bridgeState, fakeProviderWallet } from '@/components/tools/evm/provider-wallet/testing/fake-provider-wallet';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { formatDecimal } from '@/lib/fees/decimal';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS, deployTestToken, type TestToken } from '@/test/erc20';
import { rpcCall } from '@/test/multicall';
import { TransactionView } from './transaction-view';

// The transaction page in the browser's code, reading a real anvil as a custom chain: a mined ERC-20 transfer looked
// up with no wallet (decoded call, token transfer named from the chain, fee paid), then a pending transfer sped up
// with a wallet connected at signing (the wallet kit stood in for: its provider signs on anvil).

jest.mock('@/components/tools/evm/provider-wallet/provider-wallet-bridge', () => ({
  __esModule: true,
  default: jest.requireActual('@/components/tools/evm/provider-wallet/testing/fake-provider-wallet').FakeBridge,
}));

jest.setTimeout(60_000);

let anvil: AnvilInstance;
let token: TestToken;
const [, alice, bob] = ANVIL_ACCOUNTS;

beforeAll(async () => {
  anvil = await startAnvil();
  token = await deployTestToken(anvil.rpcUrl);
  await token.mint(alice.address, 9_000_000n);
});

afterAll(async () => {
  await anvil?.stop();
});

beforeEach(() => {
  window.localStorage.clear();
  bridgeState.mounts = 0;
});

function render() {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(<TransactionView locale="en" />, { locale: 'en', http });
}

async function lookUp(hash: string) {
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: anvil.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText(`Chain ID ${anvil.chainId}`);
  fireEvent.change(screen.getByLabelText('Transaction hash'), { target: { value: hash } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
}

describe('transaction lookup', () => {
  it('shows a mined ERC-20 transfer decoded, its token named and its fee, with no wallet loaded', async () => {
    const hash = await token.transfer(alice, bob.address, 2_500_000n);
    const receipt = await token.publicClient.waitForTransactionReceipt({ hash });
    render();
    await lookUp(hash);
    await screen.findByText('Succeeded');
    expect(screen.getByText('transfer(address recipient, uint256 amount)')).toBeInTheDocument();
    expect(screen.getByText('(ERC-20)')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /tUSDT/ });
    expect(within(row).getByText('2.5')).toBeInTheDocument();
    const fee = receipt.gasUsed * receipt.effectiveGasPrice;
    expect(screen.getByText(`${formatDecimal(fee, 18)} ETH`)).toBeInTheDocument();
    expect(screen.getByText('Gas used').nextSibling).toHaveTextContent(receipt.gasUsed.toString());
    expect(bridgeState.mounts).toBe(0);
  });

  it('says when the chain does not know the hash, and refuses a malformed one', async () => {
    render();
    await lookUp(`0x${'cd'.repeat(32)}`);
    await screen.findByText(/This chain does not know this transaction/);
    fireEvent.change(screen.getByLabelText('Transaction hash'), { target: { value: '0x1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(screen.getByText(/64 hexadecimal characters/)).toBeInTheDocument();
  });
});

describe('speed-up of a pending transaction (automine off)', () => {
  beforeEach(() => rpcCall(anvil.rpcUrl, 'evm_setAutomine', [false]));
  afterEach(async () => {
    await rpcCall(anvil.rpcUrl, 'evm_mine', []);
    await rpcCall(anvil.rpcUrl, 'evm_setAutomine', [true]);
  });

  it('shows the new fees and the most it costs, connects the wallet at signing and gets the speed-up mined', async () => {
    const recipient = '0x00000000000000000000000000000000000a11ce';
    const stuck = await rpcCall<Hash>(anvil.rpcUrl, 'eth_sendTransaction', [
      {
        from: bob.address,
        to: recipient,
        value: '0x3039',
        maxFeePerGas: `0x${parseGwei('3').toString(16)}`,
        maxPriorityFeePerGas: `0x${parseGwei('1').toString(16)}`,
      },
    ]);
    render();
    await lookUp(stuck);
    await screen.findByText('Pending');
    await screen.findByText('At most');
    expect(screen.getByText('1.1 Gwei')).toBeInTheDocument();
    expect(bridgeState.mounts).toBe(0);

    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet to sign' }));
    await waitFor(() => expect(bridgeState.mounts).toBe(1));
    // Another account first: the page says whose transaction it is.
    act(() => bridgeState.onChange?.(fakeProviderWallet(anvil.rpcUrl, alice.address, anvil.chainId).wallet));
    await screen.findByText(/This transaction was sent by/);
    const owner = fakeProviderWallet(anvil.rpcUrl, bob.address, anvil.chainId);
    act(() => bridgeState.onChange?.(owner.wallet));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign the speed-up' }));
    await screen.findByText(/sent, waiting to be mined/);
    const sent = owner.requests.find((request) => request.method === 'eth_sendTransaction');
    expect(sent?.params).toEqual([
      expect.objectContaining({ from: bob.address, to: '0x00000000000000000000000000000000000A11cE', value: '0x3039' }),
    ]);
    await rpcCall(anvil.rpcUrl, 'evm_mine', []);
    await screen.findByText(/mined\.$/, undefined, { timeout: 15_000 });
    expect(await token.publicClient.getBalance({ address: recipient })).toBe(12345n);
    await screen.findByText(/no longer pending: it was replaced/, undefined, { timeout: 15_000 });
  });
});
