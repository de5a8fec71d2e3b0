import Papa from 'papaparse';
import type { Address } from 'viem';
import { addressLimit } from './limits';
import {
  type BalanceColumn,
  type BalanceResult,
  balancesToCsv,
  columnTotals,
  DEFAULT_SORT,
  NO_FILTERS,
  parseMinimums,
  visibleRows,
} from './results';

const TOKEN = '0x00000000000000000000000000000000000000aa' as Address;
const ADDRESSES = [
  '0x1111111111111111111111111111111111111111',
  '0x2222222222222222222222222222222222222222',
  '0x3333333333333333333333333333333333333333',
  '0xAbCd000000000000000000000000000000000004',
] as Address[];

function column(partial: Partial<BalanceColumn> & Pick<BalanceColumn, 'balances'>): BalanceColumn {
  return {
    key: 'native',
    token: 'native',
    symbol: 'ETH',
    decimals: 18,
    errors: partial.balances.map(() => undefined),
    ...partial,
  };
}

const RESULT: BalanceResult = {
  chainId: 1,
  addresses: ADDRESSES,
  lines: [2, 3, 5, 6],
  columns: [
    column({ balances: [10n ** 18n + 1n, 0n, 5n * 10n ** 17n, 0n] }),
    column({
      key: TOKEN,
      token: TOKEN,
      symbol: 'USDT',
      decimals: 6,
      balances: [0n, 0n, 2_500_000n, null],
      errors: [undefined, undefined, undefined, 'balance call reverted'],
    }),
  ],
};

const describe_ = (entry: BalanceColumn, error: string) => `${entry.symbol}: ${error}`;

describe('balance results', () => {
  it('keeps input order by default and sorts any column both ways, failed reads last', () => {
    expect(visibleRows(RESULT, NO_FILTERS, DEFAULT_SORT)).toEqual([0, 1, 2, 3]);
    expect(visibleRows(RESULT, NO_FILTERS, { key: 'line', direction: 'desc' })).toEqual([3, 2, 1, 0]);
    expect(visibleRows(RESULT, NO_FILTERS, { key: 'native', direction: 'desc' })).toEqual([0, 2, 1, 3]);
    expect(visibleRows(RESULT, NO_FILTERS, { key: 'native', direction: 'asc' })).toEqual([1, 3, 2, 0]);
    expect(visibleRows(RESULT, NO_FILTERS, { key: TOKEN, direction: 'desc' })).toEqual([2, 0, 1, 3]);
    expect(visibleRows(RESULT, NO_FILTERS, { key: TOKEN, direction: 'asc' })).toEqual([0, 1, 2, 3]);
    expect(visibleRows(RESULT, NO_FILTERS, { key: 'address', direction: 'desc' })).toEqual([3, 2, 1, 0]);
  });

  it('hides all-zero rows but keeps rows with a failed read, searches any case, applies exact minimums', () => {
    expect(visibleRows(RESULT, { ...NO_FILTERS, hideZero: true }, DEFAULT_SORT)).toEqual([0, 2, 3]);
    expect(visibleRows(RESULT, { ...NO_FILTERS, search: ' abcd ' }, DEFAULT_SORT)).toEqual([3]);
    const minimum = (minimums: Record<string, string>) =>
      visibleRows(RESULT, { ...NO_FILTERS, minimums }, DEFAULT_SORT);
    expect(minimum({ native: '0.5' })).toEqual([0, 2]);
    expect(minimum({ native: '1.000000000000000001' })).toEqual([0]);
    expect(minimum({ native: '1.000000000000000002' })).toEqual([]);
    expect(minimum({ [TOKEN]: '.5' })).toEqual([2]);
    // A typo filters nothing and is reported.
    expect(minimum({ native: '1e5' })).toEqual([0, 1, 2, 3]);
    expect(parseMinimums(RESULT.columns, { native: '1e5', [TOKEN]: '0.0000001' }).invalid).toEqual(
      new Set(['native', TOKEN]),
    );
  });

  it('totals columns exactly over the given rows', () => {
    expect(columnTotals(RESULT, [0, 1, 2, 3])).toEqual([15n * 10n ** 17n + 1n, 2_500_000n]);
    expect(columnTotals(RESULT, [1])).toEqual([0n, 0n]);
  });

  it('exports exact amounts, headers naming the token contract, and failed reads', () => {
    const csv = balancesToCsv(RESULT, [2, 3], describe_);
    const { data } = Papa.parse<string[]>(csv.trim());
    expect(data).toEqual([
      ['line', 'address', 'ETH', `USDT (${TOKEN})`, 'error'],
      ['5', ADDRESSES[2], '0.5', '2.5', ''],
      ['6', ADDRESSES[3], '0', '', 'USDT: balance call reverted'],
    ]);
  });

  it('limits a check to 100 addresses signed out, 2,000 signed in and 10,000 with the fastRPC VIP', () => {
    expect(addressLimit({ isLoggedIn: false, isFastRpcVip: false })).toBe(100);
    expect(addressLimit({ isLoggedIn: true, isFastRpcVip: false })).toBe(2000);
    expect(addressLimit({ isLoggedIn: true, isFastRpcVip: true })).toBe(10_000);
  });
});
