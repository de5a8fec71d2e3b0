'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type BatchExecutor, type ExecutorSnapshot, resultsToCsv } from '@/lib/batch';
import { isLocale } from '@/lib/i18n/config';
import { downloadCsv } from './download-csv';

interface BatchControlsProps {
  executor: BatchExecutor;
  snapshot: ExecutorSnapshot;
  amountDecimals?: number;
  /** The name of the results download, e.g. 'batch-send.csv'. */
  exportFileName: string;
}

/** Start or continue, pause, cancel, retry the failed rows, export the results. */
export function BatchControls({ executor, snapshot, amountDecimals, exportFileName }: BatchControlsProps) {
  const t = useTranslations('batch.controls');
  const localeName = useLocale();
  const locale = isLocale(localeName) ? localeName : 'en';
  const { counts, isRunning } = snapshot;
  const hasWork = counts.pending + counts.sent > 0;
  return (
    <div className="batch-controls">
      {!isRunning && hasWork && (
        <button type="button" className="button" onClick={() => void executor.run()}>
          {t('start')}
        </button>
      )}
      {isRunning && (
        <>
          <button type="button" className="button button--small" onClick={() => executor.pause()}>
            {t('pause')}
          </button>
          <button type="button" className="button button--small" onClick={() => executor.cancel()}>
            {t('cancel')}
          </button>
        </>
      )}
      {!isRunning && counts.failed > 0 && (
        <button type="button" className="button button--small" onClick={() => void executor.retryFailed()}>
          {t('retryFailed')}
        </button>
      )}
      <button
        type="button"
        className="button button--small"
        onClick={() => downloadCsv(exportFileName, resultsToCsv(snapshot.job, { locale, amountDecimals }))}
      >
        {t('export')}
      </button>
    </div>
  );
}
