/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Address } from '@ton/core';
import Papa from 'papaparse';
import { formatUnits } from 'viem';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { USER_STATUS_STORAGE_KEY, type UserInfo } from '@/lib/client/user';
import { type LocalServer, sendJson, startLocalServer } from '@/lib/http/test-server';
import type { Locale } from '@/lib/i18n/config';
import { deployTestJetton, type TestJetton } from '@/test/ton-stand-in/jetton';
import { startTonStandIn, type TonStandIn } from '@/test/ton-stand-in/server';
import { TON_API_STORAGE_KEY } from '../rpc/use-ton-api';
import { TON_USDT } from './jetton-picker';
import { TonCheckBalanceView } from './ton-check-balance-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));

// The page's own code path over HTTP: the view reads through a local origin shaped like ours (the v2 passthrough and
// the v3 relay's paths) to the toncenter stand-in (@ton/sandbox), every request counted. The relay's own handlers are
// tested in app/api/rpc/json-rpc/ton/v3/accountStates/route.test.ts.

const INFO = 'GET /api/v1/account/info';
const COUNT = 300;
const OWNERS = Array.from(
  { length: COUNT },
  (_, index) => new Address(0, Buffer.from(`${(index + 11).toString(16).padStart(8, '0')}`.repeat(8), 'hex')),
);
/** As wallets show wallets (UQ…): the form the table shows. */
const SHOWN = OWNERS.map((owner) => owner.toString({ bounceable: false }));
const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

let standIn: TonStandIn;
let jetton: TestJetton;
let origin: LocalServer;
const tonOf = new Map<string, bigint>();
const jettonOf = new Map<string, bigint>();
let isRefusing = false;

beforeAll(async () => {
  standIn = await startTonStandIn();
  jetton = await deployTestJetton(standIn);
  for (const [index, owner] of OWNERS.entries()) {
    if (index % 3 === 0) (await standIn.blockchain.getContract(owner)).balance = BigInt(index + 1) * 1_000_003n;
    if (index % 7 === 0) {
      const amount = 900_000_001n - BigInt(index) * 1_000_000n;
      await jetton.mint(owner, amount);
      jettonOf.set(owner.toRawString(), amount);
    }
  }
  for (const owner of OWNERS) tonOf.set(owner.toRawString(), (await standIn.blockchain.getContract(owner)).balance);
  origin = await startLocalServer((request, response) => {
    const url = new URL(request.url, 'http://origin');
    // No keep-alive: jsdom's fetch does not retry a reused socket the server closed meanwhile (a browser does).
    response.setHeader('connection', 'close');
    if (isRefusing) {
      sendJson(response, { code: 5000, message: 'Server error: upstream unreachable' }, 502);
      return;
    }
    const target =
      url.pathname === '/api/rpc/json-rpc/ton' ? standIn.jsonRpcUrl : `${standIn.url}/v3/accountStates${url.search}`;
    void fetch(target, {
      method: request.method,
      headers: { 'content-type': 'application/json' },
      body: request.method === 'POST' ? request.body : undefined,
    })
      .then(async (answer) => sendJson(response, await answer.json(), answer.status))
      .catch(() => sendJson(response, { code: 5000 }, 502));
  });
}, 180_000);

afterAll(async () => {
  await origin?.close();
  await standIn?.stop();
});

giveTablesHeight();

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.mocked(downloadCsv).mockClear();
  standIn.requests.length = 0;
  origin.requests.length = 0;
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
    <TonCheckBalanceView
      locale={locale}
      currentPath={`/${locale}/ton/check-balance`}
      upstream="toncenter.com"
      hasV3Relay
      paths={{ jsonRpc: `${origin.baseUrl}/api/rpc/json-rpc/ton`, v3: `${origin.baseUrl}/api/rpc/json-rpc/ton/v3` }}
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

describe('TonCheckBalanceView on the toncenter stand-in', () => {
  it('reads TON and a jetton of 300 owners in 8 requests through our paths, with totals, filters and CSV', async () => {
    render({ user: SIGNED_IN });
    const minter = jetton.address.toString();
    fireEvent.change(screen.getByLabelText('Jetton minter addresses'), { target: { value: minter } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    // Line 2 is raw, line 3 no address, line 4 the first owner again as EQ… (a repeat).
    const lines = [SHOWN[0], OWNERS[1].toRawString(), 'UQnotAnAddress', OWNERS[0].toString(), ...SHOWN.slice(2)];
    await paste(lines, COUNT);
    expect(screen.getByText(/^Line 3: /)).toBeInTheDocument();
    expect(screen.getByText(/^Line 4: /)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText('Done: 600 balances read', undefined, { timeout: 60_000 });
    // TON: 3 accountStates of 100; the jetton: get_jetton_data, one get_wallet_address, 3 accountStates.
    expect(origin.requests).toHaveLength(8);
    expect(origin.requests.filter((request) => request.url.includes('/v3/accountStates'))).toHaveLength(6);

    const [first, second] = shownRows();
    expect(first).toHaveAttribute('data-address', SHOWN[0]);
    expect(cell(first, 'native')).toBe(formatUnits(tonOf.get(OWNERS[0].toRawString()) as bigint, 9));
    expect(cell(first, minter)).toBe(formatUnits(900_000_001n, 9));
    expect(second).toHaveAttribute('data-address', SHOWN[1]);
    expect(second.querySelector('a')).toHaveAttribute('href', `https://tonviewer.com/${SHOWN[1]}`);
    expect(totals('shown', 'native')).toBe(formatUnits(sum(tonOf.values()), 9));
    expect(totals('shown', minter)).toBe(formatUnits(sum(jettonOf.values()), 9));

    fireEvent.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    const all = csvOf(0);
    // The test jetton keeps its metadata off-chain: no symbol on chain.
    expect(all[0]).toEqual(['line', 'address', 'TON', `? (${minter})`, 'error']);
    expect(all.slice(1)).toEqual(
      OWNERS.map((owner, index) => [
        String(index < 2 ? index + 1 : index + 3),
        SHOWN[index],
        formatUnits(tonOf.get(owner.toRawString()) as bigint, 9),
        formatUnits(jettonOf.get(owner.toRawString()) ?? 0n, 9),
        '',
      ]),
    );

    fireEvent.click(screen.getByLabelText('Hide addresses whose balances are all zero'));
    const nonZero = OWNERS.filter(
      (owner) => (tonOf.get(owner.toRawString()) ?? 0n) > 0n || jettonOf.has(owner.toRawString()),
    );
    await screen.findByText(`${nonZero.length} of 300 addresses shown`);
  }, 120_000);

  it('refuses 101 addresses when signed out, before any request', async () => {
    render();
    await paste(SHOWN.slice(0, 101));
    expect(screen.getByText(/101 addresses is more than the 100/)).toBeInTheDocument();
    const check = screen.getByRole('button', { name: 'Check balances' });
    expect(check).toBeDisabled();
    fireEvent.click(check);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(origin.requests).toEqual([]);
  }, 30_000);

  it('names the endpoint when the relay fails, reads again on Retry, and through an endpoint chosen in place', async () => {
    isRefusing = true;
    render();
    await paste(SHOWN.slice(0, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    const error = await screen.findByTestId('ton-check-error', undefined, { timeout: 30_000 });
    expect(
      within(error).getByText('The check stopped: the endpoint answered HTTP 502: Server error: upstream unreachable'),
    ).toBeInTheDocument();
    expect(within(error).getByTestId('ton-read-error-endpoint').textContent).toBe(
      "Endpoint that failed: toncenter.com, through Chainkit's relay.",
    );
    const tries = origin.requests.length;
    expect(tries).toBeGreaterThan(0);
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await screen.findByTestId('ton-check-error', undefined, { timeout: 30_000 });
    expect(origin.requests.length).toBeGreaterThan(tries);

    // The user's own endpoint (the stand-in's v2 URL; its v3 root is derived), typed where the error is: read at once.
    isRefusing = false;
    origin.requests.length = 0;
    fireEvent.click(within(screen.getByTestId('ton-check-error')).getByRole('button', { name: 'Use another RPC' }));
    fireEvent.change(screen.getByLabelText('Another endpoint URL'), { target: { value: standIn.jsonRpcUrl } });
    fireEvent.keyDown(screen.getByLabelText('Another endpoint URL'), { key: 'Enter' });
    await screen.findByText('Done: 3 balances read', undefined, { timeout: 20_000 });
    expect(screen.queryByTestId('ton-check-error')).toBeNull();
    expect(origin.requests).toHaveLength(0);
    expect(standIn.requests.map((request) => request.path)).toEqual(['/api/v3/accountStates']);
    expect(window.localStorage.getItem(TON_API_STORAGE_KEY)).toBe(JSON.stringify(standIn.jsonRpcUrl));
    expect(screen.getByText(`Using your endpoint: ${standIn.jsonRpcUrl}`)).toBeInTheDocument();
  }, 90_000);

  it('reports an account that is no jetton, offers USDT, and keeps the draft across a language switch', async () => {
    const first = render({ user: SIGNED_IN });
    fireEvent.change(screen.getByLabelText('Jetton minter addresses'), { target: { value: `nonsense ${SHOWN[5]}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Not a TON address: nonsense')).toBeInTheDocument();
    expect(Address.parse(TON_USDT).toString()).toBe(TON_USDT);
    fireEvent.click(screen.getByLabelText('TON'));
    await paste(SHOWN.slice(0, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText(new RegExp(`^${SHOWN[5]} could not be read as a jetton: get_jetton_data`), undefined, {
      timeout: 30_000,
    });
    expect(screen.queryByTestId('ton-check-error')).toBeNull();
    first.unmount();

    render({ locale: 'cn' });
    expect(screen.getByRole('heading', { name: 'TON 批量余额查询' })).toBeInTheDocument();
    expect(await screen.findByText('共 3 行，可执行 3 行')).toBeInTheDocument();
    expect((screen.getByLabelText('数据') as HTMLTextAreaElement).value).toBe(SHOWN.slice(0, 3).join('\n'));
    expect((screen.getByLabelText('TON 余额') as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('正在通过 Chainkit 中转访问 toncenter.com')).toBeInTheDocument();
  }, 60_000);
});
