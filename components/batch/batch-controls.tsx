'use client';

import { useTranslations } from 'next-intl';
import type { BatchExecutor, ExecutorSnapshot } from '@/lib/batch/executor';
import { resultsToCsv } from '@/lib/batch/export';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { buttonProps } from './button-emphasis';
import { downloadCsv } from './download-csv';

interface BatchControlsProps {
  executor: BatchExecutor;
  snapshot: ExecutorSnapshot;
  amountDecimals?: number;
  /** The name of the results download, e.g. 'batch-send.csv'. */
  exportFileName: string;
  /** False while the job's signer is missing (another wallet connected): only pause, cancel and export are offered. */
  canRun?: boolean;
  /** A tool's own results file (e.g. with explorer links) instead of the engine's columns, and its button's text. */
  exportCsv?: () => string;
  exportLabel?: string;
  /** Test ids of the start, retry and export buttons, for tools whose browser tests drive them. */
  testIds?: { start?: string; retry?: string; export?: string };
}

/** Start or continue, pause, cancel, retry the failed rows, export the results. */
export function BatchControls({
  executor,
  snapshot,
  amountDecimals,
  exportFileName,
  canRun = true,
  exportCsv,
  exportLabel,
  testIds = {},
}: BatchControlsProps) {
  const t = useTranslations('batch.controls');
  const locale = useSiteLocale();
  const { counts, isRunning } = snapshot;
  const hasWork = counts.pending + counts.sent > 0;
  const csv = () => exportCsv?.() ?? resultsToCsv(snapshot.job, { locale, amountDecimals });
  const canStart = canRun && !isRunning && hasWork;
  const canRetry = canRun && !isRunning && counts.failed > 0;
  // One primary action: start (or continue), else retry the failures, else, once every row went through, the
  // results. While it runs, or while the signer is missing (connecting is the step then), nothing here is primary.
  const primary = isRunning
    ? null
    : canStart
      ? 'start'
      : canRetry
        ? 'retry'
        : hasWork || counts.failed > 0
          ? null
          : 'export';
  return (
    <div className="batch-controls">
      {canStart && (
        <button
          type="button"
          {...buttonProps('primary', { isSmall: false })}
          data-testid={testIds.start}
          onClick={() => void executor.run()}
        >
          {t('start')}
        </button>
      )}
      {isRunning && (
        <>
          <button type="button" {...buttonProps('secondary')} onClick={() => executor.pause()}>
            {t('pause')}
          </button>
          <button type="button" {...buttonProps('secondary')} onClick={() => executor.cancel()}>
            {t('cancel')}
          </button>
        </>
      )}
      {canRetry && (
        <button
          type="button"
          {...buttonProps(primary === 'retry' ? 'primary' : 'secondary')}
          data-testid={testIds.retry}
          onClick={() => void executor.retryFailed()}
        >
          {t('retryFailed')}
        </button>
      )}
      <button
        type="button"
        {...buttonProps(primary === 'export' ? 'primary' : 'quiet')}
        data-testid={testIds.export}
        onClick={() => downloadCsv(exportFileName, csv())}
      >
        {exportLabel ?? t('export')}
      </button>
    </div>
  );
}
