'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { walletColumns } from './wallet-export';
import type { GeneratedWallet } from './wallet-generation';
import { WalletRow } from './wallet-row';

/** From this many rows on, only the rows in view are in the DOM (fixed row height: nothing is measured). */
export const VIRTUAL_FROM = 100;
const ROW_HEIGHT = 40;
const VIEWPORT_HEIGHT = 480;
const OVERSCAN = 10;

/** Shown secrets: every row but the exceptions when `all`, else only the exceptions. */
interface Reveal {
  all: boolean;
  exceptions: ReadonlySet<number>;
}

interface RowsProps {
  wallets: readonly GeneratedWallet[];
  columns: ReturnType<typeof walletColumns>;
  isRevealed: (position: number) => boolean;
  onToggle: (position: number) => void;
}

/**
 * The scroll box is the parent's element, given as state, not a ref: these rows' layout effects run before the
 * parent's ref is attached, so a ref read there is null and the virtualiser shows no row until something re-renders.
 */
function VirtualRows({ scrollElement, ...props }: RowsProps & { scrollElement: HTMLDivElement | null }) {
  const { wallets, columns, isRevealed, onToggle } = props;
  const virtualizer = useVirtualizer({
    count: wallets.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {paddingTop > 0 && (
        <tr style={{ height: paddingTop }}>
          <td colSpan={columns.length} />
        </tr>
      )}
      {items.map((item) => (
        <WalletRow
          key={item.key}
          wallet={wallets[item.index]}
          position={item.index}
          columns={columns}
          isRevealed={isRevealed(item.index)}
          onToggle={onToggle}
          style={{ height: ROW_HEIGHT }}
        />
      ))}
      {paddingBottom > 0 && (
        <tr style={{ height: paddingBottom }}>
          <td colSpan={columns.length} />
        </tr>
      )}
    </>
  );
}

/** The generated wallets, keys masked (shown per row or all at once); virtualised when the list is long. */
export function WalletTable({ wallets }: { wallets: readonly GeneratedWallet[] }) {
  const t = useTranslations('walletTools.table');
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const columns = useMemo(() => walletColumns(wallets), [wallets]);
  const [reveal, setReveal] = useState<Reveal>({ all: false, exceptions: new Set() });
  const isVirtual = wallets.length >= VIRTUAL_FROM;
  const isRevealed = useCallback((position: number) => reveal.all !== reveal.exceptions.has(position), [reveal]);
  const onToggle = useCallback((position: number) => {
    setReveal((current) => {
      const exceptions = new Set(current.exceptions);
      if (!exceptions.delete(position)) exceptions.add(position);
      return { all: current.all, exceptions };
    });
  }, []);
  const rowsProps = { wallets, columns, isRevealed, onToggle };

  return (
    <div className="wallet-tools__table">
      <div className="wallet-tools__actions">
        <button
          type="button"
          className="wallet-tools__button wallet-tools__button--secondary"
          aria-pressed={reveal.all}
          onClick={() => setReveal({ all: !reveal.all, exceptions: new Set() })}
        >
          {reveal.all ? t('hideAll') : t('revealAll')}
        </button>
      </div>
      <div
        ref={setScrollElement}
        className="wallet-tools__scroll"
        style={isVirtual ? { height: VIEWPORT_HEIGHT, overflow: 'auto' } : { overflowX: 'auto' }}
      >
        <table className="account-table" aria-label={t('label')} aria-rowcount={wallets.length + 1}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {isVirtual ? (
              <VirtualRows scrollElement={scrollElement} {...rowsProps} />
            ) : (
              wallets.map((wallet, position) => (
                <WalletRow
                  key={`${wallet.index}-${wallet.address}`}
                  wallet={wallet}
                  position={position}
                  columns={columns}
                  isRevealed={isRevealed(position)}
                  onToggle={onToggle}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
