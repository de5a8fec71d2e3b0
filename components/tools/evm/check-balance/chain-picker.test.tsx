/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVM_CHAINS } from '@/chains/evm/chains';
import { CHAIN_STORAGE_KEY, rpcStorageKey } from '@/components/tools/check-balance/rpc';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { USER_STATUS_STORAGE_KEY, type UserInfo } from '@/lib/client/user';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import { ChainPicker } from './chain-picker';
import { useRpcEndpoint } from './use-rpc-endpoint';

const INFO = 'GET /api/v1/account/info';
const SAVED = 'GET /api/v1/chain/custom';

const USER: UserInfo = {
  email: 'ada@example.com',
  address: null,
  userName: null,
  avatar: null,
  inviteCode: 'ADA123',
  hasPassword: true,
  vipFeatures: [],
};

/** An RPC answering eth_chainId with the chain id of its path (/56 → 0x38). */
let node: LocalServer;

beforeAll(async () => {
  node = await startLocalServer((request, response) => {
    const chainId = Number(new URL(request.url, 'http://x').pathname.slice(1));
    const { id } = JSON.parse(request.body);
    sendJson(response, { jsonrpc: '2.0', id, result: `0x${chainId.toString(16)}` });
  });
});

afterAll(() => node.close());

beforeEach(() => window.localStorage.clear());

/** Every chain of the registry, in its order: Ethereum, BNB Smart Chain, Base, Arbitrum One, … */
const REGISTRY_NAMES = EVM_CHAINS.map((chain) => chain.name);

function Picker({ initialChainId }: { initialChainId?: number }) {
  return <ChainPicker endpoint={useRpcEndpoint({ initialChainId })} locale="en" />;
}

function render(answers: Record<string, unknown>, isSignedIn = true) {
  if (isSignedIn) {
    window.localStorage.setItem(
      USER_STATUS_STORAGE_KEY,
      JSON.stringify({ isLoggedIn: true, email: USER.email, address: null, updatedAt: 1 }),
    );
  }
  const http = createFakeHttpClient({ [INFO]: isSignedIn ? USER : serverError(5006), ...answers });
  renderWithProviders(<Picker />, { http });
  return http;
}

const optionNames = () =>
  within(screen.getByLabelText('Chain'))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ChainPicker with the user’s saved chains', () => {
  it('offers them when signed in, and picking one selects its chain and uses its RPC', async () => {
    const devnet = { id: 8, chainId: 31337, name: 'My devnet', rpcUrl: `${node.baseUrl}/31337` };
    const bsc = { id: 7, chainId: 56, name: 'BNB Smart Chain', rpcUrl: `${node.baseUrl}/56` };
    render({ [SAVED]: [bsc, devnet] });
    const host = new URL(node.baseUrl).host;
    await waitFor(() =>
      expect(optionNames()).toEqual([
        ...REGISTRY_NAMES,
        `BNB Smart Chain (56) · ${host}`,
        `My devnet (31337) · ${host}`,
        'Custom RPC',
      ]),
    );

    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'saved:8' } });
    await screen.findByText('Chain ID 31337');
    expect(screen.getByLabelText('Chain')).toHaveValue('saved:8');
    expect(screen.getByLabelText('RPC URL')).toHaveValue(devnet.rpcUrl);
    expect(JSON.parse(window.localStorage.getItem(rpcStorageKey('custom')) as string)).toBe(devnet.rpcUrl);

    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'saved:7' } });
    await screen.findByText('Chain ID 56');
    expect(screen.getByLabelText('Chain')).toHaveValue('saved:7');
    expect(JSON.parse(window.localStorage.getItem(rpcStorageKey(56)) as string)).toBe(bsc.rpcUrl);

    // The plain choices still work.
    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: '1' } });
    expect(screen.getByLabelText('Chain')).toHaveValue('1');
    expect(screen.getByText('Public RPC of Ethereum (chain ID 1)')).toBeInTheDocument();
  });

  it('asks for none when signed out', async () => {
    const http = render({}, false);
    await waitFor(() => expect(optionNames()).toEqual([...REGISTRY_NAMES, 'Custom RPC']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Nor the account info: a signed-out visitor's page makes no request that must fail (issue 13).
    expect(http.calls.map((call) => call.request)).toEqual([]);
  });

  it('keeps the plain choices when the list cannot be read', async () => {
    const http = render({ [SAVED]: serverError(5000) });
    await waitFor(() => expect(http.calls.map((call) => call.request)).toContain(SAVED));
    expect(optionNames()).toEqual([...REGISTRY_NAMES, 'Custom RPC']);
  });
});

describe('ChainPicker chains', () => {
  it('offers every chain of the registry, then a custom RPC', async () => {
    render({}, false);
    await waitFor(() => expect(optionNames()).toEqual([...REGISTRY_NAMES, 'Custom RPC']));
    expect(REGISTRY_NAMES).toEqual(expect.arrayContaining(['Base', 'Arbitrum One', 'Polygon PoS', 'zkSync Era']));
  });

  it("starts on a chain page's chain, whatever was picked before", async () => {
    window.localStorage.setItem(CHAIN_STORAGE_KEY, JSON.stringify(56));
    renderWithProviders(<Picker initialChainId={8453} />, {
      http: createFakeHttpClient({ [INFO]: serverError(5006) }),
    });
    await screen.findByText(/Base/, { selector: '[role="status"]' });
    expect(screen.getByLabelText('Chain')).toHaveValue('8453');
  });
});
