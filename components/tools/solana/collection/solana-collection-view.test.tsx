/** @jest-environment ./components/tools/solana/testing/jsdom-with-node-bytes.ts */
import { Keypair, type PublicKey } from '@solana/web3.js';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { encodeBase58 } from '@/chains/solana/base58';
import { createTestChain, lamportsOf, SOL, setLamports, type TestChain } from '@/chains/solana/testing/fixtures';
import { downloadCsv } from '@/components/batch/download-csv';
import { renderWithBatchMessages } from '@/components/batch/render-with-batch-messages';
import { giveTablesHeight } from '@/components/batch/testing/table-height';
import type { SolanaToolRpc } from '@/components/tools/solana/rpc/priority-fee';
import { type RecentFeesRpc, withRecentFees } from '@/components/tools/solana/testing/recent-fees';
import { SolanaCollectionView } from './solana-collection-view';

jest.mock('@/components/batch/download-csv', () => ({ downloadCsv: jest.fn() }));

let chain: TestChain;
/** The chain's RPC, answering the recent priority fee question too. */
let feeRpc: TestChain['rpc'] & RecentFeesRpc;
let destination: PublicKey;
const feeReceiver = Keypair.generate().publicKey.toBase58();

/** Every call the page makes to the RPC, its arguments as text (bytes as hex), for the leak check. */
const rpcTraffic: string[] = [];

function textOf(value: unknown): string {
  return JSON.stringify(value, (_key, item) => {
    if (item instanceof Uint8Array) return Buffer.from(item).toString('hex');
    if (typeof item === 'bigint') return item.toString();
    if (item && typeof item === 'object' && 'serialize' in item && typeof item.serialize === 'function') {
      return Buffer.from(item.serialize()).toString('hex');
    }
    return item;
  });
}

/** The litesvm adapter, recording what the page sends to it. */
function recordingRpc(): SolanaToolRpc {
  return new Proxy(feeRpc, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        rpcTraffic.push(`${String(property)} ${textOf(args)}`);
        return value.apply(target, args);
      };
    },
  });
}

giveTablesHeight();

beforeEach(() => {
  chain = createTestChain();
  feeRpc = withRecentFees(chain.rpc, [1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000]);
  destination = Keypair.generate().publicKey;
  rpcTraffic.length = 0;
  window.localStorage.clear();
  window.sessionStorage.clear();
  jest.mocked(downloadCsv).mockClear();
});

function renderView(locale: 'en' | 'cn' = 'en') {
  return renderWithBatchMessages(
    <SolanaCollectionView feeReceiver={feeReceiver} connectionFor={() => recordingRpc()} />,
    locale,
  );
}

function funded(count: number, lamports = SOL / 10n): Keypair[] {
  return Array.from({ length: count }, () => {
    const keypair = Keypair.generate();
    setLamports(chain, keypair.publicKey, lamports);
    return keypair;
  });
}

const base58 = (keypair: Keypair) => encodeBase58(keypair.secretKey);
const json = (keypair: Keypair) => JSON.stringify(Array.from(keypair.secretKey));
const hex = (keypair: Keypair) => Buffer.from(keypair.secretKey).toString('hex');

function paste(label: string, text: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: text } });
}

describe('Solana collection page', () => {
  it('reports bad and repeated keys by line number, in English and in Chinese', async () => {
    const [first, second] = funded(2);
    const lines = [base58(first), '# a comment', 'not-a-key', json(first), hex(second), destination.toBase58()].join(
      '\n',
    );
    const { unmount } = renderView();
    paste('Private keys of the wallets to collect from', lines);
    expect(await screen.findByText('2 wallets')).toBeTruthy();
    expect(screen.getByText('Line 3: Not a valid private key')).toBeTruthy();
    expect(screen.getByText('Line 4: Same key as line 1')).toBeTruthy();
    expect(screen.getByText('Line 6: Not a valid private key')).toBeTruthy();
    expect(screen.queryByText(/^Line 5/)).toBeNull();
    unmount();

    renderView('cn');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Solana 批量归集');
    paste('要归集的钱包私钥', lines);
    expect(await screen.findByText('2 个钱包')).toBeTruthy();
    expect(screen.getByText('第 3 行：私钥无效')).toBeTruthy();
    expect(screen.getByText('第 4 行：与第 1 行的私钥重复')).toBeTruthy();
    expect(screen.getByText('第 6 行：私钥无效')).toBeTruthy();
    expect(rpcTraffic).toEqual([]);
  });

  it('shows the plan before signing: wallets, skipped ones and why, transactions, network and service fees', async () => {
    const sources = funded(12);
    const [dust] = funded(1, 3_000n);
    renderView();
    paste('Private keys of the wallets to collect from', [...sources, dust].map(base58).join('\n'));
    paste('Destination address', destination.toBase58());
    await screen.findByText('13 wallets');
    fireEvent.click(screen.getByRole('button', { name: 'Review balances and fees' }));

    const plan = await screen.findByTestId('collection-plan');
    const summary = within(plan).getByRole('region', { name: 'Before signing' });
    const fact = (term: string) => within(summary).getByText(term).nextSibling?.textContent;
    expect(fact('Wallets pasted')).toBe('13');
    expect(fact('To collect')).toBe('12');
    expect(fact('Skipped')).toBe('1');
    expect(fact('Total to the destination')).toBe('1.19794 SOL');
    const cost = within(plan).getByRole('region', { name: 'Cost before signing' });
    const costOf = (term: string) => within(cost).getByText(term).nextSibling?.textContent;
    expect(costOf('Transactions')).toBe('2');
    // 12 signatures at 5,000 lamports each (no priority fee), and 0.001 SOL per transaction.
    expect(costOf('Network fee (estimate)')).toBe('≈ 0.00006 SOL');
    expect(costOf('Service fee')).toBe('0.002 SOL');
    const table = within(screen.getByTestId('collection-plan-table')).getByRole('table');
    const dustRow = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Skipped'));
    expect(dustRow?.textContent).toContain('Skipped: too little SOL to cover the fees');
    expect(screen.getByTestId('collection-start').textContent).toBe(
      'Sign and collect from 12 wallets (2 transactions)',
    );
    // Read and simulated only: nothing was signed or sent.
    expect(rpcTraffic.some((call) => call.startsWith('sendRawTransaction'))).toBe(false);
  });

  it.each([
    [
      'en',
      'Private keys of the wallets to collect from',
      'Destination address',
      'A fixed amount per wallet',
      'Amount per wallet',
      'Review balances and fees',
      'The destination holds 0 SOL: transaction 1 (lines 1, 2) would leave it with only 0.0002 SOL, less than the 0.00089088 SOL',
    ],
    [
      'cn',
      '要归集的钱包私钥',
      '归集地址',
      '每个钱包固定数量',
      '每个钱包的数量',
      '查看余额和手续费',
      '目标地址当前有 0 SOL：第 1 笔交易（第 1, 2 行）完成后它只有 0.0002 SOL，低于 Solana 账户必须持有的 0.00089088 SOL',
    ],
  ] as const)(
    'does not start a SOL collection leaving an empty destination below the rent minimum (%s)',
    async (locale, keys, to, fixed, amount, read, text) => {
      const sources = funded(2);
      renderView(locale);
      paste(keys, sources.map(base58).join('\n'));
      paste(to, destination.toBase58());
      fireEvent.click(screen.getByLabelText(fixed));
      fireEvent.change(screen.getByRole('textbox', { name: amount }), { target: { value: '0.0001' } });
      fireEvent.click(screen.getByRole('button', { name: read }));

      const alert = await screen.findByTestId('collection-destination-rent');
      expect(alert.textContent).toContain(text);
      expect((screen.getByTestId('collection-start') as HTMLButtonElement).disabled).toBe(true);
      expect(rpcTraffic.some((call) => call.startsWith('sendRawTransaction'))).toBe(false);
    },
  );

  it('suggests a priority fee from what the run writes (fee payer, destination, fee receiver, sources) and plans with it', async () => {
    const sources = funded(3);
    const payer = funded(1, SOL)[0];
    renderView();
    paste('Private keys of the wallets to collect from', sources.map(base58).join('\n'));
    paste('Destination address', destination.toBase58());
    fireEvent.click(screen.getByLabelText('One fee-payer wallet pays everything'));
    paste('Private key of the fee-payer wallet', base58(payer));
    await screen.findByText('3 wallets');

    fireEvent.click(screen.getByRole('button', { name: 'Suggest from recent network fees' }));
    expect(await screen.findByText(/^Suggested 6000:/)).toBeTruthy();
    expect(feeRpc.feeQuestions.map((accounts) => accounts?.map(String))).toEqual([
      [payer.publicKey, destination, feeReceiver, ...sources.map((source) => source.publicKey)].map(String),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Review balances and fees' }));
    const cost = within(await screen.findByTestId('collection-plan')).getByRole('region', {
      name: 'Cost before signing',
    });
    // 4 signatures at 5,000 lamports, and the priority fee: 6,000 micro-lamports per unit of the simulated limit.
    expect(within(cost).getByText('Network fee (estimate)').nextSibling?.textContent).toMatch(/^≈ 0\.0000200\d+ SOL$/);
  });

  it('never lets a pasted key reach the network, storage, a beacon or the export', async () => {
    const sources = funded(6);
    const payer = funded(1, SOL)[0];
    const forms = [base58, json, hex];
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const openSpy = jest.spyOn(XMLHttpRequest.prototype, 'open');
    const sendSpy = jest.spyOn(XMLHttpRequest.prototype, 'send');
    const beacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    const setItem = jest.spyOn(Storage.prototype, 'setItem');

    renderView();
    paste(
      'Private keys of the wallets to collect from',
      sources.map((source, index) => forms[index % 3](source)).join('\n'),
    );
    paste('Destination address', destination.toBase58());
    fireEvent.click(screen.getByLabelText('One fee-payer wallet pays everything'));
    paste('Private key of the fee-payer wallet', hex(payer));
    await screen.findByText('6 wallets');
    fireEvent.click(screen.getByRole('button', { name: 'Review balances and fees' }));
    fireEvent.click(await screen.findByTestId('collection-start'));
    const run = await screen.findByTestId('collection-run');
    await waitFor(() => expect(within(run).getByText('6 of 6 rows done')).toBeTruthy());
    expect(within(run).getAllByText('Confirmed').length).toBeGreaterThanOrEqual(6);
    fireEvent.click(within(run).getByRole('button', { name: 'Export results (CSV)' }));

    for (const source of sources) expect(lamportsOf(chain, source.publicKey)).toBe(0n);
    expect(lamportsOf(chain, destination)).toBe(6n * (SOL / 10n));
    const link = within(run).getAllByRole('link')[0];
    expect(link.getAttribute('href')).toMatch(/^https:\/\/solscan\.io\/tx\//);

    const outgoing = [
      ...rpcTraffic,
      ...fetchSpy.mock.calls.map(textOf),
      ...openSpy.mock.calls.map(textOf),
      ...sendSpy.mock.calls.map(textOf),
      ...beacon.mock.calls.map(textOf),
      ...setItem.mock.calls.map(textOf),
      ...jest.mocked(downloadCsv).mock.calls.map(textOf),
    ];
    expect(rpcTraffic.some((call) => call.startsWith('sendRawTransaction'))).toBe(true);
    expect(setItem.mock.calls.length).toBeGreaterThan(0);
    expect(jest.mocked(downloadCsv).mock.calls[0][1]).toContain(sources[0].publicKey.toBase58());
    const secrets = [...sources, payer].flatMap((keypair) => [
      base58(keypair),
      json(keypair),
      hex(keypair),
      // The seed half alone, in every spelling a leak could take.
      Buffer.from(keypair.secretKey.subarray(0, 32)).toString('hex'),
      Array.from(keypair.secretKey.subarray(0, 16)).join(','),
      encodeBase58(keypair.secretKey.subarray(0, 32)),
    ]);
    for (const text of outgoing) for (const secret of secrets) expect(text.includes(secret)).toBe(false);
    fetchSpy.mockRestore();
    openSpy.mockRestore();
    sendSpy.mockRestore();
    setItem.mockRestore();
  });

  it('keeps every choice but the keys across a remount (a language switch), and no key reaches sessionStorage', async () => {
    const sources = funded(2);
    const payer = funded(1, SOL)[0];
    const mint = Keypair.generate().publicKey.toBase58();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const first = renderView();
    paste('Private keys of the wallets to collect from', sources.map(base58).join('\n'));
    paste('Destination address', destination.toBase58());
    fireEvent.click(screen.getByLabelText('SPL or Token-2022 token'));
    paste('Token mint address', mint);
    fireEvent.click(screen.getByLabelText('A fixed amount per wallet'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount per wallet' }), { target: { value: '12.5' } });
    fireEvent.click(screen.getByLabelText('One fee-payer wallet pays everything'));
    paste('Private key of the fee-payer wallet', base58(payer));
    fireEvent.change(screen.getByLabelText('Priority fee (micro-lamports per compute unit, optional)'), {
      target: { value: '700' },
    });
    first.unmount();

    renderView('cn');
    await waitFor(() =>
      expect((screen.getByLabelText('归集地址') as HTMLInputElement).value).toBe(destination.toBase58()),
    );
    expect((screen.getByLabelText('代币 Mint 地址') as HTMLInputElement).value).toBe(mint);
    expect((screen.getByRole('textbox', { name: '每个钱包的数量' }) as HTMLInputElement).value).toBe('12.5');
    expect((screen.getByLabelText('优先费（每计算单元的微 lamports，可选）') as HTMLInputElement).value).toBe('700');
    // The keys are not kept: both key fields come back empty.
    expect((screen.getByLabelText('要归集的钱包私钥') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('付费钱包的私钥') as HTMLInputElement).value).toBe('');
    const stored = setItem.mock.calls.filter(([key]) => key.startsWith('chainkit.draft.')).map(textOf);
    expect(stored.length).toBeGreaterThan(0);
    for (const keypair of [...sources, payer]) {
      for (const text of stored) expect(text.includes(base58(keypair))).toBe(false);
    }
    setItem.mockRestore();
  });

  it('names the RPC that failed to read the balances, and reads again on Retry', async () => {
    let isDown = true;
    const flaky = (): SolanaToolRpc =>
      new Proxy(feeRpc, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) =>
            isDown && property === 'getMultipleAccountsInfo'
              ? Promise.reject(new Error('403 Forbidden'))
              : value.apply(target, args);
        },
      });
    renderWithBatchMessages(<SolanaCollectionView feeReceiver={feeReceiver} connectionFor={flaky} />);
    paste('Private keys of the wallets to collect from', funded(2).map(base58).join('\n'));
    paste('Destination address', destination.toBase58());
    await screen.findByText('2 wallets');
    fireEvent.click(screen.getByRole('button', { name: 'Review balances and fees' }));
    const error = await screen.findByTestId('collection-read-error');
    expect(error.textContent).toContain('Could not read the balances');
    expect(within(error).getByTestId('rpc-read-error-endpoint').textContent).toBe(
      "Endpoint that failed: Chainkit's RPC (http://localhost/api/rpc).",
    );
    isDown = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('collection-plan')).toBeTruthy();
    expect(screen.queryByTestId('collection-read-error')).toBeNull();
  });
});
