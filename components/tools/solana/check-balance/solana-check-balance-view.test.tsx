/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, PublicKey } from '@solana/web3.js';
import { act, fireEvent, screen, within } from '@testing-library/react';
import Papa from 'papaparse';
import { formatUnits } from 'viem';
import {
  createMint,
  createTestChain,
  SOL,
  setLamports,
  setTokenAccount,
  type TestChain,
} from '@/chains/solana/testing/fixtures';
import { METAPLEX_METADATA_PROGRAM_ID, metaplexMetadataAddress } from '@/chains/solana/token-accounts';
import { downloadCsv } from '@/components/batch/download-csv';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import { createFakeHttpClient, serverError } from '@/lib/client/testing/fake-http-client';
import { renderWithProviders } from '@/lib/client/testing/render-with-providers';
import { USER_STATUS_STORAGE_KEY, type UserInfo } from '@/lib/client/user';
import type { Locale } from '@/lib/i18n/config';
import { SOLANA_RPC_STORAGE_KEY } from '../rpc/use-solana-rpc';
import { SolanaCheckBalanceView } from './solana-check-balance-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));

const INFO = 'GET /api/v1/account/info';
const COUNT = 120;
const DECIMALS = 6;

let chain: TestChain;
let mint: PublicKey;
const OWNERS = Array.from({ length: COUNT }, () => Keypair.generate().publicKey.toBase58());
/** Odd lamports, so any float on the way would show; every third owner has none. */
const SOL_BALANCES = new Map(
  OWNERS.filter((_, index) => index % 3 !== 0).map((owner, index) => [owner, BigInt(index + 1) * SOL + 123_456_789n]),
);
/** Every fourth owner holds the SPL token, the first of them the most. */
const TOKEN_BALANCES = new Map(
  OWNERS.filter((_, index) => index % 4 === 0).map((owner, index) => [owner, 90_000_001n - BigInt(index) * 1_000_000n]),
);
const sum = (values: Iterable<bigint>) => [...values].reduce((total, value) => total + value, 0n);

/** Metaplex metadata as its program writes it: key, update authority, mint, name, symbol (u32-prefixed, padded). */
function metaplexData(address: PublicKey, name: string, symbol: string): Uint8Array {
  const text = (value: string, size: number) => {
    const bytes = Buffer.alloc(4 + size);
    bytes.writeUInt32LE(size, 0);
    bytes.write(value, 4);
    return bytes;
  };
  return Buffer.concat([
    Buffer.from([4]),
    Buffer.alloc(32),
    address.toBuffer(),
    text(name, 32),
    text(symbol, 10),
    text('', 200),
  ]);
}

beforeAll(async () => {
  chain = createTestChain();
  mint = await createMint(chain, TOKEN_PROGRAM_ID, DECIMALS);
  chain.svm.setAccount(metaplexMetadataAddress(mint), {
    lamports: 5_616_720,
    data: metaplexData(mint, 'Test Dollar', 'TUSD'),
    owner: METAPLEX_METADATA_PROGRAM_ID,
    executable: false,
  });
  for (const [owner, lamports] of SOL_BALANCES) setLamports(chain, new PublicKey(owner), lamports);
  for (const [owner, amount] of TOKEN_BALANCES) {
    setTokenAccount(chain, { owner: new PublicKey(owner), mint, programId: TOKEN_PROGRAM_ID, amount });
  }
}, 60_000);

giveTablesHeight();

const connectionFor = jest.fn((_rpcUrl: string) => chain.rpc);

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.mocked(downloadCsv).mockClear();
  connectionFor.mockClear();
  chain.rpc.calls.length = 0;
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
  const path = `/${locale}/solana/check-balance`;
  return renderWithProviders(
    <SolanaCheckBalanceView locale={locale} currentPath={path} connectionFor={connectionFor} />,
    { locale, http },
  );
}

async function paste(lines: readonly string[], ready = lines.length) {
  fireEvent.change(screen.getByLabelText('Rows'), { target: { value: lines.join('\n') } });
  await screen.findByText(`${ready} of ${lines.length} rows ready`);
}

const csvOf = (call: number) => Papa.parse<string[]>(jest.mocked(downloadCsv).mock.calls[call][1].trim()).data;
const cell = (row: HTMLElement, key: string) => row.querySelector(`td[data-column="${key}"]`)?.textContent;
const totals = (kind: string, key: string) =>
  document.querySelector(`tr[data-totals="${kind}"] td[data-column="${key}"]`)?.textContent;
const shownRows = () => [...document.querySelectorAll<HTMLElement>('tbody tr[data-address]')];

describe('SolanaCheckBalanceView on litesvm', () => {
  it('reads SOL and an SPL mint for 120 owners exactly, with totals, a bad line, filters, sort and CSV', async () => {
    render({ user: SIGNED_IN });
    const key = mint.toBase58();
    fireEvent.change(screen.getByLabelText('SPL / Token-2022 mints'), { target: { value: key } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: `Remove ${key}` })).toBeInTheDocument();
    // Line 3 is no Solana address: reported with its line, left out.
    const lines = [...OWNERS.slice(0, 2), 'not-a-solana-address', ...OWNERS.slice(2)];
    await paste(lines, COUNT);
    expect(screen.getByText(/^Line 3: /)).toBeInTheDocument();
    expect(screen.getByText('120 addresses to check · up to 2,000 at once')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText('Done: 240 balances read', undefined, { timeout: 20_000 });
    // Our same-origin passthrough by default, getMultipleAccounts by 100.
    expect(connectionFor).toHaveBeenCalledWith(`${window.location.origin}/api/rpc`);
    const reads = chain.rpc.calls.filter((call) => call.method === 'getMultipleAccountsInfo');
    expect(reads.map((call) => call.size)).toEqual([100, 20, 2, 100, 20]);

    const [first] = shownRows();
    expect(first).toHaveAttribute('data-address', OWNERS[0]);
    expect(cell(first, 'native')).toBe('0');
    expect(cell(first, key)).toBe('90.000001');
    const second = shownRows()[1];
    expect(cell(second, 'native')).toBe('1.123456789');
    expect(second.querySelector('a')).toHaveAttribute('href', `https://solscan.io/account/${OWNERS[1]}`);
    expect(totals('shown', 'native')).toBe(formatUnits(sum(SOL_BALANCES.values()), 9));
    expect(totals('shown', key)).toBe(formatUnits(sum(TOKEN_BALANCES.values()), DECIMALS));

    fireEvent.click(screen.getByRole('button', { name: 'Export all (CSV)' }));
    expect(jest.mocked(downloadCsv).mock.calls[0][0]).toBe('balances-501.csv');
    const all = csvOf(0);
    expect(all[0]).toEqual(['line', 'address', 'SOL', `TUSD (${key})`, 'error']);
    expect(all.slice(1)).toEqual(
      OWNERS.map((owner, index) => [
        String(index < 2 ? index + 1 : index + 2),
        owner,
        formatUnits(SOL_BALANCES.get(owner) ?? 0n, 9),
        formatUnits(TOKEN_BALANCES.get(owner) ?? 0n, DECIMALS),
        '',
      ]),
    );

    // Minimum on the token, sorted by it (largest first after two clicks: desc then asc).
    fireEvent.change(screen.getByLabelText('Minimum TUSD'), { target: { value: '80.5' } });
    const rich = OWNERS.filter((owner) => (TOKEN_BALANCES.get(owner) ?? 0n) >= 80_500_000n);
    await screen.findByText(`${rich.length} of 120 addresses shown`);
    expect(totals('shown', key)).toBe(formatUnits(sum(rich.map((owner) => TOKEN_BALANCES.get(owner) ?? 0n)), DECIMALS));
    expect(totals('all', key)).toBe(formatUnits(sum(TOKEN_BALANCES.values()), DECIMALS));
    fireEvent.click(screen.getByRole('button', { name: 'TUSD' }));
    fireEvent.click(screen.getByRole('button', { name: 'TUSD' }));
    expect(shownRows().map((row) => row.dataset.address)).toEqual([...rich].reverse());
    fireEvent.click(screen.getByRole('button', { name: 'Export shown (CSV)' }));
    expect(jest.mocked(downloadCsv).mock.calls[1][0]).toBe('balances-501-filtered.csv');
    expect(
      csvOf(1)
        .slice(1)
        .map((row) => row[1]),
    ).toEqual([...rich].reverse());

    // Hide all-zero rows.
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    fireEvent.click(screen.getByLabelText('Hide addresses whose balances are all zero'));
    const nonZero = OWNERS.filter((owner) => SOL_BALANCES.has(owner) || TOKEN_BALANCES.has(owner));
    await screen.findByText(`${nonZero.length} of 120 addresses shown`);
  }, 60_000);

  it('refuses 101 addresses when signed out, before any request', async () => {
    render();
    await paste(OWNERS.slice(0, 101));
    const alert = screen.getByText(/101 addresses is more than the 100/).closest('[role="alert"]') as HTMLElement;
    expect(
      within(alert)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/en/login?lastPage=%2Fen%2Fsolana%2Fcheck-balance', '/en/vip/fastRPC-30']);
    const check = screen.getByRole('button', { name: 'Check balances' });
    expect(check).toBeDisabled();
    fireEvent.click(check);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(connectionFor).not.toHaveBeenCalled();
    expect(chain.rpc.calls).toEqual([]);
    expect(screen.queryByRole('progressbar')).toBeNull();

    await paste(OWNERS.slice(0, 100));
    expect(screen.queryByText(/more than the 100/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Check balances' })).toBeEnabled();
  }, 30_000);

  it('uses and remembers a custom RPC, and reports a mint that is none', async () => {
    render({ user: SIGNED_IN });
    fireEvent.change(screen.getByLabelText('Custom RPC URL'), { target: { value: 'ftp://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
    expect(screen.getByText('Enter an http:// or https:// URL')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Custom RPC URL'), { target: { value: 'https://rpc.example.com/solana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this RPC' }));
    expect(screen.getByText('Using your RPC: https://rpc.example.com/solana')).toBeInTheDocument();
    expect(window.localStorage.getItem(SOLANA_RPC_STORAGE_KEY)).toBe(JSON.stringify('https://rpc.example.com/solana'));

    // An owner's address is no mint.
    fireEvent.change(screen.getByLabelText('SPL / Token-2022 mints'), { target: { value: `nonsense ${OWNERS[1]}` } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Not a Solana address: nonsense')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('SOL'));
    await paste(OWNERS.slice(0, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    await screen.findByText(new RegExp(`^${OWNERS[1]} could not be read as a token mint`));
    expect(connectionFor).toHaveBeenCalledWith('https://rpc.example.com/solana');

    fireEvent.click(screen.getByRole('button', { name: "Back to Chainkit's RPC" }));
    expect(window.localStorage.getItem(SOLANA_RPC_STORAGE_KEY)).toBeNull();
    expect(screen.getByText("Using Chainkit's Solana RPC")).toBeInTheDocument();
  }, 30_000);

  it('speaks Chinese', async () => {
    render({ locale: 'cn' });
    expect(screen.getByRole('heading', { name: 'Solana 批量余额查询' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '查询余额' })).toBeDisabled();
    expect(screen.getByText('正在使用 Chainkit 的 Solana RPC')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('数据'), { target: { value: OWNERS.slice(0, 101).join('\n') } });
    await screen.findByText(/101 个地址超过了单次可查询的上限 100 个/);
    expect(screen.getByRole('link', { name: '登录后单次可查询 2,000 个' })).toHaveAttribute(
      'href',
      '/cn/login?lastPage=%2Fcn%2Fsolana%2Fcheck-balance',
    );
  });

  it('keeps the columns and the addresses across a remount (a language switch)', async () => {
    const key = mint.toBase58();
    const first = render();
    fireEvent.change(screen.getByLabelText('SPL / Token-2022 mints'), { target: { value: key } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    fireEvent.click(screen.getByLabelText('SOL'));
    await paste(OWNERS.slice(0, 3));
    first.unmount();

    render({ locale: 'cn' });
    expect(await screen.findByText('共 3 行，可执行 3 行')).toBeInTheDocument();
    expect((screen.getByLabelText('数据') as HTMLTextAreaElement).value).toBe(OWNERS.slice(0, 3).join('\n'));
    expect(screen.getByText(key)).toBeInTheDocument();
    expect((screen.getByLabelText('SOL 余额') as HTMLInputElement).checked).toBe(false);
  });

  it('names the RPC when the check fails, reads again on Retry, and through another RPC chosen in place', async () => {
    const failing = jest.fn((_url: string) =>
      Object.assign(Object.create(chain.rpc), {
        getMultipleAccountsInfo: () => Promise.reject(new Error('403 Forbidden')),
      }),
    );
    const http = createFakeHttpClient({ [INFO]: serverError(5006) });
    renderWithProviders(
      <SolanaCheckBalanceView
        locale="en"
        currentPath="/en/solana/check-balance"
        connectionFor={(url) => (url === 'https://other.example.com/' ? chain.rpc : failing(url))}
      />,
      { locale: 'en', http },
    );
    await paste(OWNERS.slice(1, 3));
    fireEvent.click(screen.getByRole('button', { name: 'Check balances' }));
    const error = await screen.findByTestId('solana-check-error', undefined, { timeout: 10_000 });
    expect(within(error).getByTestId('rpc-read-error-endpoint').textContent).toBe(
      `Endpoint that failed: Chainkit's RPC (${window.location.origin}/api/rpc).`,
    );
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('solana-check-error', undefined, { timeout: 10_000 });
    expect(failing).toHaveBeenCalledTimes(2);

    fireEvent.click(within(screen.getByTestId('solana-check-error')).getByRole('button', { name: 'Use another RPC' }));
    fireEvent.change(screen.getByLabelText('Another RPC URL'), { target: { value: 'https://other.example.com/' } });
    fireEvent.keyDown(screen.getByLabelText('Another RPC URL'), { key: 'Enter' });
    await screen.findByText('Done: 2 balances read', undefined, { timeout: 10_000 });
    expect(screen.queryByTestId('solana-check-error')).toBeNull();
  }, 30_000);
});
