/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { type Address, decodeAbiParameters, getAddress, type Hex, parseEther } from 'viem';
import { TOKEN_CONSTRUCTOR_ABI } from '@/chains/evm/token/abi';
import type { WalletBridgeProps } from '@/components/tools/evm/send-token/wallet-bridge';
import type { EvmWallet } from '@/components/tools/evm/send-token/wallet-handle';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { FEE_PAYMENT_GAS_ALLOWANCE } from './publish-chain';
import { TokenPublishView } from './token-publish-view';

// token/publish before any wallet: the form, its checks and the cost come from the chain's read-only RPC (fetch, stood
// in for here); the wallet kit is not loaded until "Connect wallet". The bridge is replaced by a wallet the test drives.

jest.setTimeout(30_000);

const bridge = { mounts: 0, onChange: undefined as ((wallet: EvmWallet) => void) | undefined };

jest.mock('@/components/tools/evm/send-token/wallet-bridge', () => ({
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

const OWNER = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906');
const FEE_RECEIVER = getAddress('0x000000000000000000000000000000000000fEE1');
/** The deployment's gas as the fake node estimates it. */
const GAS = 700_000n;

interface JsonRpcCall {
  id: number;
  method: string;
  params?: unknown[];
}

function fakeChain() {
  const estimates: { from?: string; data: Hex; value?: string }[] = [];
  const answer = (call: JsonRpcCall): unknown => {
    switch (call.method) {
      case 'eth_chainId':
        return '0x1';
      case 'eth_gasPrice':
        return '0x3b9aca00';
      case 'eth_estimateGas':
        estimates.push(call.params?.[0] as { data: Hex });
        return `0x${GAS.toString(16)}`;
      default:
        throw new Error(`unexpected ${call.method}`);
    }
  };
  globalThis.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as JsonRpcCall | JsonRpcCall[];
    const reply = (call: JsonRpcCall) => ({ jsonrpc: '2.0', id: call.id, result: answer(call) });
    const json = Array.isArray(body) ? body.map(reply) : reply(body);
    return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { estimates };
}

function renderPage(feesWei: Record<number, string> = { 1: parseEther('0.01').toString() }) {
  const http = createFakeHttpClient({ 'GET /api/v1/account/info': serverError(5006) });
  return renderWithProviders(<TokenPublishView locale="en" feeConfig={{ receiver: FEE_RECEIVER, feesWei }} />, {
    locale: 'en',
    http,
  });
}

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

function constructorArgumentsOf(data: Hex, bytecodeLength: number) {
  const [constructorAbi] = TOKEN_CONSTRUCTOR_ABI;
  return decodeAbiParameters(constructorAbi.inputs, `0x${data.slice(bytecodeLength)}`);
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  bridge.mounts = 0;
  bridge.onChange = undefined;
});

describe('token/publish before a wallet', () => {
  it('checks the fields, shows the cost with the fee, and loads no wallet kit', async () => {
    const chain = fakeChain();
    renderPage();
    expect(screen.getByText(/No wallet needed yet/)).toBeInTheDocument();
    fill('token-name', 'Chainkit Token');
    fill('token-symbol', 'C K T');
    fill('token-supply', '1e6');
    expect(await screen.findByText('No spaces in a symbol.')).toBeInTheDocument();
    expect(screen.getByText(/Not an amount/)).toBeInTheDocument();
    const cost = screen.getByRole('region', { name: 'Cost' });
    expect(within(cost).getByText('Fill in the token to see what creating it costs.')).toBeInTheDocument();

    fill('token-symbol', 'CKT');
    fill('token-supply', '1000000');
    fireEvent.click(screen.getByTestId('token-mintable'));
    fireEvent.click(screen.getByTestId('token-capped'));
    fill('token-cap', '999');
    expect(await screen.findByText('The cap cannot be below the initial supply.')).toBeInTheDocument();
    fill('token-cap', '2000000');

    // Without a wallet: the deployment estimated without the fee, plus the allowance for paying it.
    const gas = GAS + FEE_PAYMENT_GAS_ALLOWANCE;
    await within(cost).findByText(`≈ ${Number(gas) / 1e9} ETH (${gas} gas at 1 gwei)`);
    expect(within(cost).getByTestId('cost-service')).toHaveTextContent('0.01 ETH');
    expect(within(cost).getByTestId('cost-total')).toHaveTextContent(`${Number(gas) / 1e9 + 0.01} ETH`);
    expect(within(cost).getByText(/Estimated before connecting a wallet/)).toBeInTheDocument();
    const [estimate] = chain.estimates;
    expect(estimate.from).toBeUndefined();
    expect(BigInt(estimate.value ?? '0x0')).toBe(0n);

    expect(screen.getByRole('button', { name: 'Connect wallet to create the token' })).toBeEnabled();
    expect(bridge.mounts).toBe(0);
  });

  it('simulates the real deployment from the wallet, with the fee as its value and the wallet as owner', async () => {
    const chain = fakeChain();
    renderPage();
    fill('token-name', 'Chainkit Token');
    fill('token-symbol', 'CKT');
    fill('token-supply', '1000');
    fireEvent.click(screen.getByTestId('token-pausable'));
    fireEvent.click(screen.getByRole('button', { name: 'Connect wallet to create the token' }));
    await waitFor(() => expect(bridge.mounts).toBe(1));
    act(() =>
      bridge.onChange?.({
        status: 'connected',
        address: OWNER,
        chainId: 1,
        connect: jest.fn(),
        switchChain: jest.fn(),
        disconnect: jest.fn(),
        send: jest.fn(),
      }),
    );
    const cost = screen.getByRole('region', { name: 'Cost' });
    await within(cost).findByText(/Estimated from your wallet/);
    expect(within(cost).getByTestId('cost-network')).toHaveTextContent(`(${GAS} gas at 1 gwei)`);
    const simulated = chain.estimates.find((entry) => entry.from !== undefined);
    expect(simulated?.from?.toLowerCase()).toBe(OWNER.toLowerCase());
    expect(BigInt(simulated?.value ?? '0x0')).toBe(parseEther('0.01'));
    const { default: artifact } = await import('@/contracts/token/artifacts/ChainkitTokenP.json');
    const [name, symbol, decimals, supply, receiver, cap, owner, feeReceiver] = constructorArgumentsOf(
      simulated?.data as Hex,
      artifact.bytecode.length,
    );
    expect([name, symbol, decimals, supply, cap]).toEqual(['Chainkit Token', 'CKT', 18, 1000n * 10n ** 18n, 0n]);
    expect([receiver, owner, feeReceiver].map((address) => (address as Address).toLowerCase())).toEqual([
      OWNER.toLowerCase(),
      OWNER.toLowerCase(),
      FEE_RECEIVER.toLowerCase(),
    ]);
    expect(await screen.findByRole('button', { name: 'Create CKT on Ethereum' })).toBeEnabled();
  });

  it('charges nothing on a chain without a configured fee (spec §9 names none)', async () => {
    fakeChain();
    renderPage({});
    fill('token-name', 'Chainkit Token');
    fill('token-symbol', 'CKT');
    fill('token-supply', '1000');
    const cost = screen.getByRole('region', { name: 'Cost' });
    await within(cost).findByTestId('cost-network');
    expect(within(cost).getByTestId('cost-service')).toHaveTextContent('None');
    expect(within(cost).getByTestId('cost-network')).toHaveTextContent(`(${GAS} gas at 1 gwei)`);
  });
});
