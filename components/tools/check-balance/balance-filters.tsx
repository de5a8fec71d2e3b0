'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { columnLabel } from './balance-table';
import { type BalanceColumn, type BalanceFilters as Filters, isFiltering, NO_FILTERS } from './results';

interface BalanceFiltersProps {
  columns: readonly BalanceColumn[];
  filters: Filters;
  onChange: (filters: Filters) => void;
  /** Column keys whose minimum is not an exact amount. */
  invalidMinimums: ReadonlySet<string>;
}

/** Hide all-zero rows, search an address, and a minimum balance per column. */
export function BalanceFilters({ columns, filters, onChange, invalidMinimums }: BalanceFiltersProps) {
  const t = useTranslations('checkBalance.filters');
  const id = useId();
  return (
    <fieldset className="check-balance__filters">
      <legend>{t('legend')}</legend>
      <label className="check-balance__check">
        <input
          type="checkbox"
          checked={filters.hideZero}
          onChange={(event) => onChange({ ...filters, hideZero: event.target.checked })}
        />
        {t('hideZero')}
      </label>
      <label className="check-balance__filter">
        <span>{t('search')}</span>
        <input
          type="search"
          className="account-field__input check-balance__mono"
          spellCheck={false}
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </label>
      {columns.map((column) => {
        const isInvalid = invalidMinimums.has(column.key);
        return (
          <div className="check-balance__filter" key={column.key}>
            <label htmlFor={`${id}-${column.key}`}>{t('minimum', { symbol: columnLabel(column) })}</label>
            <input
              id={`${id}-${column.key}`}
              inputMode="decimal"
              className="account-field__input"
              aria-invalid={isInvalid}
              aria-describedby={isInvalid ? `${id}-${column.key}-error` : undefined}
              value={filters.minimums[column.key] ?? ''}
              onChange={(event) =>
                onChange({ ...filters, minimums: { ...filters.minimums, [column.key]: event.target.value } })
              }
            />
            {isInvalid && (
              <span id={`${id}-${column.key}-error`} className="account-field__error">
                {t('invalidMinimum', { decimals: column.decimals })}
              </span>
            )}
          </div>
        );
      })}
      {isFiltering(filters) && (
        <button type="button" className="button button--small" onClick={() => onChange(NO_FILTERS)}>
          {t('clear')}
        </button>
      )}
    </fieldset>
  );
}
