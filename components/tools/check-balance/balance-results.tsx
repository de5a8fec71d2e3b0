'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { downloadCsv } from '@/components/batch/download-csv';
import { BalanceFilters } from './balance-filters';
import { BalanceTable } from './balance-table';
import {
  type BalanceColumn,
  type BalanceResult,
  type BalanceSort,
  balancesToCsv,
  columnTotals,
  DEFAULT_SORT,
  isFiltering,
  NO_FILTERS,
  parseMinimums,
  visibleRows,
} from './results';

/** readBalances' per-owner reasons, in the user's words; anything else as the node said it. */
function useDescribeError() {
  const t = useTranslations('checkBalance.results');
  return useCallback(
    (column: BalanceColumn, error: string) => {
      const reason = /reverted/i.test(error)
        ? t('ownerReverted')
        : /no balance returned/i.test(error)
          ? t('ownerNoBalance')
          : error;
      return t('ownerError', { symbol: column.symbol || column.token, reason });
    },
    [t],
  );
}

/** The results of a check: filters, sort, totals, CSV export and the table. */
export function BalanceResults({
  result,
  isCompact,
  explorerLink,
}: {
  result: BalanceResult;
  isCompact: boolean;
  /** The explorer page of an address on the checked chain. */
  explorerLink: (address: string) => string | undefined;
}) {
  const t = useTranslations('checkBalance.results');
  const describeError = useDescribeError();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [sort, setSort] = useState<BalanceSort>(DEFAULT_SORT);
  // Typing a filter over 10,000 rows stays responsive: the rows follow at a lower priority.
  const deferredFilters = useDeferredValue(filters);
  const indexes = useMemo(() => visibleRows(result, deferredFilters, sort), [result, deferredFilters, sort]);
  const allIndexes = useMemo(() => result.addresses.map((_, index) => index), [result]);
  const isFiltered = isFiltering(deferredFilters);
  const totalsShown = useMemo(() => columnTotals(result, indexes), [result, indexes]);
  const totalsAll = useMemo(
    () => (isFiltered ? columnTotals(result, allIndexes) : null),
    [result, allIndexes, isFiltered],
  );
  const { invalid } = parseMinimums(result.columns, filters.minimums);

  const onSort = (key: string) =>
    setSort((current) =>
      current.key === key
        ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: key === 'line' || key === 'address' ? 'asc' : 'desc' },
    );
  const exportRows = (rows: readonly number[], suffix: string) =>
    downloadCsv(`balances-${result.chainId}${suffix}.csv`, balancesToCsv(result, rows, describeError));

  return (
    <section className="check-balance__results" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <BalanceFilters columns={result.columns} filters={filters} onChange={setFilters} invalidMinimums={invalid} />
      <div className="check-balance__row">
        <p role="status">{t('shown', { shown: indexes.length, total: result.addresses.length })}</p>
        <button type="button" className="button button--small" onClick={() => exportRows(allIndexes, '')}>
          {t('exportAll')}
        </button>
        {isFiltered && (
          <button type="button" className="button button--small" onClick={() => exportRows(indexes, '-filtered')}>
            {t('exportShown')}
          </button>
        )}
      </div>
      <BalanceTable
        result={result}
        indexes={indexes}
        totalsShown={totalsShown}
        totalsAll={totalsAll}
        sort={sort}
        onSort={onSort}
        describeError={describeError}
        isCompact={isCompact}
        explorerLink={explorerLink}
      />
    </section>
  );
}
