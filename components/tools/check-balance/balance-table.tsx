'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import { shortenAddress } from '@/lib/client/user';
import { type BalanceColumn, type BalanceResult, type BalanceSort, formatBalance } from './results';

/** One fixed row height, so the virtualiser never measures: 10,000 rows scroll smoothly. */
const ROW_HEIGHT = 36;
const OVERSCAN = 10;

interface BalanceTableProps {
  result: BalanceResult;
  /** The rows to show, in order (filtered and sorted). */
  indexes: readonly number[];
  totalsShown: readonly bigint[];
  /** Totals of every row, shown as well while filters hide some. */
  totalsAll: readonly bigint[] | null;
  sort: BalanceSort;
  onSort: (key: string) => void;
  describeError: (column: BalanceColumn, error: string) => string;
  isCompact: boolean;
  /** The explorer page of an address on the checked chain (each family's own, so this table loads no chain code). */
  explorerLink: (address: string) => string | undefined;
}

export function columnLabel(column: BalanceColumn): string {
  return column.symbol || shortenAddress(column.token);
}

/** Every address with each balance, exact; totals on top; only the rows in view are in the DOM. */
export function BalanceTable(props: BalanceTableProps) {
  const { result, indexes, totalsShown, totalsAll, sort, onSort, describeError, isCompact, explorerLink } = props;
  const t = useTranslations('checkBalance.results');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: indexes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnCount = result.columns.length + 3;

  const header = (key: string, label: string) => {
    const isSorted = sort.key === key;
    return (
      <th scope="col" key={key} aria-sort={isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          className="check-balance__sort"
          title={t('sortBy', { column: label })}
          onClick={() => onSort(key)}
        >
          {label}
          <span aria-hidden="true">{isSorted ? (sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
        </button>
      </th>
    );
  };
  const totalsRow = (kind: 'shown' | 'all', totals: readonly bigint[]) => (
    <tr className="check-balance__totals" data-totals={kind}>
      <th scope="row" colSpan={2}>
        {t(kind === 'shown' ? 'totalShown' : 'totalAll')}
      </th>
      {result.columns.map((column, position) => (
        <td key={column.key} data-column={column.key}>
          {formatBalance(totals[position] ?? 0n, column.decimals)}
        </td>
      ))}
      <td />
    </tr>
  );

  return (
    <div ref={scrollRef} className="check-balance__table" style={{ height: isCompact ? 360 : 480, overflow: 'auto' }}>
      <table className="account-table" aria-label={t('tableLabel')} aria-rowcount={indexes.length + 1}>
        <thead>
          <tr>
            {header('line', t('line'))}
            {header('address', t('address'))}
            {result.columns.map((column) => header(column.key, columnLabel(column)))}
            <th scope="col">{t('error')}</th>
          </tr>
          {totalsRow('shown', totalsShown)}
          {totalsAll && totalsRow('all', totalsAll)}
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr style={{ height: paddingTop }}>
              <td colSpan={columnCount} />
            </tr>
          )}
          {items.map((item) => {
            const index = indexes[item.index];
            const address = result.addresses[index];
            const explorer = explorerLink(address);
            const shown = isCompact ? shortenAddress(address) : address;
            const errors = result.columns.flatMap((column) => {
              const error = column.errors[index];
              return error ? [describeError(column, error)] : [];
            });
            return (
              <tr key={item.key} data-index={item.index} data-address={address} style={{ height: ROW_HEIGHT }}>
                <td>{result.lines[index]}</td>
                <td className="check-balance__mono" title={address}>
                  {explorer ? (
                    <a href={explorer} target="_blank" rel="noreferrer" aria-label={t('explorer', { address })}>
                      {shown}
                    </a>
                  ) : (
                    shown
                  )}
                </td>
                {result.columns.map((column) => {
                  const balance = column.balances[index];
                  return (
                    <td key={column.key} data-column={column.key}>
                      {balance === null ? t('notRead') : formatBalance(balance, column.decimals)}
                    </td>
                  );
                })}
                <td className={errors.length > 0 ? 'account-field__error' : undefined}>{errors.join('; ')}</td>
              </tr>
            );
          })}
          {paddingBottom > 0 && (
            <tr style={{ height: paddingBottom }}>
              <td colSpan={columnCount} />
            </tr>
          )}
        </tbody>
      </table>
      {indexes.length === 0 && <p className="account-field__hint">{t('empty')}</p>}
    </div>
  );
}
