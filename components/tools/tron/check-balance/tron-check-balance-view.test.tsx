/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { act, fireEvent, screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { type Address, formatUnits, getAddress, keccak256, toHex } from 'viem';
import { tronAddressFromHex, tronAddressToHex } from '@/chains/tron/address';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { USER_STATUS_STORAGE_KEY, type UserInfo } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { deployTestToken } from '@/test/erc20';
import { MULTICALL_ARTIFACT, mintMany, rpcCall, setNativeBalances } from '@/test/multicall';
import { startTronStandIn, type TronStandIn } from '@/test/tron-stand-in/server';
import { TRON_API_STORAGE_KEY } from '../rpc/use-tron-api';
import { startTronRelay } from '../testing/relay';
import { TronCheckBalanceView } from './tron-check-balance-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));

// The page's own code path over HTTP: the view reads through a relay shaped like ours (POST
// /api/rpc/tron/wallet/<method>) to the TronGrid stand-in, which runs Multicall3 and a TRC-20 on anvil.
// 2,000 owners (the signed-in limit), TRX and the token, every request counted.

const INFO = 'GET /api/v1/account/info';
const UPSTREAM = 'https://api.trongrid.io';
const COUNT = 2_000;
const evmOwner = (index: number): Address => getAddress(`0x${keccak256(toHex(`tron-view-${index}`)).slice(-40)}`);
const EVM_OWNERS = Array.from({ length: COUNT }, (_, index) => evmOwner(index));
const OWNERS = EVM_OWNERS.map((owner) => tronAddressFromHex(owner) as string);
/** Odd sun amounts; every third owner holds TRX, every seventh the token (the first of them the most). */
const TRX = new Map(EVM_OWNERS.filter((_, i) => i % 3 === 0).map((owner, i) => [owner, BigInt(i + 1) * 1_000_003n]));
const TOKEN = new Map(
  EVM_OWNERS.filter((_, i) => i % 7 === 0).map((owner, i) => [owner, 900_000_001n - BigInt(i) * 1_000_000n]),
);
const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

let standIn: TronStandIn;
let relay: Awaited<ReturnType<typeof startTronRelay>>;
let multicall: string;
let token: string;

beforeAll(async () => {
  standIn = await startTronStandIn();
  const deployed = await deployTestToken(standIn.anvilRpcUrl);
  token = tronAddressFromHex(deployed.address) as string;
  const multicallEvm = '0x00000000000000000000000000000000000ca113';
  await rpcCall(standIn.anvilRpcUrl, 'anvil_setCode', [multicallEvm, MULTICALL_ARTIFACT.deployedBytecode]);
  multicall = tronAddressFromHex(multicallEvm) as string;
  await setNativeBalances(standIn.anvilRpcUrl, TRX);
  await mintMany(deployed, standIn.anvilRpcUrl, TOKEN);
  relay = await startTronRelay(() => standIn.url);
}, 120_000);

afterAll(async () => {
  await relay?.server.close();
  await standIn?.stop();
});

giveTablesHeight();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.mocked(downloadCsv).mockClear();
  standIn.requests.length = 0;
  relay.server.requests.length = 0;
  relay.refuse(false);
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
    <TronCheckBalanceView
      locale={locale}
      currentPath={`/${locale}/tron/check-balance`}
      upstream={UPSTREAM}
      multicall={multicall}
      relayPath={relay.relayPath}
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

describe('TronCheckBalanceView on the TronGrid stand-in', () => {
  it('reads TRX and a TRC-20 of 2,000 owners in 9 requests through the relay, with totals, filters and CSV', async () => {
    render({ user: SIGNED_IN });
    fireEvent.change(screen.getByLabelText('TRC-20 token contracts'), { target: { value: token } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    // Line 2 is a 41-hex address (the API's form), read as its T-address; line 3 is no Tron address.
    const lines = [OWNERS[0], tronAddressToHex(OWNERS[1]) as string, 'TNotAnAddress', ...OWNERS.slice(2)];
    await paste(lines, COUNT);
    expect(screen.getByText(/^Line 3: /)).toBeInTheDocument();
    expect(screen.getByText('2,000 addresses to check · up to 2,000 at once')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    // A guard against a hang, not a speed check (≈ 15 s alone; five times that on a machine loaded by other jobs).
    await screen.findByText('Done: 4,000 balances read', undefined, { timeout: 150_000 });
    // TRX: 4 aggregate3 of 500; the token: its decimals and symbol, then 4 more. Each through the relay.
    expect(standIn.requests).toHaveLength(9);
    expect(standIn.requests.every((request) => request.path === '/wallet/triggerconstantcontract')).toBe(true);
    expect(relay.server.requests).toHaveLength(9);
    expect(new URL(relay.server.requests[0].url, 'http://relay').pathname).toBe(
      '/api/rpc/tron/wallet/triggerconstantcontract',
    );

    const [first, second] = shownRows();
    expect(first).toHaveAttribute('data-address', OWNERS[0]);
    expect(cell(first, 'native')).toBe('1.000003');
    expect(cell(first, token)).toBe('900.000001');
    expect(second).toHaveAttribute('data-address', OWNERS[1]);
    expect(second.querySelector('a')).toHaveAttribute('href', `https://tronscan.org/#/address/${OWNERS[1]}`);
    expect(totals('shown', 'native')).toBe(formatUnits(sum(TRX.values()), 6));
    expect(totals('shown', token)).toBe(formatUnits(sum(TOKEN.values()), 6));

    fireEvent.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    const all = csvOf(0);
    expect(all[0]).toEqual(['line', 'address', 'TRX', `tUSDT (${token})`, 'error']);
    expect(all.slice(1)).toEqual(
      OWNERS.map((owner, index) => [
        String(index < 2 ? index + 1 : index + 2),
        owner,
        formatUnits(TRX.get(EVM_OWNERS[index]) ?? 0n, 6),
        formatUnits(TOKEN.get(EVM_OWNERS[index]) ?? 0n, 6),
        '',
      ]),
    );

    // Minimum on the token.
    fireEvent.change(screen.getByLabelText('Minimum tUSDT'), { target: { value: '800' } });
    const rich = EVM_OWNERS.filter((owner) => (TOKEN.get(owner) ?? 0n) >= 800_000_000n);
    await screen.findByText(`${rich.length} of 2,000 addresses shown`);
    expect(totals('shown', token)).toBe(formatUnits(sum(rich.map((owner) => TOKEN.get(owner) ?? 0n)), 6));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.click(screen.getByLabelText('Hide addresses whose balances are all zero'));
    const nonZero = EVM_OWNERS.filter((owner) => TRX.has(owner) || TOKEN.has(owner));
    await screen.findByText(`${nonZero.length} of 2,000 addresses shown`);
  }, 240_000);

  it('refuses 101 addresses when signed out, before any request', async () => {
    render();
    await paste(OWNERS.slice(0, 101));
    expect(screen.getByText(/101 addresses is more than the 100/)).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check balances' });
    expect(check).toBeDisabled();
    fireEvent.click(check);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(relay.server.requests).toEqual([]);
    expect(standIn.requests).toEqual([]);
  }, 30_000);

  it('names the endpoint when the relay refuses, reads again on Retry, and through another API chosen in place', async () => {
    relay.refuse(true);
    render();
    await paste(OWNERS.slice(0, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    const error = await screen.findByTestId('tron-check-error', undefined, { timeout: 20_000 });
    expect(within(error).getByText('The check stopped: the API answered HTTP 403')).toBeInTheDocument();
    expect(within(error).getByTestId('tron-read-error-endpoint').textContent).toBe(
      `Endpoint that failed: ${UPSTREAM}, through Chainkit's relay.`,
    );
    expect(relay.server.requests).toHaveLength(1);
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await screen.findByTestId('tron-check-error', undefined, { timeout: 20_000 });
    expect(relay.server.requests).toHaveLength(2);

    // The user's own endpoint (here the stand-in itself), typed where the error is shown: read at once, remembered.
    fireEvent.click(within(screen.getByTestId('tron-check-error')).getByRole('button', { name: 'Use another RPC' }));
    fireEvent.change(screen.getByLabelText('Another API URL'), { target: { value: standIn.url } });
    fireEvent.keyDown(screen.getByLabelText('Another API URL'), { key: 'Enter' });
    await screen.findByText('Done: 3 balances read', undefined, { timeout: 20_000 });
    expect(screen.queryByTestId('tron-check-error')).toBeNull();
    expect(relay.server.requests).toHaveLength(2);
    expect(standIn.requests).toHaveLength(1);
    expect(window.localStorage.getItem(TRON_API_STORAGE_KEY)).toBe(JSON.stringify(standIn.url));
    expect(screen.getByText(`Using your API: ${standIn.url}`)).toBeInTheDocument();
  }, 60_000);

  it('reports a contract that is no TRC-20 with its address, and keeps the draft across a language switch', async () => {
    const first = render({ user: SIGNED_IN });
    fireEvent.change(screen.getByLabelText('TRC-20 token contracts'), { target: { value: `nonsense ${multicall}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Not a Tron address: nonsense')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('TRX'));
    await paste(OWNERS.slice(0, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText(new RegExp(`^${multicall} could not be read as a TRC-20 token`), undefined, {
      timeout: 20_000,
    });
    first.unmount();

    render({ locale: 'cn' });
    expect(screen.getByRole('heading', { name: '波场 TRON 批量余额查询' })).toBeInTheDocument();
    expect(await screen.findByText('共 3 行，可执行 3 行')).toBeInTheDocument();
    expect((screen.getByLabelText('数据') as HTMLTextAreaElement).value).toBe(OWNERS.slice(0, 3).join('\n'));
    expect(screen.getByText(multicall)).toBeInTheDocument();
    expect((screen.getByLabelText('TRX 余额') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(`正在通过 Chainkit 中转访问 ${UPSTREAM}`)).toBeInTheDocument();
  }, 30_000);
});
