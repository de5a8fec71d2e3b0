/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { checkMnemonic, evmAddressFromPrivateKey } from '@/chains/evm/keys';
import { SECRET_MASK } from '../wallet-generation/wallet-row';
import {
  captureDownloads,
  leaksOf,
  readBlob,
  renderWalletTool,
  spyOnLeaks,
} from '../wallet-generation/wallet-tools-test-support';
import { GenerateWalletView } from './generate-wallet-view';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const HARDHAT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HARDHAT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

afterEach(() => jest.restoreAllMocks());
beforeEach(() => window.sessionStorage.clear());

const table = () => screen.getByRole('table', { name: 'Generated wallets' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.querySelector('code')?.textContent ?? cell.textContent);

async function generateNew(count: number, withMnemonic = false) {
  fireEvent.change(screen.getByLabelText('Number of wallets'), { target: { value: String(count) } });
  if (withMnemonic) fireEvent.click(screen.getByLabelText(/its own 12-word mnemonic/));
  fireEvent.click(screen.getByRole('button', { name: 'Generate wallets' }));
  await screen.findByText(new RegExp(`^${count.toLocaleString('en')} generated in \\d+\\.\\d\\d s\\.$`), undefined, {
    timeout: 60_000,
  });
}

function chooseMnemonicMode() {
  fireEvent.click(screen.getByLabelText(/N addresses from one mnemonic/));
}

async function readXlsxRows(blob: Blob): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  const bytes = new Uint8Array(await readBlob(blob, 'bytes'));
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

describe('GenerateWalletView: N new wallets', () => {
  it('makes N distinct wallets whose addresses match their keys; keys stay masked until shown', async () => {
    renderWalletTool(<GenerateWalletView />);
    expect(screen.getByRole('note')).toHaveTextContent('Private keys and mnemonics are secrets.');
    await generateNew(25);
    const rows = bodyRows();
    expect(rows).toHaveLength(25);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Index', 'Address', 'Private key']);
    expect(rows.every((row) => cellTexts(row)[2] === SECRET_MASK)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Show private key 3' }));
    expect(cellTexts(bodyRows()[2])[2]).toMatch(/^0x[0-9a-f]{64}$/);
    expect(cellTexts(bodyRows()[3])[2]).toBe(SECRET_MASK);

    fireEvent.click(screen.getByRole('button', { name: 'Show all keys' }));
    const wallets = bodyRows().map((row) => cellTexts(row));
    expect(wallets.map(([index]) => index)).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));
    for (const [, address, key] of wallets) expect(evmAddressFromPrivateKey(key ?? '')).toBe(address);
    expect(new Set(wallets.map(([, address]) => address)).size).toBe(25);
    expect(new Set(wallets.map(([, , key]) => key)).size).toBe(25);
    fireEvent.click(screen.getByRole('button', { name: 'Hide all keys' }));
    expect(cellTexts(bodyRows()[0])[2]).toBe(SECRET_MASK);
  });

  it('refuses counts outside 1–10,000', () => {
    renderWalletTool(<GenerateWalletView />);
    for (const value of ['0', '10001', '2.5', '']) {
      fireEvent.change(screen.getByLabelText('Number of wallets'), { target: { value } });
      expect(screen.getByText('Enter a whole number from 1 to 10,000.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Generate wallets' })).toBeDisabled();
    }
  });

  it('generates 10,000 wallets in chunks: progress while it runs, then a virtualised table', async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 480 });
    try {
      renderWalletTool(<GenerateWalletView />);
      fireEvent.change(screen.getByLabelText('Number of wallets'), { target: { value: '10000' } });
      fireEvent.click(screen.getByRole('button', { name: 'Generate wallets' }));
      const bar = await screen.findByRole('progressbar', { name: 'Generation progress' });
      await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
      expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThan(100);
      expect(screen.getByLabelText('Number of wallets')).toBeDisabled();
      await screen.findByText(/^10,000 generated in/, undefined, { timeout: 60_000 });
      expect(table()).toHaveAttribute('aria-rowcount', '10001');
      const shown = document.querySelectorAll('tbody tr[data-index]').length;
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(100);
    } finally {
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    }
  }, 90_000);

  it('shows the rows of a virtualised table at once (100 wallets), not only after "Show all keys"', async () => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 480 });
    try {
      renderWalletTool(<GenerateWalletView />);
      await generateNew(100);
      expect(table()).toHaveAttribute('aria-rowcount', '101');
      const rows = document.querySelectorAll('tbody tr[data-index]');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(100);
      expect(rows[0]).toHaveAttribute('data-index', '0');
      expect(rows[0].textContent).toMatch(/0x[0-9a-fA-F]{40}/);
    } finally {
      delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
    }
  }, 60_000);

  it('can be cancelled: nothing is kept', async () => {
    renderWalletTool(<GenerateWalletView />);
    fireEvent.change(screen.getByLabelText('Number of wallets'), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate wallets' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Cancelled: nothing was kept.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('Number of wallets')).toBeEnabled();
  });
});

describe('GenerateWalletView: addresses from one mnemonic', () => {
  it('derives index 0 and 1 of the test mnemonic on the default path, shown and editable', async () => {
    renderWalletTool(<GenerateWalletView />);
    chooseMnemonicMode();
    expect(screen.getByLabelText('Base derivation path')).toHaveValue("m/44'/60'/0'/0");
    fireEvent.change(screen.getByLabelText('Mnemonic'), { target: { value: TEST_MNEMONIC } });
    expect(screen.getByText('Valid mnemonic: 12 words.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate addresses' }));
    await screen.findByText(/^2 generated in/);
    expect(bodyRows().map((row) => cellTexts(row).slice(0, 3))).toEqual([
      ['0', "m/44'/60'/0'/0/0", HARDHAT_0],
      ['1', "m/44'/60'/0'/0/1", HARDHAT_1],
    ]);
  });

  it('uses an edited base path and start index', async () => {
    renderWalletTool(<GenerateWalletView />);
    chooseMnemonicMode();
    fireEvent.change(screen.getByLabelText('Mnemonic'), { target: { value: TEST_MNEMONIC } });
    fireEvent.change(screen.getByLabelText('Base derivation path'), { target: { value: 'm/44/60' } });
    fireEvent.change(screen.getByLabelText('Start index'), { target: { value: '9' } });
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate addresses' }));
    await screen.findByText(/^1 generated in/);
    expect(cellTexts(bodyRows()[0]).slice(0, 2)).toEqual(['9', 'm/44/60/9']);
  });

  it('says exactly what is wrong with a mnemonic, and generates nothing', () => {
    renderWalletTool(<GenerateWalletView />);
    chooseMnemonicMode();
    const field = screen.getByLabelText('Mnemonic');
    const submit = screen.getByRole('button', { name: 'Generate addresses' });
    fireEvent.change(field, { target: { value: 'test test test' } });
    expect(screen.getByText('3 words: a mnemonic has 12, 15, 18, 21 or 24 words.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(field, {
      target: { value: TEST_MNEMONIC.replace('test test test test test', 'test test test test tost') },
    });
    expect(screen.getByText('Word 5 “tost” is not in the BIP39 English word list.')).toBeInTheDocument();
    const badChecksum = `${'test '.repeat(11)}test`;
    expect(checkMnemonic(badChecksum)).toEqual({ ok: false, issue: 'checksum' });
    fireEvent.change(field, { target: { value: badChecksum } });
    expect(screen.getByText('The checksum does not match: a word is wrong or out of order.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Base derivation path'), { target: { value: "44'/60'" } });
    expect(screen.getByText("Not a derivation path: write it like m/44'/60'/0'/0.")).toBeInTheDocument();
  });

  it('fills in a freshly generated valid mnemonic', () => {
    renderWalletTool(<GenerateWalletView />);
    chooseMnemonicMode();
    fireEvent.click(screen.getByRole('button', { name: 'Generate a new mnemonic' }));
    const value = (screen.getByLabelText('Mnemonic') as HTMLTextAreaElement).value;
    expect(checkMnemonic(value).ok).toBe(true);
    expect(screen.getByText('Valid mnemonic: 12 words.')).toBeInTheDocument();
  });
});

describe('GenerateWalletView: export and secrecy', () => {
  it('exports CSV and XLSX made in the page; no request, storage or log carries a key or mnemonic', async () => {
    const spies = spyOnLeaks();
    const downloads = captureDownloads();
    const { http } = renderWalletTool(<GenerateWalletView />);

    await generateNew(3, true);
    fireEvent.click(screen.getByRole('button', { name: 'Show all keys' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = (await readBlob(downloads.blobs[0], 'text')).replace(/^\uFEFF/, '');
    const csvRows = Papa.parse<string[]>(csv.trim()).data;
    expect(csvRows[0]).toEqual(['index', 'path', 'address', 'privateKey', 'mnemonic']);
    expect(csvRows).toHaveLength(4);
    expect(csvRows.slice(1).map((row) => row.slice(0, 4))).toEqual(bodyRows().map((row) => cellTexts(row).slice(0, 4)));
    expect(downloads.names[0]).toMatch(/^wallets-\d{8}-\d{6}\.csv$/);

    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(2));
    expect(downloads.blobs[1].type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(downloads.names[1]).toMatch(/^wallets-\d{8}-\d{6}\.xlsx$/);
    expect(await readXlsxRows(downloads.blobs[1])).toEqual(csvRows);

    // Mode B with a passphrase too.
    chooseMnemonicMode();
    fireEvent.change(screen.getByLabelText('Mnemonic'), { target: { value: TEST_MNEMONIC } });
    fireEvent.change(screen.getByLabelText('BIP39 passphrase (optional)'), { target: { value: 'correct horse' } });
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate addresses' }));
    await screen.findByText(/^2 generated in/);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const derived = Papa.parse<string[]>(
      (await readBlob(downloads.blobs[2], 'text')).replace(/^\uFEFF/, '').trim(),
    ).data;
    expect(derived).toHaveLength(3);

    const secrets = [
      ...csvRows.slice(1).flatMap((row) => [row[3], row[4]]),
      ...derived.slice(1).map((row) => row[3]),
      TEST_MNEMONIC,
      'correct horse',
    ];
    expect(secrets.every((secret) => secret.length > 10)).toBe(true);
    expect(leaksOf(spies, http, secrets)).toEqual([]);
    expect(spies.fetch).not.toHaveBeenCalled();
    expect(spies.sendBeacon).not.toHaveBeenCalled();
    expect(spies.xhrOpen).not.toHaveBeenCalled();
  });

  it('clears the results from the page', async () => {
    renderWalletTool(<GenerateWalletView />);
    await generateNew(2);
    fireEvent.click(screen.getByRole('button', { name: 'Clear results' }));
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('GenerateWalletView in Chinese', () => {
  it('renders the page and the mnemonic problems in Chinese', async () => {
    renderWalletTool(<GenerateWalletView />, 'cn');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('批量生成钱包');
    expect(screen.getByRole('note')).toHaveTextContent('私钥和助记词都是机密。');
    fireEvent.click(screen.getByLabelText(/由一组助记词派生 N 个地址/));
    fireEvent.change(screen.getByLabelText('助记词'), { target: { value: 'test test zzz' } });
    expect(screen.getByText('共 3 个词：助记词应为 12、15、18、21 或 24 个词。')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('助记词'), { target: { value: `${'test '.repeat(10)}zzz junk` } });
    expect(screen.getByText('第 11 个词“zzz”不在 BIP39 英文词表中。')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText(/生成 N 个新钱包/));
    fireEvent.change(screen.getByLabelText('钱包数量'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: '生成钱包' }));
    await screen.findByText(/^已生成 2 个，用时/);
    expect(
      within(screen.getByRole('table', { name: '生成的钱包' }))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['序号', '地址', '私钥']);
  });
});

describe('GenerateWalletView: the settings as the draft', () => {
  it('keeps the mode, count and range across a remount; never the mnemonic, passphrase or keys', async () => {
    const spies = spyOnLeaks();
    const first = renderWalletTool(<GenerateWalletView />);
    fireEvent.change(screen.getByLabelText('Number of wallets'), { target: { value: '7' } });
    fireEvent.click(screen.getByLabelText(/its own 12-word mnemonic/));
    chooseMnemonicMode();
    fireEvent.change(screen.getByLabelText('Mnemonic'), { target: { value: TEST_MNEMONIC } });
    fireEvent.change(screen.getByLabelText('Start index'), { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Count'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate addresses' }));
    await screen.findByText(/^3 generated in/);
    first.unmount();
    expect(leaksOf(spies, first.http, [TEST_MNEMONIC, 'test test test'])).toEqual([]);

    renderWalletTool(<GenerateWalletView />, 'cn');
    await waitFor(() => expect(screen.getByLabelText('起始索引')).toHaveValue('5'));
    expect(screen.getByLabelText('助记词')).toHaveValue('');
    fireEvent.click(screen.getByLabelText(/生成 N 个新钱包/));
    expect(screen.getByLabelText('钱包数量')).toHaveValue('7');
    expect(screen.getByLabelText(/为每个钱包单独生成/)).toBeChecked();
  });
});
