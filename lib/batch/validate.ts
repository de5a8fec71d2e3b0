import { formatDecimal, tryParseDecimal } from '@/lib/fees/decimal';
import type { InputRow } from './input';
import type { BatchRow } from './types';

export type RowIssueCode =
  | 'missing-column'
  | 'too-many-columns'
  | 'invalid-address'
  | 'invalid-amount'
  | 'too-many-decimals'
  | 'negative-or-zero'
  | 'note-too-long'
  | 'duplicate';

export interface RowIssue {
  code: RowIssueCode;
  /** For 'duplicate': the line where the address first appears. */
  duplicateOf?: number;
}

/** What a tool's rows look like: an address column, then an amount column when `amountDecimals` is set. */
export interface RowSchema {
  /** The chain's address check: the normalised address, or undefined when the text is not one. */
  address: (text: string) => string | undefined;
  /** Decimals of the token the amounts are in; without it rows have an address only. */
  amountDecimals?: number;
  /** A repeated address is an error (the row is left out) or only a warning (it runs). */
  duplicates: 'error' | 'warning';
  maxRows?: number;
  /**
   * Rows may carry a note after the amount (a TON comment): every further cell, joined by one space, up to
   * `maxLength` characters. Without it a third column is an error.
   */
  note?: { maxLength: number };
}

export interface CheckedRow {
  line: number;
  columns: string[];
  /** The parsed row, when address and amount are valid (a duplicate may still leave it out). */
  row?: BatchRow;
  issues: RowIssue[];
  /** Left out of the batch because of an error. */
  isExcluded: boolean;
}

export interface ValidationResult {
  /** Every input row, in order, with its issues. */
  checked: CheckedRow[];
  /** The rows that will run. */
  rows: BatchRow[];
  /** Sum of the amounts of `rows` in base units (0n without amounts). */
  amountTotal: bigint;
  /** Set when there are more rows to run than the tool allows. */
  limitError?: { code: 'too-many-rows'; limit: number };
}

const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

type AmountCheck = { amount: bigint } | { issue: RowIssueCode };

/**
 * Exact amounts only: '1000.5', '0.5' and '.5' are accepted; '1e5', '1,000.5', '+1', '5.' are not. Zeros ending the
 * fraction say nothing, so '1.50' is '1.5' and only significant digits count against the token's decimals.
 */
export function checkAmount(text: string, decimals: number): AmountCheck {
  const isNegative = text.startsWith('-');
  const unsigned = isNegative ? text.slice(1) : text;
  const withWhole = unsigned.startsWith('.') ? `0${unsigned}` : unsigned;
  const match = PLAIN_DECIMAL.exec(withWhole);
  if (!match) return { issue: 'invalid-amount' };
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const amount = tryParseDecimal(fraction ? `${match[1]}.${fraction}` : match[1], decimals);
  if (amount === undefined) return { issue: 'too-many-decimals' };
  if (isNegative || amount === 0n) return { issue: 'negative-or-zero' };
  return { amount };
}

function checkColumns(input: InputRow, schema: RowSchema): { row?: BatchRow; issues: RowIssue[] } {
  const expected = schema.amountDecimals === undefined ? 1 : 2;
  const [addressText = '', amountText = ''] = input.columns;
  const issues: RowIssue[] = [];
  if (input.columns.length > expected && !(schema.note && expected === 2)) issues.push({ code: 'too-many-columns' });
  const note = schema.note ? input.columns.slice(expected).join(' ') : '';
  if (schema.note && note.length > schema.note.maxLength) issues.push({ code: 'note-too-long' });
  if (!addressText || (expected === 2 && !amountText)) issues.push({ code: 'missing-column' });
  const address = addressText ? schema.address(addressText) : undefined;
  if (addressText && address === undefined) issues.push({ code: 'invalid-address' });
  let amount: bigint | undefined;
  if (schema.amountDecimals !== undefined && amountText) {
    const check = checkAmount(amountText, schema.amountDecimals);
    if ('issue' in check) issues.push({ code: check.issue });
    else amount = check.amount;
  }
  if (issues.length > 0 || address === undefined) return { issues };
  const row: BatchRow = amount === undefined ? { line: input.line, address } : { line: input.line, address, amount };
  if (note) row.note = note;
  return { row, issues };
}

/**
 * Checks every row against the tool's schema. A duplicate is the same normalised address as an earlier row that
 * runs, so removing invalid rows never removes an address altogether.
 */
export function validateRows(inputs: readonly InputRow[], schema: RowSchema): ValidationResult {
  const firstLineOf = new Map<string, number>();
  const checked: CheckedRow[] = [];
  const rows: BatchRow[] = [];
  let amountTotal = 0n;
  for (const input of inputs) {
    const { row, issues } = checkColumns(input, schema);
    const firstLine = row && firstLineOf.get(row.address);
    if (firstLine !== undefined) issues.push({ code: 'duplicate', duplicateOf: firstLine });
    const isExcluded = !row || (firstLine !== undefined && schema.duplicates === 'error');
    checked.push({ line: input.line, columns: input.columns, row, issues, isExcluded });
    if (!row || isExcluded) continue;
    if (firstLine === undefined) firstLineOf.set(row.address, row.line);
    rows.push(row);
    amountTotal += row.amount ?? 0n;
  }
  const limit = schema.maxRows;
  const limitError = limit !== undefined && rows.length > limit ? { code: 'too-many-rows' as const, limit } : undefined;
  return { checked, rows, amountTotal, ...(limitError && { limitError }) };
}

function renumbered(rows: readonly { columns: string[] }[]): InputRow[] {
  return rows.map((row, index) => ({ line: index + 1, columns: row.columns }));
}

/** The input without the rows left out, as typed, numbered again from 1. */
export function withoutExcludedRows(result: ValidationResult): InputRow[] {
  return renumbered(result.checked.filter((entry) => !entry.isExcluded));
}

/**
 * Each repeated address folded into its first row, amounts added exactly; rows with errors stay as typed so the
 * user can still fix them.
 */
export function mergeDuplicateRows(result: ValidationResult, schema: RowSchema): InputRow[] {
  const merged = new Map<string, { columns: string[]; amount?: bigint }>();
  const kept: { columns: string[] }[] = [];
  for (const entry of result.checked) {
    const { row } = entry;
    if (!row) {
      kept.push(entry);
      continue;
    }
    const first = merged.get(row.address);
    if (!first) {
      const slot = { columns: entry.columns, amount: row.amount };
      merged.set(row.address, slot);
      kept.push(slot);
    } else if (first.amount !== undefined && row.amount !== undefined && schema.amountDecimals !== undefined) {
      first.amount += row.amount;
      first.columns = [first.columns[0], formatDecimal(first.amount, schema.amountDecimals)];
    }
  }
  return renumbered(kept);
}
