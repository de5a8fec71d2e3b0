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
import { RunControls } from '../key-batch/run-controls';
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
  const errorText = useErrorText();
  const { snapshot, saveError } = useBatchExecutor(run.executor, storageTool);
  const { job, counts, isRunning } = snapshot;
  const rows = useMemo(() => runRows(job, run.attempts), [job, run.attempts]);
  return (
    <section className="key-batch__run" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <BatchProgress counts={counts} />
      <RunControls
        run={run}
        counts={counts}
        isRunning={isRunning}
        onExport={() => downloadCsv('batch-trade.csv', tradeCsv(job, rows, errorText))}
        saveFailed={saveError ? t('saveFailed') : undefined}
      />
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
