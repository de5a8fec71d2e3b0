/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { fireEvent, screen } from '@testing-library/react';
import { parseAbi } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { approvalChain, type Seeded, seedApprovals, spenderAddress } from '@/test/approvals';
import { ANVIL_ACCOUNTS } from '@/test/erc20';
import { setNativeBalances } from '@/test/multicall';
import { BatchApproveView } from './batch-approve-view';

// batch/approve's page against anvil: pasted keys (a bad line reported by number, no key in the page outside the
// field), token, spender and amount checked, each wallet's allowance and fee read, then every wallet approves.

jest.setTimeout(90_000);

const ERC20 = parseAbi(['function allowance(address, address) view returns (uint256)']);
let anvil: AnvilInstance;
let seeded: Seeded;
let read: Awaited<ReturnType<typeof approvalChain>>['publicClient'];

beforeAll(async () => {
  anvil = await startAnvil();
  const chain = await approvalChain(anvil.rpcUrl, anvil.chainId);
  read = chain.publicClient;
  seeded = await seedApprovals(chain, ANVIL_ACCOUNTS[0], ANVIL_ACCOUNTS[1], {
    erc20: 0,
    strict: 0,
    operators: 0,
    permit2: 0,
  });
}, 120_000);

afterAll(async () => {
  await anvil?.stop();
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(420);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});

afterEach(() => {
  jest.restoreAllMocks();
});

it('approves a spender from three pasted wallets and reads each allowance back', async () => {
  const keys = [generatePrivateKey(), generatePrivateKey(), generatePrivateKey()];
  const owners = keys.map((key) => privateKeyToAccount(key).address);
  await setNativeBalances(anvil.rpcUrl, new Map(owners.map((owner) => [owner, 10n ** 18n])));
  const spender = spenderAddress(900);
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  const { container } = renderWithProviders(<BatchApproveView />, { locale: 'en', http });
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: anvil.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText('Chain ID 31337');

  fireEvent.change(screen.getByLabelText('Token contract'), { target: { value: seeded.usdt } });
  await screen.findByText('tUSDT, 6 decimals');
  fireEvent.change(screen.getByLabelText('Spender'), { target: { value: spender } });
  fireEvent.change(screen.getByLabelText('Allowance per wallet'), { target: { value: '2.1234567' } });
  expect(screen.getByText('A number with at most 6 decimals')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Allowance per wallet'), { target: { value: '250.5' } });
  fireEvent.change(screen.getByLabelText('Private keys of the wallets'), {
    target: { value: `${keys.join('\n')}\n0xdeadbeef` },
  });
  expect(await screen.findByText('Line 4: Not a valid private key')).toBeTruthy();
  await screen.findByText('3 wallets');
  const outside = container.cloneNode(true) as HTMLElement;
  for (const textarea of outside.querySelectorAll('textarea')) textarea.remove();
  for (const key of keys) expect((outside.textContent ?? '').toLowerCase()).not.toContain(key.slice(2, 18));

  fireEvent.click(screen.getByRole('button', { name: 'Review balances and fees' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Approve from 3 wallets' }, { timeout: 20_000 }));
  await screen.findByText('3 of 3 rows done', {}, { timeout: 30_000 });
  for (const owner of owners) {
    expect(
      await read.readContract({ address: seeded.usdt, abi: ERC20, functionName: 'allowance', args: [owner, spender] }),
    ).toBe(250_500_000n);
  }
});
