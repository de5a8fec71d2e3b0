/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { type Address, encodeFunctionResult, erc20Abi, getAddress } from 'viem';
import { EVM_CHAINS } from '@/chains/evm/chains';
import { CREATE2_DEPLOYER_ADDRESS } from '@/chains/evm/multisend/address';
import { publicRpcUrl } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { SendTokenView } from './send-token-view';
import type { WalletBridgeProps } from './wallet-bridge';
import type { EvmWallet } from './wallet-handle';

// batch/send-token before any wallet: the form, the line checks and the cost come from the chain's read-only RPC
// (fetch, stood in for here); the wallet kit (wagmi + RainbowKit, ./wallet-bridge) is not even loaded until the
// "Connect wallet to send" action. The bridge is replaced by a wallet the test drives.

const bridge = {
  mounts: 0,
  connectRequests: [] as number[],
  onChange: undefined as ((wallet: EvmWallet) => void) | undefined,
};

jest.mock('./wallet-bridge', () => ({
  __esModule: true,
  default: function FakeWalletBridge({ connectRequest, onChange }: WalletBridgeProps) {
    useEffect(() => {
      bridge.mounts += 1;
    }, []);
    useEffect(() => {
      bridge.connectRequests.push(connectRequest);
      bridge.onChange = onChange;
    }, [connectRequest, onChange]);
    return null;
  },
}));

const OWNER = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906');
const TOKEN = getAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3');
const A = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const B = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc');
const ETHEREUM = publicRpcUrl(1) as string;
const BSC = publicRpcUrl(56) as string;
/** The user's own RPC of a chain outside the registry (777777). */
const CUSTOM_RPC = 'https://rpc.example/777777';

interface JsonRpcCall {
  id: number;
  method: string;
  params?: unknown[];
}

/** Ethereum (or BSC) as fetch reaches it: a 6-decimal token, no Multisend yet, a deployer, 1 gwei gas. */
function fakeChains() {
  const down = new Set<string>();
  const calls: { url: string; method: string }[] = [];
  const answer = (url: string, call: JsonRpcCall): unknown => {
    const [first] = call.params ?? [];
    switch (call.method) {
      case 'eth_chainId':
        return url === BSC ? '0x38' : url === CUSTOM_RPC ? '0xbde31' : '0x1';
      case 'eth_gasPrice':
        return '0x3b9aca00';
      case 'eth_getBalance':
        return '0xde0b6b3a7640000';
      case 'eth_blockNumber':
        return '0x10';
      case 'eth_getBlockByNumber':
        return {
          number: '0x10',
          hash: `0x${'11'.repeat(32)}`,
          parentHash: `0x${'22'.repeat(32)}`,
          timestamp: '0x1',
          gasLimit: '0x1c9c380',
          gasUsed: '0x0',
          baseFeePerGas: '0x3b9aca00',
          transactions: [],
        };
      case 'eth_getCode': {
        const address = String(first).toLowerCase();
        return address === TOKEN.toLowerCase() || address === CREATE2_DEPLOYER_ADDRESS.toLowerCase() ? '0x6080' : '0x';
      }
      case 'eth_call': {
        const data = String((first as { data?: string }).data);
        const selector = data.slice(0, 10);
        if (selector === '0x313ce567')
          return encodeFunctionResult({ abi: erc20Abi, functionName: 'decimals', result: 6 });
        if (selector === '0x95d89b41')
          return encodeFunctionResult({ abi: erc20Abi, functionName: 'symbol', result: 'tUSDT' });
        if (selector === '0x70a08231')
          return encodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', result: 2_500_000n });
        if (selector === '0xdd62ed3e')
          return encodeFunctionResult({ abi: erc20Abi, functionName: 'allowance', result: 0n });
        throw new Error(`unexpected eth_call ${selector}`);
      }
      default:
        throw new Error(`unexpected ${call.method}`);
    }
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const body = JSON.parse(String(init?.body)) as JsonRpcCall | JsonRpcCall[];
    for (const call of Array.isArray(body) ? body : [body]) calls.push({ url, method: call.method });
    if (down.has(url)) return new Response('{"error":"forbidden"}', { status: 403 });
    const reply = (call: JsonRpcCall) => ({ jsonrpc: '2.0', id: call.id, result: answer(url, call) });
    const json = Array.isArray(body) ? body.map(reply) : reply(body);
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { down, calls };
}

function renderPage(locale: 'en' | 'cn' = 'en') {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(<SendTokenView locale={locale} />, { locale, http });
}

function fakeWallet(chainId: number, switchChain = jest.fn(async () => undefined)): EvmWallet {
  return {
    status: 'connected',
    address: OWNER,
    chainId,
    connect: jest.fn(),
    switchChain,
    disconnect: jest.fn(),
    send: jest.fn(),
  };
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  bridge.mounts = 0;
  bridge.connectRequests = [];
  bridge.onChange = undefined;
});

describe('batch/send-token before a wallet', () => {
  it('shows the form, the line errors and the cost with no wallet, and loads no wallet kit', async () => {
    const chain = fakeChains();
    renderPage();
    expect(screen.getByLabelText('Chain')).toHaveValue('1');
    expect(screen.getByText(/No wallet needed yet/)).toBeInTheDocument();
    // An untouched page asks the public RPC nothing (no request that could fail for a mere visitor).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(chain.calls).toEqual([]);

    fireEvent.click(screen.getByLabelText('ERC-20 token'));
    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: TOKEN.toLowerCase() } });
    await screen.findByText('tUSDT · 6 decimals');
    expect(screen.getByText(/Your balance is read once your wallet is connected/)).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: `${A},1.5\nnot-an-address,2\n${B},0.25` } });
    await screen.findByText('Line 2: Invalid address');
    expect(screen.getByText('2 of 3 rows ready')).toBeInTheDocument();
    await screen.findByText('2 recipients in 1 transaction of up to 2 each', undefined, { timeout: 3_000 });
    const cost = screen.getByRole('region', { name: 'Transactions and cost' });
    expect(within(cost).getByText(/^≈ [\d.]+ ETH$/)).toBeInTheDocument();
    expect(within(cost).getByText(/Estimated without a wallet/)).toBeInTheDocument();
    expect(screen.getByText(/The Multisend contract is not on Ethereum yet/)).toBeInTheDocument();

    // The step's one action asks for the wallet; nothing wallet-side has been loaded or asked for so far.
    expect(screen.getByRole('button', { name: 'Connect wallet to send to 2 recipients' })).toBeEnabled();
    expect(bridge.mounts).toBe(0);
    expect(chain.calls.every((call) => call.url === ETHEREUM)).toBe(true);
    expect(chain.calls.map((call) => call.method)).not.toContain('eth_getBalance');
    expect(chain.calls.map((call) => call.method)).not.toContain('eth_accounts');
  });

  it('asks for the wallet at signing, offers to switch a wallet on another chain, then reads its balances', async () => {
    const chain = fakeChains();
    renderPage();
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: `${A},0.1` } });
    const connect = await screen.findByRole('button', { name: 'Connect wallet to send to 1 recipient' });
    fireEvent.click(connect);
    await waitFor(() => expect(bridge.mounts).toBe(1));
    expect(bridge.connectRequests).toContain(1);

    // The wallet connects on BNB Smart Chain: the page offers to switch it, or to send on BSC instead.
    const switchChain = jest.fn(async () => undefined);
    act(() => bridge.onChange?.(fakeWallet(56, switchChain)));
    expect(
      screen.getByText('Your wallet is on BNB Smart Chain; this batch is set up for Ethereum.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use BNB Smart Chain for this batch' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Switch the wallet to Ethereum to send' }));
    expect(switchChain).toHaveBeenCalledWith(1);

    // On Ethereum now: the wallet's balances are read and the send's own steps follow.
    act(() => bridge.onChange?.(fakeWallet(1)));
    await screen.findByText('Your balance: 1 ETH');
    expect(chain.calls.some((call) => call.method === 'eth_getBalance')).toBe(true);
    await screen.findByRole('button', { name: /^Deploy the Multisend contract/ });
    expect(screen.getByRole('button', { name: 'Send to 1 recipient' })).toBeDisabled();
  });

  it("sends on a custom chain too: the wallet is asked to switch to it with the user's RPC", async () => {
    fakeChains();
    renderPage();
    const picker = screen.getByLabelText('Chain') as HTMLSelectElement;
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      ...EVM_CHAINS.map((chain) => chain.name),
      'Custom RPC',
    ]);
    fireEvent.change(picker, { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: CUSTOM_RPC } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
    await screen.findByText('Chain ID 777777');
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: `${A},0.1` } });
    fireEvent.click(await screen.findByRole('button', { name: 'Connect wallet to send to 1 recipient' }));
    await waitFor(() => expect(bridge.mounts).toBe(1));
    const switchChain = jest.fn(async () => undefined);
    act(() => bridge.onChange?.(fakeWallet(1, switchChain)));
    // Both switches, the wallet panel's and the send step's, hand the wallet the chain's RPC.
    fireEvent.click(await screen.findByRole('button', { name: 'Switch the wallet to 777777' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Switch the wallet to 777777 to send' }));
    expect(switchChain.mock.calls).toEqual([
      [777777, CUSTOM_RPC],
      [777777, CUSTOM_RPC],
    ]);
  });

  it('keeps the draft (asset, rows, cap) across a remount, in the other language too', async () => {
    fakeChains();
    const first = renderPage();
    fireEvent.click(screen.getByLabelText('ERC-20 token'));
    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: TOKEN } });
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: `${A},1\n${B},2` } });
    fireEvent.change(screen.getByLabelText('Recipients per transaction (optional)'), { target: { value: '1' } });
    first.unmount();

    renderPage('cn');
    await waitFor(() => expect(screen.getByLabelText('数据')).toHaveValue(`${A},1\n${B},2`));
    expect(screen.getByLabelText('ERC-20 代币')).toBeChecked();
    expect(screen.getByLabelText('代币合约地址')).toHaveValue(TOKEN);
    expect(screen.getByLabelText('每笔交易的接收地址数（可选）')).toHaveValue('1');
    await screen.findByText('tUSDT · 6 位小数');
  });

  it('names the RPC when a read fails, and Retry or another RPC solve it in place', async () => {
    const chain = fakeChains();
    chain.down.add(ETHEREUM);
    renderPage();
    fireEvent.click(screen.getByLabelText('ERC-20 token'));
    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: TOKEN } });
    const failure = (await screen.findByText(/^Could not read the token/, undefined, { timeout: 3_000 })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(within(failure).getByText(`Endpoint: ${ETHEREUM} (the public RPC of Ethereum)`)).toBeInTheDocument();

    chain.down.delete(ETHEREUM);
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByText('tUSDT · 6 decimals');
    expect(screen.queryByText(/^Could not read the token/)).toBeNull();

    // The public RPC goes down for another token: the user's own RPC, typed in the message, reads it instead.
    chain.down.add(ETHEREUM);
    const other: Address = getAddress('0xe7f1725e7734ce288f8367e1bb143e90bb3f0512');
    fireEvent.change(screen.getByLabelText('Token contract address'), { target: { value: other } });
    const again = (await screen.findByText(/^Could not read the token/, undefined, { timeout: 3_000 })).closest(
      '[role="alert"]',
    ) as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: 'Use another RPC' }));
    fireEvent.change(within(again).getByLabelText('Another RPC URL'), {
      target: { value: 'https://eth.example.org/' },
    });
    fireEvent.click(within(again).getByRole('button', { name: 'Use this RPC' }));
    await waitFor(
      () =>
        expect(
          chain.calls.some((call) => call.url === 'https://eth.example.org/' && call.method === 'eth_getCode'),
        ).toBe(true),
      { timeout: 3_000 },
    );
    // The other address holds no contract: said as such, no RPC trouble any more.
    await screen.findByText('Not an ERC-20 token on this chain');
    expect(screen.queryByText(/^Could not read the token/)).toBeNull();
  }, 15_000);
});
