import type { BalanceToken } from '@/chains/evm/balances';
import { toCsv } from '@/lib/batch/csv';
import { formatBaseUnits, tryParseDecimal } from '@/lib/fees/decimal';

/** One balance column: the native coin or one token (ERC-20, SPL), read for every address of the check. */
export interface BalanceColumn {
  /** 'native' or the token address in lowercase. */
  key: string;
  /** 'native' or the token's address (an EVM BalanceToken, a Solana mint). */
  token: BalanceToken | string;
  symbol: string;
  decimals: number;
  /** In the order of the check's addresses; null where that owner's read failed. */
  balances: (bigint | null)[];
  errors: (string | undefined)[];
}

export interface BalanceResult {
  chainId: number;
  /** Each once, in the chain's display form (EIP-55, base58). */
  addresses: string[];
  /** The input line of each address. */
  lines: number[];
  columns: BalanceColumn[];
}

export interface BalanceFilters {
  /** Hide rows whose every read balance is zero (rows with a failed read stay). */
  hideZero: boolean;
  search: string;
  /** Minimum per column key, as typed (decimal text in the column's unit). */
  minimums: Readonly<Record<string, string>>;
}

export const NO_FILTERS: BalanceFilters = { hideZero: false, search: '', minimums: {} };

export type SortDirection = 'asc' | 'desc';
/** 'line', 'address' or a column key. */
export interface BalanceSort {
  key: string;
  direction: SortDirection;
}

export const DEFAULT_SORT: BalanceSort = { key: 'line', direction: 'asc' };

export function columnKey(token: BalanceToken): string {
  return token === 'native' ? 'native' : token.toLowerCase();
}

/** The exact amount, never through a float. */
export function formatBalance(balance: bigint, decimals: number): string {
  return formatBaseUnits(balance, decimals);
}

export function isFiltering(filters: BalanceFilters): boolean {
  return (
    filters.hideZero || filters.search.trim() !== '' || Object.values(filters.minimums).some((text) => text.trim())
  );
}

/** The typed minimums as base units; keys whose text is not an exact amount are listed as invalid and ignored. */
export function parseMinimums(
  columns: readonly BalanceColumn[],
  minimums: Readonly<Record<string, string>>,
): { values: Map<string, bigint>; invalid: Set<string> } {
  const values = new Map<string, bigint>();
  const invalid = new Set<string>();
  for (const column of columns) {
    const text = minimums[column.key]?.trim() ?? '';
    if (!text) continue;
    const value = tryParseDecimal(text.startsWith('.') ? `0${text}` : text, column.decimals);
    if (value === undefined) invalid.add(column.key);
    else values.set(column.key, value);
  }
  return { values, invalid };
}

function matches(result: BalanceResult, index: number, filters: BalanceFilters, minimums: Map<string, bigint>) {
  const search = filters.search.trim().toLowerCase();
  if (search && !result.addresses[index].toLowerCase().includes(search)) return false;
  if (filters.hideZero && result.columns.length > 0) {
    if (result.columns.every((column) => column.balances[index] === 0n)) return false;
  }
  return result.columns.every((column) => {
    const minimum = minimums.get(column.key);
    if (minimum === undefined) return true;
    const balance = column.balances[index];
    return balance !== null && balance >= minimum;
  });
}

function compareBalances(left: bigint | null, right: bigint | null): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  return left < right ? -1 : 1;
}

/** Row indexes that pass the filters, in the chosen order; failed reads sort last either way, ties keep input order. */
export function visibleRows(result: BalanceResult, filters: BalanceFilters, sort: BalanceSort): number[] {
  const { values } = parseMinimums(result.columns, filters.minimums);
  const indexes = result.addresses.map((_, index) => index).filter((index) => matches(result, index, filters, values));
  const sign = sort.direction === 'asc' ? 1 : -1;
  const column = result.columns.find((candidate) => candidate.key === sort.key);
  if (column) {
    return indexes.sort((left, right) => {
      const [a, b] = [column.balances[left], column.balances[right]];
      if (a === null || b === null) return compareBalances(a, b) || left - right;
      return sign * compareBalances(a, b) || left - right;
    });
  }
  if (sort.key === 'address') {
    return indexes.sort((left, right) => {
      const [a, b] = [result.addresses[left].toLowerCase(), result.addresses[right].toLowerCase()];
      return sign * (a < b ? -1 : a > b ? 1 : 0);
    });
  }
  return sort.direction === 'asc' ? indexes : indexes.reverse();
}

/** Exact sum of each column over the given rows (failed reads count as nothing). */
export function columnTotals(result: BalanceResult, indexes: readonly number[]): bigint[] {
  return result.columns.map((column) => indexes.reduce((sum, index) => sum + (column.balances[index] ?? 0n), 0n));
}

/** A column's CSV header: the symbol, and for a token its contract too (two tokens may share a symbol). */
export function columnHeader(column: BalanceColumn): string {
  const symbol = column.symbol || '?';
  return column.token === 'native' ? symbol : `${symbol} (${column.token})`;
}

/** Cells starting with = + - @ are quoted so a spreadsheet never runs them as a formula. */
const UNPARSE_OPTIONS = { escapeFormulae: true, newline: '\r\n' } as const;

/**
 * The rows as CSV: line, address, one exact amount per column, and the failed reads in the user's words. An amount
 * is left empty where its read failed.
 */
export function balancesToCsv(
  result: BalanceResult,
  indexes: readonly number[],
  describeError: (column: BalanceColumn, error: string) => string,
): string {
  const fields = ['line', 'address', ...result.columns.map(columnHeader), 'error'];
  const data = indexes.map((index) => {
    const amounts = result.columns.map((column) => {
      const balance = column.balances[index];
      return balance === null ? '' : formatBalance(balance, column.decimals);
    });
    const errors = result.columns.flatMap((column) => {
      const error = column.errors[index];
      return error ? [describeError(column, error)] : [];
    });
    return [result.lines[index], result.addresses[index], ...amounts, errors.join('; ')];
  });
  return toCsv({ fields, data }, UNPARSE_OPTIONS);
}
