import { toCsv } from '@/lib/batch/csv';
import { downloadBlob, exportFileName } from '../evm/wallet-generation/wallet-export';

/**
 * A vanity page's CSV with a header row, built in the page (no request carries it); formulae escaped so a spreadsheet
 * never runs a cell.
 */
export function vanityCsv(fields: readonly string[], data: readonly (readonly string[])[]): string {
  return toCsv({ fields, data }, { escapeFormulae: true, newline: '\r\n' });
}

/** Saves a vanity CSV as a download, named `<prefix>-<date>.csv`. */
export function downloadVanityCsv(prefix: string, csv: string): void {
  downloadBlob(exportFileName(prefix, 'csv'), new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
