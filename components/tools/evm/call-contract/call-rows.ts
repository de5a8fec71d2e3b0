import type { AbiFunction, Hex } from 'viem';
import { tryParseDecimal } from '@/lib/fees/decimal';
import { isPayable } from './abi';
import { ArgumentError, type ArgumentIssueCode, encodeCall, parseCell } from './arguments';
import { splitCells } from './cells';

/** One call: its arguments checked against the ABI, its value in wei and its encoded call data. */
export interface CallRow {
  line: number;
  args: unknown[];
  value: bigint;
  data: Hex;
}

export type CallRowIssueCode = ArgumentIssueCode | 'columns' | 'value' | 'encode';

export interface CallRowIssue {
  line: number;
  code: CallRowIssueCode;
  /** The parameter's name (or `#n`), or `value`. */
  column?: string;
  /** The ABI type, length or range expected. */
  expected?: string;
}

export interface ParsedCallRows {
  rows: CallRow[];
  issues: CallRowIssue[];
}

export function parameterName(item: AbiFunction, index: number): string {
  return item.inputs[index]?.name || `#${index + 1}`;
}

function isHeader(item: AbiFunction, cells: readonly string[]): boolean {
  if (item.inputs.length === 0) return false;
  const names = item.inputs.map((input) => (input.name ?? '').toLowerCase());
  return names.every((name, index) => name !== '' && cells[index]?.toLowerCase() === name);
}

/**
 * One call a line: a cell per parameter in ABI order (arrays and tuples as JSON), then, for a payable function, an
 * optional value in the chain's coin (exact decimal). Blank and `#` lines are skipped; a first line naming the
 * parameters is a header. Every problem names its line and column.
 */
export function parseCallRows(text: string, item: AbiFunction, nativeDecimals: number): ParsedCallRows {
  const rows: CallRow[] = [];
  const issues: CallRowIssue[] = [];
  const payable = isPayable(item);
  const inputCount = item.inputs.length;
  let isFirst = true;
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.replace(/^\uFEFF/, '').trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const cells = splitCells(trimmed);
    if (isFirst && isHeader(item, cells)) {
      isFirst = false;
      return;
    }
    isFirst = false;
    const hasValue = payable && cells.length === inputCount + 1;
    if (cells.length !== inputCount && !hasValue) {
      issues.push({ line, code: 'columns', expected: String(inputCount + (payable ? 1 : 0)) });
      return;
    }
    const args: unknown[] = [];
    for (let at = 0; at < inputCount; at += 1) {
      try {
        args.push(parseCell(item.inputs[at], cells[at]));
      } catch (error) {
        if (!(error instanceof ArgumentError)) throw error;
        issues.push({ line, code: error.code, column: parameterName(item, at), expected: error.expected });
        return;
      }
    }
    let value = 0n;
    if (hasValue && cells[inputCount] !== '') {
      const parsed = tryParseDecimal(cells[inputCount], nativeDecimals);
      if (parsed === undefined || parsed < 0n) {
        issues.push({ line, code: 'value', column: 'value' });
        return;
      }
      value = parsed;
    }
    try {
      rows.push({ line, args, value, data: encodeCall(item, args) });
    } catch {
      issues.push({ line, code: 'encode' });
    }
  });
  return { rows, issues };
}

export type Pairing = { ok: true; calls: CallRow[] } | { ok: false; rowCount: number; walletCount: number };

/**
 * Which call each wallet makes: with no line the function's no-argument call, one line for every wallet, or one line
 * per wallet in order. The connected wallet (one sender) makes every line's call in turn.
 */
export function pairCalls(item: AbiFunction, rows: readonly CallRow[], walletCount: number): Pairing {
  if (rows.length === 0 && item.inputs.length === 0) {
    const data = encodeCall(item, []);
    return { ok: true, calls: Array.from({ length: walletCount }, () => ({ line: 0, args: [], value: 0n, data })) };
  }
  if (rows.length === 1) return { ok: true, calls: Array.from({ length: walletCount }, () => rows[0]) };
  if (rows.length === walletCount) return { ok: true, calls: [...rows] };
  return { ok: false, rowCount: rows.length, walletCount };
}
