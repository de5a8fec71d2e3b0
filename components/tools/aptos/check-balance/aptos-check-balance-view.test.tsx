/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { act, fireEvent, screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { formatUnits } from 'viem';
import { APT_FA_METADATA, APTOS_COIN_TYPE, APTOS_MAINNET_FULLNODE_URL } from '@/chains/aptos/chain';
import { type AptosStandIn, startAptosStandIn } from '@/chains/aptos/testing/aptos-stand-in';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { USER_STATUS_STORAGE_KEY, type UserInfo } from '@/lib/client/user';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import type { Locale } from '@/lib/i18n/config';
import { APTOS_API_STORAGE_KEY } from '../rpc/use-aptos-api';
import { AptosCheckBalanceView } from './aptos-check-balance-view';
import { APTOS_USDC_FA } from './asset-picker';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));

// The page's own code path over HTTP: the view posts its indexer queries to a relay shaped like ours (POST
// /api/rpc/proxy/post?url=<Aptos Labs' …/v1/graphql>), which forwards them to the stand-in (the indexer's documented
// answer shapes). 2,000 owners (the signed-in limit), APT (coin and FA stores) and USDC (an FA), every request counted.

const INFO = 'GET /api/v1/account/info';
const COUNT = 2_000;
const owner = (i: number) => `0x${(i * 7919 + 1).toString(16).padStart(64, '0')}`;
const OWNERS = Array.from({ length: COUNT }, (_, i) => owner(i));
const APT_COIN = new Map(
  OWNERS.filter((_, i) => i % 3 === 0).map((address, i) => [address, BigInt(i + 1) * 100_000_003n]),
);
const APT_FA = new Map(OWNERS.filter((_, i) => i % 4 === 0).map((address, i) => [address, BigInt(i + 5)]));
const USDC = new Map(OWNERS.filter((_, i) => i % 7 === 0).map((address, i) => [address, 900_000_001n - BigInt(i)]));
const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);
const apt = (address: string) => (APT_COIN.get(address) ?? 0n) + (APT_FA.get(address) ?? 0n);

let standIn: AptosStandIn;
let relay: LocalServer;
let isRefusing = false;

beforeAll(async () => {
  standIn = await startAptosStandIn();
  standIn.balances.set(APTOS_COIN_TYPE, APT_COIN);
  standIn.balances.set(APT_FA_METADATA, APT_FA);
  standIn.balances.set(APTOS_USDC_FA, USDC);
  standIn.metadata.set(APTOS_USDC_FA, { decimals: 6, symbol: 'USDC', name: 'USDC' });
  relay = await startLocalServer((request, response) => {
    const url = new URL(request.url, 'http://relay').searchParams.get('url') ?? '';
    if (isRefusing || request.method !== 'POST' || url !== `${APTOS_MAINNET_FULLNODE_URL}/graphql`) {
      sendJson(response, { code: 5021 }, 403);
      return;
    }
    void fetch(`${standIn.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: request.body,
    })
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
    <AptosCheckBalanceView
      locale={locale}
      currentPath={`/${locale}/aptos/check-balance`}
      upstream={APTOS_MAINNET_FULLNODE_URL}
      proxyPaths={{ get: `${relay.baseUrl}/api/rpc/proxy`, post: `${relay.baseUrl}/api/rpc/proxy/post` }}
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

describe('AptosCheckBalanceView on the indexer stand-in', () => {
  it('reads APT and USDC of 2,000 owners in 81 requests through the relay, short forms taken, with totals and CSV', async () => {
    render({ user: SIGNED_IN });
    fireEvent.click(screen.getByRole('button', { name: 'Add USDC' }));
    // Line 2 in its short form (read as the long address); line 3 is no Aptos address.
    const lines = [OWNERS[0], OWNERS[1].replace(/^0x0+/, '0x'), 'apt.apt', ...OWNERS.slice(2)];
    await paste(lines, COUNT);
    expect(screen.getByText(/^Line 3: /)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText('Done: 4,000 balances read', undefined, { timeout: 60_000 });
    // APT: 40 queries of 50 (its metadata known); USDC: its metadata, then 40 more. Each through the relay.
    expect(standIn.requests).toHaveLength(81);
    expect(relay.requests).toHaveLength(81);
    expect(new URL(relay.requests[0].url, 'http://relay').pathname).toBe('/api/rpc/proxy/post');

    const [first, second] = shownRows();
    expect(first).toHaveAttribute('data-address', OWNERS[0]);
    expect(cell(first, 'native')).toBe(formatUnits(apt(OWNERS[0]), 8));
    expect(cell(first, APTOS_USDC_FA)).toBe('900.000001');
    expect(second).toHaveAttribute('data-address', OWNERS[1]);
    expect(second.querySelector('a')).toHaveAttribute(
      'href',
      `https://explorer.aptoslabs.com/account/${OWNERS[1]}?network=mainnet`,
    );
    expect(totals('shown', 'native')).toBe(formatUnits(sum(APT_COIN.values()) + sum(APT_FA.values()), 8));
    expect(totals('shown', APTOS_USDC_FA)).toBe(formatUnits(sum(USDC.values()), 6));

    fireEvent.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    const all = csvOf(0);
    expect(all[0]).toEqual(['line', 'address', 'APT', `USDC (${APTOS_USDC_FA})`, 'error']);
    expect(all.slice(1)).toEqual(
      OWNERS.map((address, index) => [
        String(index < 2 ? index + 1 : index + 2),
        address,
        formatUnits(apt(address), 8),
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
    const error = await screen.findByTestId('aptos-check-error', undefined, { timeout: 20_000 });
    expect(within(error).getByText('The check stopped: the endpoint answered HTTP 403')).toBeInTheDocument();
    expect(within(error).getByTestId('aptos-read-error-endpoint').textContent).toBe(
      `Endpoint that failed: ${APTOS_MAINNET_FULLNODE_URL}, through Chainkit's relay.`,
    );
    fireEvent.click(within(error).getByRole('button', { name: 'Use another RPC' }));
    fireEvent.change(screen.getByLabelText('Another Aptos API URL'), { target: { value: standIn.url } });
    fireEvent.keyDown(screen.getByLabelText('Another Aptos API URL'), { key: 'Enter' });
    await screen.findByText('Done: 3 balances read', undefined, { timeout: 20_000 });
    expect(standIn.requests).toHaveLength(1);
    expect(window.localStorage.getItem(APTOS_API_STORAGE_KEY)).toBe(JSON.stringify(standIn.url));
  }, 60_000);

  it('reports an asset without metadata and bad entries by line, in both languages', async () => {
    const missing = `0x${'ee'.repeat(32)}::nothing::NOTHING`;
    const first = render({ user: SIGNED_IN });
    fireEvent.change(screen.getByLabelText('Coins and fungible assets'), { target: { value: `usdc ${missing}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Not a coin type or asset address: usdc')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('APT'));
    await paste(OWNERS.slice(0, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText(
      `${missing} could not be read as an Aptos coin or fungible asset: no such coin or fungible asset on chain (no metadata)`,
    );
    first.unmount();

    // An Aptos address has the shape of a hex private key: lib/client/tool-draft keeps no draft that looks like one.
    expect(window.sessionStorage.getItem('chainkit.draft.aptos-check-balance')).toBeNull();

    render({ locale: 'cn' });
    expect(screen.getByRole('heading', { name: 'Aptos 批量余额查询' })).toBeInTheDocument();
    expect(screen.getByText(`正在通过 Chainkit 中转访问 ${APTOS_MAINNET_FULLNODE_URL}`)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('代币与同质化资产'), { target: { value: 'usdc' } });
    fireEvent.click(screen.getByRole('button', { name: '添加' }));
    expect(screen.getByText('不是代币类型或资产地址：usdc')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('数据'), { target: { value: `${OWNERS[0]}\nnope` } });
    expect(await screen.findByText(/^第 2 行/)).toBeInTheDocument();
  }, 30_000);
});
