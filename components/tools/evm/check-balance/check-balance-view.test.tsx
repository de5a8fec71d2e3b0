/** @jest-environment ./components/tools/check-balance/testing/jsdom-with-fetch.ts */
import { setTimeout as nodeSetTimeout } from 'node:timers';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Papa from 'papaparse';
import { type Address, formatUnits, getAddress, keccak256, toHex } from 'viem';
import { downloadCsv } from '@/components/batch/download-csv';
import { rpcStorageKey } from '@/components/tools/check-balance/rpc';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { USER_STATUS_STORAGE_KEY, type UserInfo } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { type AnvilInstance, startAnvil } from '@/test/anvil';
import { deployTestToken, type TestToken } from '@/test/erc20';
import { installMulticall3, mintMany, type RpcProxy, setNativeBalances, startRpcProxy } from '@/test/multicall';
import { CheckBalanceView } from './check-balance-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));

const INFO = 'GET /api/v1/account/info';
const COUNT = 150;

function owner(index: number): Address {
  return getAddress(`0x${keccak256(toHex(`check-balance-view-${index}`)).slice(-40)}`);
}

const OWNERS = Array.from({ length: COUNT }, (_, index) => owner(index));
/** Odd wei amounts, so any float on the way would show; every fourth owner has nothing. */
const NATIVE = new Map(
  OWNERS.filter((_, index) => index % 4 !== 0).map((address, index) => [address, 10n ** 18n * BigInt(index) + 123n]),
);
/** Every third owner holds some token, up to ~50 tUSDT; the first of them the most. */
const TOKEN = new Map(
  OWNERS.filter((_, index) => index % 3 === 0).map((address, index) => [
    address,
    50_000_001n - BigInt(index) * 1_000_000n,
  ]),
);
const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

let anvil: AnvilInstance;
let proxy: RpcProxy;
let token: TestToken;
/** While set, the proxy holds each request a few seconds: a slow node, to cancel against. */
let isHolding = false;
/** While set, the proxy refuses every request (HTTP 403, not worth a retry): a node that turned the page away. */
let isFailing = false;

beforeAll(async () => {
  anvil = await startAnvil();
  await installMulticall3(anvil.rpcUrl);
  token = await deployTestToken(anvil.rpcUrl);
  await setNativeBalances(anvil.rpcUrl, NATIVE);
  await mintMany(token, anvil.rpcUrl, TOKEN);
  // Everything the view reads goes through this proxy, so a test can count (or hold) the requests.
  proxy = await startRpcProxy(anvil.rpcUrl, {
    intercept: async () => {
      if (isHolding) await new Promise<void>((resolve) => nodeSetTimeout(resolve, 1_000).unref());
      if (isFailing) return { status: 403, body: '{"error":"forbidden"}' };
      return undefined;
    },
  });
  // jsdom lays nothing out: the table's scroll box gets the height a browser would give it.
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 480 });
}, 60_000);

afterAll(async () => {
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  await proxy?.close();
  await anvil?.stop();
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  isFailing = false;
  jest.mocked(downloadCsv).mockClear();
  proxy.reset();
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
  const path = `/${locale}/batch/check-balance`;
  return renderWithProviders(<CheckBalanceView locale={locale} currentPath={path} />, { locale, http });
}

async function useCustomRpc(url = proxy.url) {
  fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
  fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
  await screen.findByText(`Chain ID ${anvil.chainId}`);
}

async function addToken(text: string) {
  fireEvent.change(screen.getByLabelText('ERC-20 token contracts'), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
}

async function paste(addresses: readonly string[]) {
  fireEvent.change(screen.getByLabelText('Rows'), { target: { value: addresses.join('\n') } });
  await screen.findByText(`${addresses.length} of ${addresses.length} rows ready`);
}

const csvOf = (call: number) => Papa.parse<string[]>(jest.mocked(downloadCsv).mock.calls[call][1].trim()).data;
const cell = (row: HTMLElement, key: string) => row.querySelector(`td[data-column="${key}"]`)?.textContent;
const totals = (kind: string, key: string) =>
  document.querySelector(`tr[data-totals="${kind}"] td[data-column="${key}"]`)?.textContent;
const shownRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr[data-address]')];

describe('CheckBalanceView on a local chain', () => {
  it('reads native and ERC-20 balances of 150 addresses exactly, with totals, filters, sort and CSV', async () => {
    render({ user: SIGNED_IN });
    await useCustomRpc();
    expect(JSON.parse(window.localStorage.getItem(rpcStorageKey('custom')) as string)).toBe(proxy.url);
    await addToken(token.address.toLowerCase());
    await screen.findByText('tUSDT · 6 decimals');
    await paste(OWNERS);
    expect(screen.getByText('150 addresses to check · up to 2,000 at once')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText('Done: 300 balances read', undefined, { timeout: 20_000 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    // Multicall3 chunks, not one call per address.
    expect(proxy.calls().filter((call) => call.method === 'eth_call').length).toBeLessThan(20);

    const key = token.address.toLowerCase();
    const [first] = shownRows();
    expect(first).toHaveAttribute('data-address', OWNERS[0]);
    expect(cell(first, 'native')).toBe('0');
    expect(cell(first, key)).toBe('50.000001');
    expect(totals('shown', 'native')).toBe(formatUnits(sum(NATIVE.values()), 18));
    expect(totals('shown', key)).toBe(formatUnits(sum(TOKEN.values()), 6));

    // Every row, exact, in the CSV of all rows.
    fireEvent.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    expect(jest.mocked(downloadCsv).mock.calls[0][0]).toBe(`balances-${anvil.chainId}.csv`);
    const all = csvOf(0);
    expect(all[0]).toEqual(['line', 'address', 'ETH', `tUSDT (${token.address})`, 'error']);
    expect(all.slice(1)).toEqual(
      OWNERS.map((address, index) => [
        String(index + 1),
        address,
        formatUnits(NATIVE.get(address) ?? 0n, 18),
        formatUnits(TOKEN.get(address) ?? 0n, 6),
        '',
      ]),
    );

    // Minimum on the token column, then sorted by it: largest first, totals of the rows shown.
    fireEvent.change(screen.getByLabelText('Minimum tUSDT'), { target: { value: '40.5' } });
    const rich = OWNERS.filter((address) => (TOKEN.get(address) ?? 0n) >= 40_500_000n);
    await screen.findByText(`${rich.length} of 150 addresses shown`);
    expect(totals('shown', key)).toBe(formatUnits(sum(rich.map((address) => TOKEN.get(address) ?? 0n)), 6));
    expect(totals('all', key)).toBe(formatUnits(sum(TOKEN.values()), 6));
    fireEvent.click(screen.getByRole('button', { name: 'tUSDT' }));
    fireEvent.click(screen.getByRole('button', { name: 'tUSDT' }));
    expect(shownRows().map((row) => row.dataset.address)).toEqual([...rich].reverse());
    expect(screen.getByRole('columnheader', { name: 'tUSDT' })).toHaveAttribute('aria-sort', 'ascending');

    fireEvent.click(screen.getByRole('button', { name: 'Export shown (CSV)' }));
    expect(jest.mocked(downloadCsv).mock.calls[1][0]).toBe(`balances-${anvil.chainId}-filtered.csv`);
    expect(
      csvOf(1)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual([...rich].reverse());

    // Hide zero, and search one address in lowercase.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.click(screen.getByLabelText('Hide addresses whose balances are all zero'));
    const nonZero = OWNERS.filter((address) => NATIVE.has(address) || TOKEN.has(address));
    await screen.findByText(`${nonZero.length} of 150 addresses shown`);
    fireEvent.change(screen.getByLabelText('Search address'), {
      target: { value: OWNERS[7].slice(2, 12).toLowerCase() },
    });
    await waitFor(() => expect(shownRows().map((row) => row.dataset.address)).toEqual([OWNERS[7]]));
    expect(cell(shownRows()[0], 'native')).toBe(formatUnits(NATIVE.get(OWNERS[7]) ?? 0n, 18));
  }, 60_000);

  it('refuses 101 addresses when signed out, before any request, and says how to raise the limit', async () => {
    render();
    await useCustomRpc();
    proxy.reset();
    await paste(OWNERS.slice(0, 101));
    const alert = screen
      .getByText(/101 addresses is more than the 100 you can check at once/)
      .closest('[role="alert"]');
    expect(alert).not.toBeNull();
    const links = within(alert as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sign in to check up to 2,000', '/en/login?lastPage=%2Fen%2Fbatch%2Fcheck-balance'],
      ['Get the fastRPC VIP to check up to 10,000', '/en/vip/fastRPC-30'],
    ]);
    const check = screen.getByRole('button', { name: 'Check balances' });
    expect(check).toBeDisabled();
    fireEvent.click(check);
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(proxy.httpRequests()).toBe(0);
    expect(screen.queryByRole('progressbar')).toBeNull();

    // 100 are fine.
    await paste(OWNERS.slice(0, 100));
    expect(screen.queryByText(/more than the 100/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Check balances' })).toBeEnabled();
  }, 30_000);

  it('offers only the VIP above 2,000 signed in, and allows 10,000 with the fastRPC VIP', async () => {
    const many = Array.from({ length: 2001 }, (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`);
    const { unmount } = render({ user: SIGNED_IN });
    await paste(many);
    const alert = screen.getByText(/2,001 addresses is more than the 2,000/).closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/vip/fastRPC-30']);
    unmount();
    window.localStorage.clear();
    window.sessionStorage.clear(); // the draft: the 2,001 addresses would come back

    const vip = {
      ...SIGNED_IN,
      vipFeatures: [{ feature: 'fastRPC', vipExpireTime: '2999-01-01T00:00:00Z', isVip: true, credit: 0 }],
    };
    render({ user: vip });
    await screen.findByText('0 addresses to check · up to 10,000 at once');
  }, 30_000);

  it('flags bad input: a bad RPC URL, a non-token, a duplicate address', async () => {
    render({ user: SIGNED_IN });
    // Ethereum through an RPC of another chain.
    fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: proxy.url } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
    await screen.findByText(`This RPC serves chain ${anvil.chainId}, not Ethereum (1)`);
    expect(window.localStorage.getItem(rpcStorageKey(1))).toBe(JSON.stringify(proxy.url));
    fireEvent.click(screen.getByRole('button', { name: 'Back to the public RPC' }));
    expect(screen.getByText('Public RPC of Ethereum (chain ID 1)')).toBeInTheDocument();
    expect(window.localStorage.getItem(rpcStorageKey(1))).toBeNull();

    fireEvent.change(screen.getByLabelText('Chain'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('RPC URL'), { target: { value: 'ftp://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
    expect(screen.getByText('Enter an http:// or https:// URL')).toBeInTheDocument();
    await useCustomRpc();

    await addToken(`nonsense, ${OWNERS[1]}`);
    expect(screen.getByText('Not a contract address: nonsense')).toBeInTheDocument();
    await screen.findByText('Not an ERC-20 token on this chain');
    fireEvent.change(screen.getByLabelText('Rows'), { target: { value: `${OWNERS[0]}\n${OWNERS[0].toLowerCase()}` } });
    await screen.findByText('1 of 2 rows ready');
    expect(screen.getByText('Line 2: Same address as line 1')).toBeInTheDocument();
    expect(screen.getByText('Remove the tokens that could not be read')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check balances' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: `Remove ${OWNERS[1]}` }));
    expect(screen.getByRole('button', { name: 'Check balances' })).toBeEnabled();
  }, 30_000);

  it('cancels a check in flight', async () => {
    render({ user: SIGNED_IN });
    await useCustomRpc();
    await paste(OWNERS.slice(0, 10));
    isHolding = true;
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(screen.getByText('Cancelled: the columns read completely are shown')).toBeInTheDocument();
      expect(screen.queryByRole('table')).toBeNull();
      expect(screen.getByRole('button', { name: 'Check balances' })).toBeEnabled();
    } finally {
      isHolding = false;
    }
  }, 30_000);

  it('restores the saved chain and RPC, and lays results out for a phone', async () => {
    window.localStorage.setItem('chainkit:check-balance:chain', JSON.stringify('custom'));
    window.localStorage.setItem(rpcStorageKey('custom'), JSON.stringify(proxy.url));
    const http = createFakeHttpClient({ [INFO]: serverError(5006) });
    renderWithProviders(<CheckBalanceView locale="en" currentPath="/m/batch/check-balance" isCompact />, { http });
    await screen.findByText(`Chain ID ${anvil.chainId}`);
    expect(screen.getByLabelText('RPC URL')).toHaveValue(proxy.url);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    await paste(OWNERS.slice(1, 4));
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText('Done: 3 balances read');
    const [row] = shownRows();
    const cellOfAddress = row.querySelectorAll('td')[1];
    expect(cellOfAddress).toHaveTextContent(`${OWNERS[1].slice(0, 6)}…${OWNERS[1].slice(-4)}`);
    expect(cellOfAddress).toHaveAttribute('title', OWNERS[1]);
    expect(cell(row, 'native')).toBe(formatUnits(NATIVE.get(OWNERS[1]) ?? 0n, 18));

    fireEvent.click(screen.getByLabelText('Native coin (ETH)'));
    expect(screen.getByText('Choose the native coin or at least one token')).toBeInTheDocument();
  }, 30_000);

  it('speaks Chinese', async () => {
    render({ locale: 'cn' });
    expect(screen.getByRole('heading', { name: 'EVM 批量余额查询' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询余额' })).toBeDisabled();
    expect(screen.getByText('请至少输入一个有效地址')).toBeInTheDocument();
    expect(screen.getByText('Ethereum 公共 RPC（链 ID 1）')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('数据'), { target: { value: OWNERS.slice(0, 101).join('\n') } });
    await screen.findByText(/101 个地址超过了单次可查询的上限 100 个/);
    expect(screen.getByRole('link', { name: '登录后单次可查询 2,000 个' })).toHaveAttribute(
      'href',
      '/cn/login?lastPage=%2Fcn%2Fbatch%2Fcheck-balance',
    );
  });

  it('keeps the columns and the pasted addresses as the draft: a remount (language switch, reload) restores them', async () => {
    const first = render({ user: SIGNED_IN });
    await useCustomRpc();
    await addToken(token.address.toLowerCase());
    await screen.findByText('tUSDT · 6 decimals');
    fireEvent.click(screen.getByLabelText('Native coin (ETH)'));
    await paste(OWNERS.slice(0, 3));
    first.unmount();

    render({ user: SIGNED_IN, locale: 'cn' });
    await screen.findByText('共 3 行，可执行 3 行');
    expect(screen.getByLabelText('数据')).toHaveValue(OWNERS.slice(0, 3).join('\n'));
    expect(screen.getByLabelText('原生币（ETH）')).not.toBeChecked();
    expect(document.querySelector(`li[data-token="${token.address}"]`)).not.toBeNull();
  }, 30_000);

  it('names the endpoint of a failed read and solves it in place: Retry, or Use another RPC', async () => {
    render({ user: SIGNED_IN });
    await useCustomRpc();
    await paste(OWNERS.slice(1, 4));
    isFailing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    const failure = (await screen.findByText(/^The check stopped/)).closest('[role="alert"]') as HTMLElement;
    expect(within(failure).getByText(`Endpoint: ${proxy.url}`)).toBeInTheDocument();

    // The node is back: Retry reads again from the same place.
    isFailing = false;
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Done: 3 balances read');

    // Down again: another RPC, typed right in the message, is put in use and the check runs on it.
    isFailing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    const again = (await screen.findByText(/^The check stopped/)).closest('[role="alert"]') as HTMLElement;
    fireEvent.click(within(again).getByRole('button', { name: 'Use another RPC' }));
    const field = within(again).getByLabelText('Another RPC URL');
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: anvil.rpcUrl } });
    const before = proxy.calls().length;
    fireEvent.click(within(again).getByRole('button', { name: 'Use this RPC' }));
    await screen.findByText('Done: 3 balances read', undefined, { timeout: 10_000 });
    expect(proxy.calls().length).toBe(before);
    expect(JSON.parse(window.localStorage.getItem(rpcStorageKey('custom')) as string)).toBe(anvil.rpcUrl);
  }, 30_000);

  it('names an RPC that does not answer its chain ID, and takes another one there', async () => {
    render({ user: SIGNED_IN });
    await useCustomRpc('http://127.0.0.1:9/rpc').catch(() => undefined);
    const failure = (await screen.findByText(/^Could not read the chain ID/)).closest('[role="alert"]') as HTMLElement;
    expect(within(failure).getByText('Endpoint: http://127.0.0.1:9/rpc')).toBeInTheDocument();
    fireEvent.click(within(failure).getByRole('button', { name: 'Use another RPC' }));
    fireEvent.change(within(failure).getByLabelText('Another RPC URL'), { target: { value: proxy.url } });
    fireEvent.click(within(failure).getByRole('button', { name: 'Use this RPC' }));
    await screen.findByText(`Chain ID ${anvil.chainId}`);
  }, 30_000);
});
