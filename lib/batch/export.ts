import { errorMessage } from '@/lib/errors';
import { formatDecimal } from '@/lib/fees/decimal';
import type { Locale } from '@/lib/i18n/config';
import { toCsv } from './csv';
import { chunkOfRows } from './job';
import type { JobState } from './types';
import type { CheckedRow, RowIssue } from './validate';

/** Cells starting with = + - @ are quoted so a spreadsheet never runs an address someone typed as a formula. */
const UNPARSE_OPTIONS = { escapeFormulae: true, newline: '\r\n' } as const;

export interface ResultsCsvOptions {
  locale: Locale;
  /** Decimals of the rows' amounts; without it the amount column is left empty. */
  amountDecimals?: number;
}

/** Every row with its outcome: line, address, amount, status, txHash, error (in the user's language). */
export function resultsToCsv(job: JobState, options: ResultsCsvOptions): string {
  return toCsv(resultsTable(job, options), UNPARSE_OPTIONS);
}

/** resultsToCsv's header and rows, for a tool that adds columns (the Solana send tool's Solscan link). */
export function resultsTable(
  job: JobState,
  { locale, amountDecimals }: ResultsCsvOptions,
): { fields: string[]; data: (string | number)[][] } {
  const chunks = chunkOfRows(job);
  const data = job.rows.map((row, index) => {
    const chunk = chunks[index];
    const amount =
      row.amount !== undefined && amountDecimals !== undefined ? formatDecimal(row.amount, amountDecimals) : '';
    const error = chunk?.error ? errorMessage(chunk.error.code, locale, chunk.error.message) : '';
    return [row.line, row.address, amount, chunk?.status ?? 'pending', chunk?.txHash ?? '', error];
  });
  return { fields: ['line', 'address', 'amount', 'status', 'txHash', 'error'], data };
}

/**
 * The rows with problems as typed, for fixing in a spreadsheet: line, the row's cells, and what is wrong, in the
 * words `describe` gives (the UI passes its translations).
 */
export function invalidRowsToCsv(checked: readonly CheckedRow[], describe: (issue: RowIssue) => string): string {
  const data = checked
    .filter((entry) => entry.issues.length > 0)
    .map((entry) => [entry.line, entry.columns.join(','), entry.issues.map(describe).join('; ')]);
  return toCsv({ fields: ['line', 'input', 'error'], data }, UNPARSE_OPTIONS);
}
