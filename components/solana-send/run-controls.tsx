'use client';

import { useLocale, useTranslations } from 'next-intl';
import { downloadCsv } from '@/components/batch/download-csv';
import type { BatchExecutor, ExecutorSnapshot } from '@/lib/batch';
import { isLocale } from '@/lib/i18n/config';
import { solanaSendResultsCsv } from './results-csv';

export const EXPORT_FILE_NAME = 'solana-batch-send-results.csv';

interface RunControlsProps {
  executor: BatchExecutor;
  snapshot: ExecutorSnapshot;
  decimals: number;
  /** False while the job's wallet is not the connected one: only the export is offered. */
  canSend: boolean;
}

/**
 * Start or continue, pause, cancel, retry the failed rows (the driver asks the chain first), and the results with
 * their Solscan links. BatchControls' own export has no link column, hence these controls (same texts).
 */
export function RunControls({ executor, snapshot, decimals, canSend }: RunControlsProps) {
  const t = useTranslations('batch.controls');
  const tRun = useTranslations('solanaSend.run');
  const localeName = useLocale();
  const locale = isLocale(localeName) ? localeName : 'en';
  const { counts, isRunning } = snapshot;
  const hasWork = counts.pending + counts.sent > 0;
  return (
    <div className="batch-controls">
      {canSend && !isRunning && hasWork && (
        <button type="button" className="button" data-testid="solana-send-continue" onClick={() => void executor.run()}>
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
      {canSend && !isRunning && counts.failed > 0 && (
        <button
          type="button"
          className="button button--small"
          data-testid="solana-send-retry"
          onClick={() => void executor.retryFailed()}
        >
          {t('retryFailed')}
        </button>
      )}
      <button
        type="button"
        className="button button--small"
        data-testid="solana-send-export"
        onClick={() =>
          downloadCsv(EXPORT_FILE_NAME, solanaSendResultsCsv(snapshot.job, { locale, amountDecimals: decimals }))
        }
      >
        {tRun('export')}
      </button>
    </div>
  );
}
