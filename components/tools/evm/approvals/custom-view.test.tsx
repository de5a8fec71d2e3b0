/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { fireEvent, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { createWalletClient, encodeFunctionData, http, type PublicClient, parseAbi } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import {
  type ApprovalChain,
  approvalChain,
  fundedAccount,
  type Seeded,
  seedApprovals,
  spenderAddress,
} from '@/test/approvals';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { ApproveCustomView } from './custom-view';
import type { ApprovalWallet } from './owner-wallet';
import type { ApprovalWalletBridgeProps } from './wallet-bridge';

// approve/custom's own code against anvil: an exact allowance on the USDT-like token, changed from non-zero to
// non-zero by approving 0 first (said to the user), read back; bad amounts and a non-token address refused.

jest.setTimeout(90_000);

const ERC20 = parseAbi([
  'function allowance(address, address) view returns (uint256)',
  'function approve(address, uint256)',
]);

let anvil: AnvilInstance;
let chain: ApprovalChain;
let seeded: Seeded;
let owner: PrivateKeyAccount;
let read: PublicClient;
let sent = 0;

function fakeWallet(): ApprovalWallet {
  const viemChain = { ...foundry, id: anvil.chainId, rpcUrls: { default: { http: [anvil.rpcUrl] } } };
  const signer = createWalletClient({ account: owner, chain: viemChain, transport: http(anvil.rpcUrl) });
  return {
    status: 'connected',
    address: owner.address,
    chainId: anvil.chainId,
    connect: () => undefined,
    switchChain: async () => undefined,
    disconnect: () => undefined,
    send: (_chainId, request) => {
      sent += 1;
      return signer.sendTransaction({ to: request.to, data: request.data });
    },
    supportsBatch: async () => false,
    sendCalls: async () => {
      throw new Error('no batches');
    },
  };
}

jest.mock('./wallet-bridge', () => ({
  __esModule: true,
  default: function FakeBridge({ onChange }: ApprovalWalletBridgeProps) {
    useEffect(() => onChange(fakeWallet()), [onChange]);
    return null;
  },
}));

beforeAll(async () => {
  anvil = await startAnvil();
  chain = await approvalChain(anvil.rpcUrl, anvil.chainId);
  read = chain.publicClient;
  owner = await fundedAccount(anvil.rpcUrl, generatePrivateKey());
  seeded = await seedApprovals(chain, ANVIL_ACCOUNTS[0], owner, { erc20: 0, strict: 0, operators: 0, permit2: 0 });
}, 120_000);

afterAll(async () => {
  await anvil?.stop();
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

function renderView() {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(<ApproveCustomView />, { locale: 'en', http });
}

async function useAnvil() {
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: anvil.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText('Chain ID 31337');
}

describe('approve/custom on anvil', () => {
  it('changes a USDT-like allowance from 7 to 12.5 by approving 0 first, and refuses bad input', async () => {
    const spender = spenderAddress(77);
    await chain.send(
      owner,
      seeded.strict,
      encodeFunctionData({ abi: ERC20, functionName: 'approve', args: [spender, 7_000_000n] }),
    );
    renderView();
    await useAnvil();
    fireEvent.change(screen.getByLabelText('Token contract'), { target: { value: spenderAddress(5) } });
    expect(await screen.findByText('No ERC-20 answers at this address on this chain')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Token contract'), { target: { value: seeded.strict } });
    await screen.findByText('tsUSDT, 6 decimals');
    fireEvent.change(screen.getByLabelText('Spender'), { target: { value: '0x1234' } });
    expect(screen.getByText('Not a valid address')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Spender'), { target: { value: spender } });
    fireEvent.change(screen.getByLabelText('Allowance'), { target: { value: '1.0000001' } });
    expect(screen.getByText('A number with at most 6 decimals')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Allowance'), { target: { value: '12.5' } });

    fireEvent.click(screen.getByRole('button', { name: 'Connect your wallet to review' }));
    await screen.findByText(/Connected:/);
    fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    expect((await screen.findByTestId('current-allowance')).textContent).toBe('7 tsUSDT');
    expect(screen.getByText(/first the allowance goes from 7 tsUSDT to 0, then from 0 to 12.5 tsUSDT/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign 2 transactions' }));
    await screen.findByText('Done: the allowance on chain is now 12.5 tsUSDT.', {}, { timeout: 20_000 });
    expect(sent).toBe(2);
    expect(
      await read.readContract({
        address: seeded.strict,
        abi: ERC20,
        functionName: 'allowance',
        args: [owner.address, spender],
      }),
    ).toBe(12_500_000n);

    // The same amount again: nothing to send.
    fireEvent.change(screen.getByLabelText('Allowance'), { target: { value: '12.50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review the change' }));
    await screen.findByText('The allowance already is this amount: nothing to send.');
  });

  it('sets a plain token in one transaction', async () => {
    sent = 0;
    renderView();
    await useAnvil();
    fireEvent.change(screen.getByLabelText('Token contract'), { target: { value: seeded.usdt } });
    await screen.findByText('tUSDT, 6 decimals');
    fireEvent.change(screen.getByLabelText('Spender'), { target: { value: spenderAddress(78) } });
    fireEvent.change(screen.getByLabelText('Allowance'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect your wallet to review' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Review the change' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign the approval' }));
    await screen.findByText('Done: the allowance on chain is now 3 tUSDT.', {}, { timeout: 20_000 });
    expect(sent).toBe(1);
  });
});
