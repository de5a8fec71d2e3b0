'use client';

import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslations } from 'next-intl';
import { useMemo, useRef } from 'react';
import { chunkOfRows } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';
import { errorMessage } from '@/lib/errors';
import { formatDecimal } from '@/lib/fees/decimal';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';

/** Rows have one fixed height, so the virtualiser never measures: scrolling 5,000 rows stays smooth. */
const ROW_HEIGHT = 36;
const VIEWPORT_HEIGHT = 480;
const OVERSCAN = 10;

interface BatchTableProps {
  job: JobState;
  /** Decimals of the rows' amounts; the amount column is left out without it. */
  amountDecimals?: number;
  /** The explorer page of a transaction. */
  txUrl: (txHash: string) => string;
  /** The heading of a column showing each row's note (batch/send-nft: the token id); no column without it. */
  noteLabel?: string;
}

function shortHash(txHash: string): string {
  return txHash.length > 16 ? `${txHash.slice(0, 10)}…${txHash.slice(-6)}` : txHash;
}

/** Every row of a job with its status, transaction and error; only the rows in view are in the DOM. */
export function BatchTable({ job, amountDecimals, txUrl, noteLabel }: BatchTableProps) {
  const t = useTranslations('batch');
  const locale = useSiteLocale();
  const scrollRef = useRef<HTMLDivElement>(null);
  const chunks = useMemo(() => chunkOfRows(job), [job]);
  const hasAmount = amountDecimals !== undefined;
  const virtualizer = useVirtualizer({
    count: job.rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const columnCount = 5 + (hasAmount ? 1 : 0) + (noteLabel === undefined ? 0 : 1);

  return (
    <div ref={scrollRef} className="batch-table" style={{ height: VIEWPORT_HEIGHT, overflow: 'auto' }}>
      <table className="account-table" aria-label={t('table.label')} aria-rowcount={job.rows.length + 1}>
        <thead style={{ position: 'sticky', top: 0, background: 'inherit' }}>
          <tr>
            <th scope="col">{t('table.line')}</th>
            <th scope="col">{t('table.address')}</th>
            {noteLabel !== undefined && <th scope="col">{noteLabel}</th>}
            {hasAmount && <th scope="col">{t('table.amount')}</th>}
            <th scope="col">{t('table.status')}</th>
            <th scope="col">{t('table.transaction')}</th>
            <th scope="col">{t('table.error')}</th>
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && (
            <tr className="batch-table__spacer" style={{ height: paddingTop }}>
              <td colSpan={columnCount} />
            </tr>
          )}
          {items.map((item) => {
            const row = job.rows[item.index];
            const chunk = chunks[item.index];
            const status = chunk?.status ?? 'pending';
            return (
              <tr key={item.key} data-index={item.index} aria-rowindex={item.index + 2} style={{ height: ROW_HEIGHT }}>
                <td>{row.line}</td>
                <td style={{ fontFamily: 'monospace' }}>{row.address}</td>
                {noteLabel !== undefined && <td style={{ fontFamily: 'monospace' }}>{row.note ?? ''}</td>}
                {hasAmount && <td>{row.amount === undefined ? '' : formatDecimal(row.amount, amountDecimals)}</td>}
                <td data-status={status}>{t(`status.${status}`)}</td>
                <td>
                  {chunk?.txHash && (
                    <a href={txUrl(chunk.txHash)} target="_blank" rel="noreferrer">
                      {shortHash(chunk.txHash)}
                    </a>
                  )}
                </td>
                <td>{chunk?.error ? errorMessage(chunk.error.code, locale, chunk.error.message) : ''}</td>
              </tr>
            );
          })}
          {paddingBottom > 0 && (
            <tr className="batch-table__spacer" style={{ height: paddingBottom }}>
              <td colSpan={columnCount} />
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
