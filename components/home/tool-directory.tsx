'use client';

import { useId, useMemo, useState } from 'react';
import { FilterSelect } from './filter-select';

/** A live tool of the directory: every item is a link to a page that works. */
export interface DirectoryItem {
  routeName: string;
  href: string;
  title: string;
  category: string;
  categoryLabel: string;
  chain: string | null;
  chainLabel: string | null;
}

export interface DirectoryLabels {
  searchLabel: string;
  searchPlaceholder: string;
  chainFilter: string;
  categoryFilter: string;
  allChains: string;
  allCategories: string;
  noMatch: string;
}

/** The filter's choices: only values some live tool has, so a chain is offered once it has a tool. */
function uniqueOptions(items: DirectoryItem[], key: 'chain' | 'category'): { value: string; label: string }[] {
  const options = new Map<string, string>();
  for (const item of items) {
    const value = item[key];
    if (value) options.set(value, (key === 'chain' ? item.chainLabel : item.categoryLabel) ?? value);
  }
  return [...options].map(([value, label]) => ({ value, label }));
}

/** The live tools as links, filterable by chain, category and a search over titles. */
export function ToolDirectory({ items, labels }: { items: DirectoryItem[]; labels: DirectoryLabels }) {
  const [query, setQuery] = useState('');
  const [chain, setChain] = useState('');
  const [category, setCategory] = useState('');
  const id = useId();
  const chains = useMemo(() => uniqueOptions(items, 'chain'), [items]);
  const categories = useMemo(() => uniqueOptions(items, 'category'), [items]);

  const needle = query.trim().toLowerCase();
  const visible = items.filter(
    (item) =>
      (!chain || item.chain === chain) &&
      (!category || item.category === category) &&
      (!needle || `${item.title} ${item.chainLabel ?? ''} ${item.categoryLabel}`.toLowerCase().includes(needle)),
  );

  return (
    <div className="directory">
      <div className="directory__filters">
        <label htmlFor={`${id}-search`}>{labels.searchLabel}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          placeholder={labels.searchPlaceholder}
          onChange={(event) => setQuery(event.target.value)}
        />
        <FilterSelect
          id={`${id}-chain`}
          label={labels.chainFilter}
          allLabel={labels.allChains}
          options={chains}
          value={chain}
          onChange={setChain}
        />
        <FilterSelect
          id={`${id}-category`}
          label={labels.categoryFilter}
          allLabel={labels.allCategories}
          options={categories}
          value={category}
          onChange={setCategory}
        />
      </div>
      {visible.length === 0 ? (
        <p className="directory__empty">{labels.noMatch}</p>
      ) : (
        <ul className="directory__list">
          {visible.map((item) => (
            <li key={item.href}>
              <a className="tool-card" href={item.href}>
                <span className="tool-card__title">{item.title}</span>
                <span className="tool-card__meta">
                  {item.chainLabel ? `${item.chainLabel} · ` : ''}
                  {item.categoryLabel}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
