/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { fireEvent, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { createWalletClient, type Hash, http, type PublicClient, parseAbi } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { PERMIT2_ABI, PERMIT2_ADDRESS } from '@/chains/evm/approvals/abi';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { approvalChain, fundedAccount, type Seeded, seedApprovals } from '@/test/approvals';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { ApproveCheckView } from './check-view';
import type { ApprovalWallet } from './owner-wallet';
import type { ApprovalWalletBridgeProps } from './wallet-bridge';

// approve/check's own code against anvil (a custom chain): nine live approvals of three kinds found by the scan, the
// value at risk priced by the price endpoint, three revoked in one EIP-5792 batch and one more with an ordinary
// wallet, each read back on chain; the wallet kit is replaced by a wallet that signs on anvil with the owner's key.

jest.setTimeout(90_000);

const ERC20 = parseAbi(['function allowance(address, address) view returns (uint256)']);
const OPERATOR = parseAbi(['function isApprovedForAll(address, address) view returns (bool)']);

let anvil: AnvilInstance;
let seeded: Seeded;
let owner: PrivateKeyAccount;
let read: PublicClient;
const wallet = {
  account: undefined as PrivateKeyAccount | undefined,
  supportsBatch: true,
  batches: 0,
  transactions: 0,
};

function fakeWallet(): ApprovalWallet {
  const account = wallet.account as PrivateKeyAccount;
  const chain = { ...foundry, id: anvil.chainId, rpcUrls: { default: { http: [anvil.rpcUrl] } } };
  const signer = createWalletClient({ account, chain, transport: http(anvil.rpcUrl) });
  const send = async (call: { to?: `0x${string}`; data: `0x${string}` }): Promise<Hash> => {
    wallet.transactions += 1;
    return signer.sendTransaction({ to: call.to, data: call.data });
  };
  return {
    status: 'connected',
    address: account.address,
    chainId: anvil.chainId,
    connect: () => undefined,
    switchChain: async () => undefined,
    disconnect: () => undefined,
    send: (_chainId, request) => send(request),
    supportsBatch: async () => wallet.supportsBatch,
    sendCalls: async (_chainId, calls) => {
      wallet.batches += 1;
      const hashes: Hash[] = [];
      for (const call of calls) {
        const hash = await signer.sendTransaction({ to: call.to, data: call.data });
        await read.waitForTransactionReceipt({ hash });
        hashes.push(hash);
      }
      return { status: 'success', transactionHashes: hashes };
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
  const chain = await approvalChain(anvil.rpcUrl, anvil.chainId);
  read = chain.publicClient;
  owner = await fundedAccount(anvil.rpcUrl, generatePrivateKey());
  seeded = await seedApprovals(chain, ANVIL_ACCOUNTS[0], owner, {
    erc20: 3,
    strict: 2,
    operators: 2,
    permit2: 2,
    revoked: 1,
  });
}, 120_000);

afterAll(async () => {
  await anvil?.stop();
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(2000);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderView(locale: 'en' | 'cn' = 'en') {
  const http = createFakeHttpClient({
    'GET /api/v1/account/info': serverError(5006),
    'GET /api/v1/chain/price': { price: '1', currency: 'USD' },
  });
  return renderWithProviders(<ApproveCheckView />, { locale, http });
}

async function useAnvil() {
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: anvil.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText('Chain ID 31337');
}

const allowance = (token: `0x${string}`, spender: `0x${string}`) =>
  read.readContract({ address: token, abi: ERC20, functionName: 'allowance', args: [owner.address, spender] });

describe('approve/check on anvil', () => {
  it('lists the live approvals with the value at risk, then revokes three in one batch and one alone', async () => {
    wallet.account = owner;
    renderView();
    await useAnvil();
    fireEvent.change(screen.getByLabelText('Address to check'), { target: { value: 'not an address' } });
    expect(screen.getByText('Not a valid address')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Find approvals' })).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Address to check'), { target: { value: owner.address } });
    fireEvent.click(screen.getByRole('button', { name: 'Find approvals' }));
    const summary = await screen.findByText(/9 live approvals/, {}, { timeout: 20_000 });
    expect(summary.textContent).toContain('requests');
    // min(allowance, balance) × $1: 1,000 + 2 + 1,000 (tUSDT) + 2 + 4 (USDT-like) + 3 + 6 (Permit2 on tUSDT).
    await screen.findByText(/Value at risk: \$2,017\.00/);
    const table = screen.getByRole('table', { name: 'Approvals granted by the address' });
    expect(within(table).getAllByText('Permit2')).toHaveLength(2);
    expect(within(table).getAllByText('NFT operator')).toHaveLength(2);
    expect(within(table).getAllByText('All NFTs')).toHaveLength(2);
    expect(within(table).getAllByText('Unlimited')).toHaveLength(2);

    const [erc20, , , strict, , operator, , permit2] = seeded.grants;
    const pick = (grant: (typeof seeded.grants)[number]) =>
      fireEvent.click(
        within(table).getByLabelText(new RegExp(`to ${grant.spender}$`, 'i'), {
          selector: `input`,
        }),
      );
    pick(strict);
    pick(operator);
    pick(permit2);
    // The first click loads the wallet kit; the next one signs.
    fireEvent.click(screen.getByRole('button', { name: 'Revoke 3 approvals' }));
    await screen.findByText(/Connected:/);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke 3 approvals' }));
    await screen.findByText(/6 live approvals/, {}, { timeout: 20_000 });
    expect(wallet.batches).toBe(1);
    expect(within(table).getAllByText('Revoked')).toHaveLength(3);
    expect(await allowance(strict.token, strict.spender)).toBe(0n);
    expect(
      await read.readContract({
        address: operator.token,
        abi: OPERATOR,
        functionName: 'isApprovedForAll',
        args: [owner.address, operator.spender],
      }),
    ).toBe(false);
    const [amount] = await read.readContract({
      address: PERMIT2_ADDRESS,
      abi: PERMIT2_ABI,
      functionName: 'allowance',
      args: [owner.address, permit2.token, permit2.spender],
    });
    expect(amount).toBe(0n);

    // An ordinary wallet: one transaction for the one approval.
    wallet.supportsBatch = false;
    const row = within(table)
      .getByLabelText(new RegExp(`to ${erc20.spender}$`, 'i'))
      .closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    await screen.findByText(/5 live approvals/, {}, { timeout: 20_000 });
    expect(wallet.transactions).toBe(1);
    expect(await allowance(erc20.token, erc20.spender)).toBe(0n);
  });

  it('refuses to revoke from a wallet that is not the owner, in Chinese', async () => {
    wallet.account = await fundedAccount(anvil.rpcUrl, generatePrivateKey());
    renderView('cn');
    fireEvent.change(screen.getByLabelText('链'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('RPC 地址'), { target: { value: anvil.rpcUrl } });
    fireEvent.click(screen.getByRole('button', { name: '使用此 RPC' }));
    await screen.findByText('链 ID 31337');
    fireEvent.change(screen.getByLabelText('要检查的地址'), { target: { value: owner.address } });
    fireEvent.click(screen.getByRole('button', { name: '查找授权' }));
    await screen.findByText(/5 个有效授权/, {}, { timeout: 20_000 });
    fireEvent.click(screen.getByRole('button', { name: '连接钱包' }));
    await screen.findByText(/已连接：/);
    const table = screen.getByRole('table', { name: '该地址授予的授权' });
    fireEvent.click(within(table).getAllByRole('button', { name: '撤销' })[1]);
    expect((await screen.findByRole('alert')).textContent).toContain(`请连接 ${owner.address} 的钱包`);
  });
});
