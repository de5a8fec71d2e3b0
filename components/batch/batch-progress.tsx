'use client';

import { useTranslations } from 'next-intl';
import { ROW_STATUSES } from '@/lib/batch/job';
import type { StatusCounts } from '@/lib/batch/types';

interface BatchProgressProps {
  counts: StatusCounts;
}

/** Rows per status and a bar of the rows done (confirmed or failed). */
export function BatchProgress({ counts }: BatchProgressProps) {
  const t = useTranslations('batch');
  const done = counts.confirmed + counts.failed;
  const percent = counts.total === 0 ? 0 : Math.floor((done * 100) / counts.total);
  return (
    <div className="batch-progress">
      <div
        role="progressbar"
        aria-label={t('progress.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t('progress.summary', { done, total: counts.total })}
        style={{ height: 8, background: 'rgba(127, 127, 127, 0.25)', borderRadius: 4, overflow: 'hidden' }}
      >
        <div style={{ width: `${percent}%`, height: '100%', background: 'currentColor' }} />
      </div>
      <p role="status">{t('progress.summary', { done, total: counts.total })}</p>
      <dl className="batch-progress__counts">
        {ROW_STATUSES.map((status) => (
          <div key={status} data-status={status}>
            <dt>{t(`status.${status}`)}</dt>
            <dd>{counts[status]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
