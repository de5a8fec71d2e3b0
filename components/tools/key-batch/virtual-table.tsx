'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useRef } from 'react';

const ROW_HEIGHT = 36;
const VIEWPORT_HEIGHT = 420;
const OVERSCAN = 10;

interface VirtualTableProps {
  label: string;
  columns: readonly string[];
  count: number;
  /** The cells of row `index`. */
  row: (index: number) => ReactNode[];
  /** A data-state attribute per row (for styling and tests). */
  rowState?: (index: number) => string | undefined;
}

/** A table of fixed-height rows where only the rows in view are in the DOM: thousands of wallets scroll smoothly. */
export function VirtualTable({ label, columns, count, row, rowState }: VirtualTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div
      ref={scrollRef}
      className="key-batch__scroll"
      style={{ height: Math.min(VIEWPORT_HEIGHT, (count + 1) * ROW_HEIGHT + 2), overflow: 'auto' }}
    >
      <table className="account-table key-batch__table" aria-label={label} aria-rowcount={count + 1}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr style={{ height: paddingTop }}>
              <td colSpan={columns.length} />
            </tr>
          )}
          {items.map((item) => (
            <tr
              key={item.key}
              data-index={item.index}
              data-state={rowState?.(item.index)}
              style={{ height: ROW_HEIGHT }}
            >
              {row(item.index).map((cell, position) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, one per column, never reordered.
                <td key={position}>{cell}</td>
              ))}
            </tr>
          ))}
          {paddingBottom > 0 && (
            <tr style={{ height: paddingBottom }}>
              <td colSpan={columns.length} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
