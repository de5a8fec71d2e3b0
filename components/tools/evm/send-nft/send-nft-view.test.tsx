/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import type { Address } from 'viem';
import {
  connectLocalChain,
  deployMultisend,
  freshAddresses,
  type LocalChain,
} from '@/chains/evm/multisend/test-support';
import { deployTestNft721, mintNft721, ownersOf } from '@/chains/evm/nft/test-support';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { installMulticall3 } from '@/test/multicall';
import type { WalletBridgeProps } from '../send-token/wallet-bridge';
import type { EvmWallet } from '../send-token/wallet-handle';
import { SendNftView } from './send-nft-view';

// The page's own code against anvil: the collection recognised, lines checked by line (in English and Chinese) and
// the cost shown before any wallet; then a wallet (signing on anvil in place of the wallet kit) connects, owners are
// shown by line, a line owned by someone else holds the send back until removed, the approval is given and the
// transfers are sent and read back on chain.

jest.setTimeout(90_000);

const bridge = { mounts: 0, onChange: undefined as ((wallet: EvmWallet) => void) | undefined };

jest.mock('../send-token/wallet-bridge', () => ({
  __esModule: true,
  default: function FakeWalletBridge({ onChange }: WalletBridgeProps) {
    useEffect(() => {
      bridge.mounts += 1;
    }, []);
    useEffect(() => {
      bridge.onChange = onChange;
    }, [onChange]);
    return null;
  },
}));

const SENDER = ANVIL_ACCOUNTS[1];
let anvil: AnvilInstance | undefined;
let local: LocalChain;
let nft: Address;

beforeAll(async () => {
  anvil = await startAnvil();
  local = await connectLocalChain(anvil.rpcUrl);
  await installMulticall3(anvil.rpcUrl);
  await deployMultisend(local);
  nft = await deployTestNft721(local, ANVIL_ACCOUNTS[0]);
  await mintNft721(local, ANVIL_ACCOUNTS[0], nft, SENDER.address, [1n, 2n, 3n]);
  await mintNft721(local, ANVIL_ACCOUNTS[0], nft, ANVIL_ACCOUNTS[2].address, [4n]);
}, 60_000);

afterAll(async () => {
  await anvil?.stop();
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  bridge.mounts = 0;
  bridge.onChange = undefined;
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(420);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderPage(locale: 'en' | 'cn') {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(<SendNftView locale={locale} />, { locale, http });
}

function anvilWallet(): EvmWallet {
  const walletClient = local.walletFor(SENDER);
  return {
    status: 'connected',
    address: SENDER.address,
    chainId: local.chain.id,
    connect: jest.fn(),
    switchChain: jest.fn(async () => undefined),
    disconnect: jest.fn(),
    send: (_chainId, { to, data, value, gas, nonce }) => walletClient.sendTransaction({ to, data, value, gas, nonce }),
  };
}

async function useAnvil(chainLabel: string, rpcLabel: string, useLabel: string) {
  fireEvent.change(screen.getByLabelText(chainLabel), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText(rpcLabel), { target: { value: anvil?.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: useLabel }));
}

describe('batch/send-nft view on anvil', () => {
  it('names bad lines in Chinese before any wallet', async () => {
    renderPage('cn');
    await useAnvil('链', 'RPC 地址', '使用此 RPC');
    fireEvent.change(screen.getByLabelText('NFT 合约地址'), { target: { value: nft } });
    await screen.findByText('ERC-721 · 名称：Test NFT');
    const [to] = freshAddresses(1, 'view-cn');
    fireEvent.change(screen.getByLabelText('每行一笔'), { target: { value: `${to},1\nnope,2\n${to},1` } });
    await screen.findByText('第 2 行：接收地址无效');
    expect(screen.getByText('第 3 行：该 Token ID 已在第 1 行发送')).toBeInTheDocument();
    expect(bridge.mounts).toBe(0);
  });

  it('checks lines, shows the cost before a wallet, then sends after one approval; owners read back', async () => {
    renderPage('en');
    await useAnvil('Chain', 'RPC URL', 'Use this RPC');
    await screen.findByText('Chain ID 31337');
    fireEvent.change(screen.getByLabelText('NFT contract address'), { target: { value: nft } });
    await screen.findByText('ERC-721 · Test NFT');
    const recipients = freshAddresses(4, 'view-en');
    const text = ['recipient,tokenId', ...[1, 2, 3, 4].map((id, index) => `${recipients[index]},${id}`), 'x,5'].join(
      '\n',
    );
    fireEvent.change(screen.getByLabelText('Lines'), { target: { value: text } });
    await screen.findByText('Line 6: the recipient is not a valid address');
    expect(screen.getByText('4 of 5 lines ready')).toBeInTheDocument();
    await screen.findByText('4 transfers in 1 transaction of up to 4 each', undefined, { timeout: 5_000 });
    const cost = screen.getByRole('region', { name: 'Transactions and cost' });
    expect(within(cost).getByText(/Estimated without a wallet/)).toBeInTheDocument();
    expect(within(cost).getByText('No service fee: only the network fee.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet to send 4 transfers' }));
    await waitFor(() => expect(bridge.mounts).toBe(1));
    act(() => bridge.onChange?.(anvilWallet()));
    // Owners by line: id 4 belongs to someone else.
    await screen.findByText(
      `Line 5: your wallet does not own this token (owner: ${ANVIL_ACCOUNTS[2].address})`,
      undefined,
      { timeout: 10_000 },
    );
    expect(screen.getByRole('button', { name: 'Send 4 transfers' })).toBeDisabled();
    expect(screen.getByText('Fix or remove the lines named above.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove the lines with problems' }));
    await screen.findByText('3 of 3 lines ready');

    fireEvent.click(await screen.findByRole('button', { name: 'Approve the Multisend contract for this collection' }));
    await screen.findByText('The Multisend contract is approved for this collection.', undefined, { timeout: 10_000 });
    const send = await screen.findByRole('button', { name: 'Send 3 transfers' });
    await waitFor(() => expect(send).toBeEnabled(), { timeout: 10_000 });
    fireEvent.click(send);
    await screen.findByText('All 3 rows confirmed.', undefined, { timeout: 20_000 });
    expect(await ownersOf(local, nft, [1n, 2n, 3n])).toEqual(recipients.slice(0, 3));
  });
});
