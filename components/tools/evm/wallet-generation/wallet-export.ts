import { toCsv } from '@/lib/batch/csv';
import type { GeneratedWallet } from './wallet-generation';

// Exports are built in the page and handed to the browser as a download: no request carries a key.

export type WalletColumn = 'index' | 'path' | 'address' | 'privateKey' | 'mnemonic';

/** The columns a list needs: path only when keys were derived, mnemonic only when wallets have their own. */
export function walletColumns(wallets: readonly GeneratedWallet[]): WalletColumn[] {
  const columns: WalletColumn[] = ['index'];
  if (wallets.some((wallet) => wallet.path !== '')) columns.push('path');
  columns.push('address', 'privateKey');
  if (wallets.some((wallet) => wallet.mnemonic !== undefined)) columns.push('mnemonic');
  return columns;
}

function cells(wallet: GeneratedWallet, columns: readonly WalletColumn[]): (string | number)[] {
  return columns.map((column) => (column === 'index' ? wallet.index : (wallet[column] ?? '')));
}

/** CSV with a header row: index, [path,] address, privateKey[, mnemonic]. */
export function walletsToCsv(wallets: readonly GeneratedWallet[]): string {
  const columns = walletColumns(wallets);
  const data = wallets.map((wallet) => cells(wallet, columns));
  return toCsv({ fields: columns, data }, { escapeFormulae: true, newline: '\r\n' });
}

/** An .xlsx workbook (one sheet, same columns as the CSV), built in the page; exceljs loads only when called. */
export async function walletsToXlsx(wallets: readonly GeneratedWallet[]): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('wallets');
  const columns = walletColumns(wallets);
  const widths: Record<WalletColumn, number> = { index: 8, path: 22, address: 46, privateKey: 70, mnemonic: 90 };
  sheet.columns = columns.map((column) => ({ header: column, key: column, width: widths[column] }));
  sheet.getRow(1).font = { bold: true };
  for (const wallet of wallets) sheet.addRow(cells(wallet, columns));
  const buffer = await workbook.xlsx.writeBuffer();
  // exceljs types a Node Buffer; in the browser it is an ArrayBuffer, in Node a Buffer view over one.
  const bytes = buffer as unknown as ArrayBuffer | Uint8Array;
  if (!ArrayBuffer.isView(bytes)) return bytes;
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength).slice().buffer;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Saves a Blob as a download; the object URL is revoked a turn later (some browsers read it after click()). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** e.g. wallets-20250101-120000.csv, in local time. */
export function exportFileName(prefix: string, extension: 'csv' | 'xlsx', date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const day = `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
  return `${prefix}-${day}-${time}.${extension}`;
}
