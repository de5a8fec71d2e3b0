/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { act, fireEvent, screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { formatUnits } from 'viem';
import { SUI_COIN_TYPE_LONG, SUI_MAINNET_GRAPHQL_URL } from '@/chains/sui/chain';
import { type SuiGraphqlStandIn, startSuiGraphqlStandIn } from '@/chains/sui/testing/graphql-stand-in';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { USER_STATUS_STORAGE_KEY, type UserInfo } from '@/lib/client/user';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import type { Locale } from '@/lib/i18n/config';
import { SUI_GRAPHQL_STORAGE_KEY } from '../rpc/use-sui-graphql';
import { SUI_USDC } from './coin-picker';
import { SuiCheckBalanceView } from './sui-check-balance-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));

// The page's own code path over HTTP: the view posts its GraphQL queries to a relay shaped like ours (POST
// /api/rpc/proxy/post?url=<GraphQL endpoint>), which forwards them to the GraphQL stand-in (documented response shapes,
// the service's default limits). 2,000 owners (the signed-in limit), SUI and USDC, every request counted.

const INFO = 'GET /api/v1/account/info';
const COUNT = 2_000;
const owner = (i: number) => `0x${(i * 7919 + 1).toString(16).padStart(64, '0')}`;
const OWNERS = Array.from({ length: COUNT }, (_, i) => owner(i));
const SUI = new Map(
  OWNERS.filter((_, i) => i % 3 === 0).map((address, i) => [address, BigInt(i + 1) * 1_000_000_003n]),
);
const USDC = new Map(OWNERS.filter((_, i) => i % 7 === 0).map((address, i) => [address, 900_000_001n - BigInt(i)]));
const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

let standIn: SuiGraphqlStandIn;
let relay: LocalServer;
let isRefusing = false;

beforeAll(async () => {
  standIn = await startSuiGraphqlStandIn();
  standIn.balances.set(SUI_COIN_TYPE_LONG, SUI);
  standIn.balances.set(SUI_USDC, USDC);
  standIn.metadata.set(SUI_USDC, { decimals: 6, symbol: 'USDC', name: 'USDC', description: '', iconUrl: null });
  relay = await startLocalServer((request, response) => {
    const url = new URL(request.url, 'http://relay').searchParams.get('url') ?? '';
    if (isRefusing || request.method !== 'POST' || url !== SUI_MAINNET_GRAPHQL_URL) {
      sendJson(response, { code: 5021 }, 403);
      return;
    }
    void fetch(standIn.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.body })
      .then(async (answer) => sendJson(response, await answer.json(), answer.status))
      .catch(() => sendJson(response, { code: 5000 }, 502));
  });
});

afterAll(async () => {
  await relay?.close();
  await standIn?.close();
});

giveTablesHeight();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.mocked(downloadCsv).mockClear();
  standIn.requests.length = 0;
  relay.requests.length = 0;
  isRefusing = false;
});

const SIGNED_IN: UserInfo = {
  email: 'ada@example.com',
  address: null,
  userName: null,
  avatar: null,
  inviteCode: 'ADA123',
  hasPassword: true,
  vipFeatures: [],
};

function render({ user, locale = 'en' }: { user?: UserInfo; locale?: Locale } = {}) {
  if (user) {
    window.localStorage.setItem(
      USER_STATUS_STORAGE_KEY,
      JSON.stringify({ isLoggedIn: true, email: user.email, address: null, updatedAt: 1 }),
    );
  }
  const http = createFakeHttpClient({ [INFO]: user ?? serverError(5006) });
  return renderWithProviders(
    <SuiCheckBalanceView
      locale={locale}
      currentPath={`/${locale}/sui/check-balance`}
      upstream={SUI_MAINNET_GRAPHQL_URL}
      proxyPath={`${relay.baseUrl}/api/rpc/proxy/post`}
    />,
    { locale, http },
  );
}

async function paste(lines: readonly string[], ready = lines.length) {
  fireEvent.change(screen.getByLabelText('Rows'), { target: { value: lines.join('\n') } });
  await screen.findByText(`${ready} of ${lines.length} rows ready`, undefined, { timeout: 20_000 });
}

const csvOf = (call: number) => Papa.parse<string[]>(jest.mocked(downloadCsv).mock.calls[call][1].trim()).data;
const cell = (row: HTMLElement, key: string) => row.querySelector(`td[data-column="${key}"]`)?.textContent;
const totals = (kind: string, key: string) =>
  document.querySelector(`tr[data-totals="${kind}"] td[data-column="${key}"]`)?.textContent;
const shownRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr[data-address]')];

describe('SuiCheckBalanceView on the GraphQL stand-in', () => {
  it('reads SUI and USDC of 2,000 owners in 81 requests through the relay, with totals and CSV', async () => {
    render({ user: SIGNED_IN });
    fireEvent.click(screen.getByRole('button', { name: 'Add USDC' }));
    // Line 2 is in capitals (read as the lowercase address); line 3 is no Sui address.
    const lines = [OWNERS[0], OWNERS[1].toUpperCase().replace('0X', '0x'), '0x2', ...OWNERS.slice(2)];
    await paste(lines, COUNT);
    expect(screen.getByText(/^Line 3: /)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText('Done: 4,000 balances read', undefined, { timeout: 60_000 });
    // SUI: 40 queries of 50; USDC: its metadata, then 40 more. Each through the relay.
    expect(standIn.requests).toHaveLength(81);
    expect(relay.requests).toHaveLength(81);
    expect(new URL(relay.requests[0].url, 'http://relay').pathname).toBe('/api/rpc/proxy/post');

    const [first, second] = shownRows();
    expect(first).toHaveAttribute('data-address', OWNERS[0]);
    expect(cell(first, 'native')).toBe('1.000000003');
    expect(cell(first, SUI_USDC)).toBe('900.000001');
    expect(second).toHaveAttribute('data-address', OWNERS[1]);
    expect(second.querySelector('a')).toHaveAttribute('href', `https://suiscan.xyz/mainnet/account/${OWNERS[1]}`);
    expect(totals('shown', 'native')).toBe(formatUnits(sum(SUI.values()), 9));
    expect(totals('shown', SUI_USDC)).toBe(formatUnits(sum(USDC.values()), 6));

    fireEvent.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    const all = csvOf(0);
    expect(all[0]).toEqual(['line', 'address', 'SUI', `USDC (${SUI_USDC})`, 'error']);
    expect(all.slice(1)).toEqual(
      OWNERS.map((address, index) => [
        String(index < 2 ? index + 1 : index + 2),
        address,
        formatUnits(SUI.get(address) ?? 0n, 9),
        formatUnits(USDC.get(address) ?? 0n, 6),
        '',
      ]),
    );
  }, 120_000);

  it('refuses 101 addresses when signed out, before any request', async () => {
    render();
    await paste(OWNERS.slice(0, 101));
    expect(screen.getByText(/101 addresses is more than the 100/)).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check balances' });
    expect(check).toBeDisabled();
    fireEvent.click(check);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(relay.requests).toEqual([]);
  }, 30_000);

  it('names the endpoint when the relay refuses, and reads through another endpoint chosen in place', async () => {
    isRefusing = true;
    render();
    await paste(OWNERS.slice(0, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    const error = await screen.findByTestId('sui-check-error', undefined, { timeout: 20_000 });
    expect(within(error).getByText('The check stopped: the endpoint answered HTTP 403')).toBeInTheDocument();
    expect(within(error).getByTestId('sui-read-error-endpoint').textContent).toBe(
      `Endpoint that failed: ${SUI_MAINNET_GRAPHQL_URL}, through Chainkit's relay.`,
    );
    fireEvent.click(within(error).getByRole('button', { name: 'Use another RPC' }));
    fireEvent.change(screen.getByLabelText('Another GraphQL URL'), { target: { value: standIn.url } });
    fireEvent.keyDown(screen.getByLabelText('Another GraphQL URL'), { key: 'Enter' });
    await screen.findByText('Done: 3 balances read', undefined, { timeout: 20_000 });
    expect(standIn.requests).toHaveLength(1);
    expect(window.localStorage.getItem(SUI_GRAPHQL_STORAGE_KEY)).toBe(JSON.stringify(standIn.url));
  }, 60_000);

  it('reports a coin type without metadata and bad entries by line, in both languages', async () => {
    const missing = `0x${'ee'.repeat(32)}::nothing::NOTHING`;
    const first = render({ user: SIGNED_IN });
    fireEvent.change(screen.getByLabelText('Coin types'), { target: { value: `usdc ${missing}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Not a coin type: usdc')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('SUI'));
    await paste(OWNERS.slice(0, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText(`${missing} could not be read as a Sui coin: no coin metadata on chain (no such coin?)`);
    first.unmount();

    // A Sui address (and a coin type's package id) has the shape of a hex private key: lib/client/tool-draft keeps no
    // draft that looks like one, so this page keeps none.
    expect(window.sessionStorage.getItem('chainkit.draft.sui-check-balance')).toBeNull();

    render({ locale: 'cn' });
    expect(screen.getByRole('heading', { name: 'Sui 批量余额查询' })).toBeInTheDocument();
    expect(screen.getByText(`正在通过 Chainkit 中转访问 ${SUI_MAINNET_GRAPHQL_URL}`)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('代币类型'), { target: { value: 'usdc' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(screen.getByText('不是代币类型：usdc')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('数据'), { target: { value: `${OWNERS[0]}\n0xabc` } });
    expect(await screen.findByText(/^第 2 行/)).toBeInTheDocument();
  }, 30_000);
});
