/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createTestClient, createWalletClient, http, parseAbi, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { CALL_TARGET_ABI, deployCallTarget } from '@/test/call-contract-target';
import { createRpcClient, targetFor } from '../key-batch/chain';
import { freshWallets } from '../key-batch/test-support';
import { CallContractView } from './call-contract-view';

// The page's own code against anvil: the ABI comes from the contract-info endpoint (as for a verified contract), a bad
// argument is named by its line, the simulation refuses the row whose id is taken (its custom error decoded), the rest
// is sent from pasted keys and read back on chain.

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
  jest.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(420);
  jest.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(1000);
});

afterEach(() => {
  jest.restoreAllMocks();
});

async function useAnvil() {
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: anvil?.rpcUrl } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText('Chain ID 31337');
}

const OWNER_OF = parseAbi(['function ownerOf(uint256 tokenId) view returns (address)']);

describe('batch/call-contract view on anvil', () => {
  it('loads a verified ABI, names a bad argument by line, refuses the reverting row and sends the others', async () => {
    if (!anvil) throw new Error('anvil did not start');
    const contract = await deployCallTarget(anvil.rpcUrl);
    const wallets = freshWallets(3);
    const testClient = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) });
    await Promise.all(
      wallets.map((wallet) => testClient.setBalance({ address: wallet.address, value: parseEther('1') })),
    );
    // Id 1 is taken before the review: the second wallet's call (its line asks for id 1) must be refused.
    const client = createRpcClient(targetFor(anvil.chainId, anvil.rpcUrl, true));
    const minter = createWalletClient({
      account: privateKeyToAccount(wallets[0].key),
      chain: client.chain,
      transport: http(anvil.rpcUrl),
    });
    await client.waitForTransactionReceipt({
      hash: await minter.writeContract({
        address: contract,
        abi: CALL_TARGET_ABI,
        functionName: 'mint',
        args: [wallets[0].address, 1n],
        chain: client.chain,
      }),
    });
    const http$ = createFakeHttpClient({
      'GET /api/v1/account/info': serverError(5006),
      'POST /api/rpc/opensource': {
        chainId: 31337,
        contractAddress: contract,
        isVerified: true,
        abi: CALL_TARGET_ABI,
        contractName: 'TestNFT721',
        compilerVersion: 'v0.8',
        isProxy: false,
        implementation: null,
        checkedAt: new Date().toISOString(),
      },
    });
    renderWithProviders(<CallContractView />, { locale: 'en', http: http$ });
    await useAnvil();

    fireEvent.change(screen.getByLabelText('Contract address'), { target: { value: contract } });
    fireEvent.click(screen.getByRole('button', { name: 'Load the ABI (verified contracts)' }));
    await screen.findByText('Verified contract: TestNFT721');
    expect(http$.calls.at(-1)).toEqual({
      request: 'POST /api/rpc/opensource',
      body: { contractAddress: contract, chainId: 31337 },
    });
    fireEvent.change(screen.getByLabelText('Function to call'), { target: { value: 'mint(address,uint256)' } });

    const args = screen.getByLabelText('Arguments, one call per line');
    fireEvent.change(args, {
      target: { value: `to,tokenId\n${wallets[0].address}, 1\n0x12, 2\n${wallets[2].address}, 3` },
    });
    expect(
      screen.getByText(
        'Line 3: to: not a valid address (check its letters: a mixed-case address must match its checksum)',
      ),
    ).toBeTruthy();
    fireEvent.change(args, {
      target: { value: `to,tokenId\n${wallets[0].address}, 10\n${wallets[1].address}, 1\n${wallets[2].address}, 3` },
    });
    fireEvent.change(screen.getByLabelText('Private keys of the calling wallets, one per line'), {
      target: { value: wallets.map((wallet) => wallet.key).join('\n') },
    });
    await screen.findByText('3 wallets');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Simulate every call' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Simulate every call' }));
    await screen.findByText('would revert: AlreadyMinted(1)');
    expect(document.querySelector('li[data-state="refused"]')?.getAttribute('data-line')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Send 2 calls' }));
    await screen.findByText('2 of 2 rows done', {}, { timeout: 20_000 });
    await waitFor(() =>
      expect(document.querySelectorAll('.key-batch__run [data-status="confirmed"]').length).toBeGreaterThan(0),
    );

    const owners = await Promise.all(
      [10n, 1n, 3n].map((tokenId) =>
        client.readContract({ address: contract, abi: OWNER_OF, functionName: 'ownerOf', args: [tokenId] }),
      ),
    );
    expect(owners).toEqual([wallets[0].address, wallets[0].address, wallets[2].address]);
    expect(await client.getTransactionCount({ address: wallets[1].address })).toBe(0);
  });

  it('names a bad argument in Chinese too', async () => {
    renderWithProviders(<CallContractView />, {
      locale: 'cn',
      http: createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) }),
    });
    fireEvent.change(screen.getByLabelText('合约地址'), {
      target: { value: '0x5FbDB2315678afecb367f032d93F642f64180aa3' },
    });
    fireEvent.change(screen.getByLabelText('合约 ABI（JSON 格式）'), {
      target: { value: JSON.stringify(CALL_TARGET_ABI) },
    });
    fireEvent.change(screen.getByLabelText('要调用的方法'), { target: { value: 'mint(address,uint256)' } });
    fireEvent.change(screen.getByLabelText('参数，每行一笔调用'), {
      target: {
        value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8, 256\n0x70997970C51812dc3A010C7d01b50e0d17dc79C8, x',
      },
    });
    expect(screen.getByText('第 2 行：tokenId 列：不是 uint256 所需的整数', { exact: false })).toBeTruthy();
  });
});
