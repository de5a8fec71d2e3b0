import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { exportFileName, walletColumns, walletsToCsv, walletsToXlsx } from './wallet-export';
import { deriveMnemonicRange, type GeneratedWallet, generateNewWallets } from './wallet-generation';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';

async function readXlsx(data: ArrayBuffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as Parameters<typeof workbook.xlsx.load>[0]);
  expect(workbook.worksheets).toHaveLength(1);
  const rows: string[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

describe('walletColumns', () => {
  it('has path only for derived keys and mnemonic only when wallets have their own', () => {
    const bare: GeneratedWallet = { index: 1, path: '', address: '0x1', privateKey: '0x2' };
    expect(walletColumns([bare])).toEqual(['index', 'address', 'privateKey']);
    expect(walletColumns([{ ...bare, path: 'm/0' }])).toEqual(['index', 'path', 'address', 'privateKey']);
    expect(walletColumns([{ ...bare, path: 'm/0', mnemonic: 'a b' }])).toEqual([
      'index',
      'path',
      'address',
      'privateKey',
      'mnemonic',
    ]);
  });
});

describe('walletsToCsv', () => {
  it('writes a header and one row per wallet: index, path, address, privateKey', async () => {
    const wallets = await deriveMnemonicRange({ mnemonic: TEST_MNEMONIC, start: 0, count: 3 });
    const csv = walletsToCsv(wallets);
    const parsed = Papa.parse<string[]>(csv.trim());
    expect(parsed.data[0]).toEqual(['index', 'path', 'address', 'privateKey']);
    expect(parsed.data).toHaveLength(4);
    expect(parsed.data[1]).toEqual([
      '0',
      "m/44'/60'/0'/0/0",
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    ]);
    expect(csv.split('\r\n')).toHaveLength(4);
  });

  it('adds the mnemonic column for wallets with their own mnemonic', async () => {
    const wallets = await generateNewWallets(2, true);
    const parsed = Papa.parse<string[]>(walletsToCsv(wallets).trim());
    expect(parsed.data[0]).toEqual(['index', 'path', 'address', 'privateKey', 'mnemonic']);
    expect(parsed.data.slice(1).map((row) => row[4])).toEqual(wallets.map((wallet) => wallet.mnemonic));
  });
});

describe('walletsToXlsx', () => {
  it('builds a workbook that exceljs reads back with the same rows', async () => {
    const wallets = await generateNewWallets(25, false);
    const rows = await readXlsx(await walletsToXlsx(wallets));
    expect(rows[0]).toEqual(['index', 'address', 'privateKey']);
    expect(rows.slice(1)).toEqual(wallets.map((wallet) => [String(wallet.index), wallet.address, wallet.privateKey]));
  });
});

describe('exportFileName', () => {
  it('stamps the local date and time', () => {
    expect(exportFileName('wallets', 'xlsx', new Date(2025, 0, 2, 3, 4, 5))).toBe('wallets-20250102-030405.xlsx');
  });
});
