'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { BatchProgress } from '@/components/batch/batch-progress';
import { downloadCsv } from '@/components/batch/download-csv';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { toCsv } from '@/lib/batch/csv';
import type { ChunkFailure, JobState } from '@/lib/batch/types';
import { formatDecimal } from '@/lib/fees/decimal';
import { txUrl } from '../key-batch/chain';
import { type RunRow, runRows } from '../key-batch/run-rows';
import { RunTable } from '../key-batch/run-table';
import { useErrorText } from '../key-batch/use-error-text';
import type { KeyBatchRun } from '../key-batch/use-key-batch-run';
import { isApprovalRow } from './trade-driver';

const UNPARSE_OPTIONS = { escapeFormulae: true, newline: '\r\n' } as const;

/** The run as CSV: line, wallet, step (approve or trade), amount, status, transaction, its explorer link, error. */
export function tradeCsv(job: JobState, rows: readonly RunRow[], errorText: (failure: ChunkFailure) => string): string {
  const decimals = Number(job.meta.decimals ?? 18);
  const chainId = Number(job.meta.chainId);
  const data = rows.map((row, index) => [
    row.line,
    row.from,
    isApprovalRow(job.rows[index]) ? (job.rows[index].note ?? 'approve') : job.meta.side,
    row.amount === undefined ? '' : formatDecimal(row.amount, decimals),
    row.status,
    row.txHash ?? '',
    row.txHash ? (txUrl(chainId, row.txHash) ?? '') : '',
    row.error ? errorText(row.error) : '',
  ]);
  return toCsv(
    { fields: ['line', 'wallet', 'step', 'amount', 'status', 'txHash', 'txLink', 'error'], data },
    UNPARSE_OPTIONS,
  );
}

/** A trade run's progress, controls (start, pause, cancel, retry failed, export) and rows. */
export function TradeRunPanel({ run, storageTool }: { run: KeyBatchRun; storageTool: string }) {
  const t = useTranslations('keyBatch.run');
  const tControls = useTranslations('batch.controls');
  const errorText = useErrorText();
  const { snapshot, saveError } = useBatchExecutor(run.executor, storageTool);
  const { job, counts, isRunning } = snapshot;
  const rows = useMemo(() => runRows(job, run.attempts), [job, run.attempts]);
  const hasWork = counts.pending + counts.sent > 0;
  const { executor } = run;
  return (
    <section className="key-batch__run" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <BatchProgress counts={counts} />
      <div className="key-batch__actions">
        {!isRunning && hasWork && (
          <button type="button" className="button key-batch__button" onClick={() => void executor.run()}>
            {tControls('start')}
          </button>
        )}
        {isRunning && (
          <>
            <button type="button" className="button button--small key-batch__button" onClick={() => executor.pause()}>
              {tControls('pause')}
            </button>
            <button type="button" className="button button--small key-batch__button" onClick={() => executor.cancel()}>
              {tControls('cancel')}
            </button>
          </>
        )}
        {!isRunning && counts.failed > 0 && (
          <button
            type="button"
            className="button button--small key-batch__button"
            onClick={() => void executor.retryFailed()}
          >
            {tControls('retryFailed')}
          </button>
        )}
        <button
          type="button"
          className="button button--small key-batch__button key-batch__button--secondary"
          onClick={() => downloadCsv('batch-trade.csv', tradeCsv(job, rows, errorText))}
        >
          {tControls('export')}
        </button>
      </div>
      {saveError ? (
        <p className="account-field__error" role="alert">
          {t('saveFailed')}
        </p>
      ) : null}
      <RunTable
        rows={rows}
        chainId={Number(job.meta.chainId)}
        decimals={Number(job.meta.decimals ?? 18)}
        symbol={job.meta.symbol ?? ''}
        ring={run.ring}
      />
    </section>
  );
}
