'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { BatchProgress } from '@/components/batch/batch-progress';
import { downloadCsv } from '@/components/batch/download-csv';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { RunControls } from './run-controls';
import { runCsv, runRows } from './run-rows';
import { RunTable } from './run-table';
import { useErrorText } from './use-error-text';
import type { KeyBatchRun } from './use-key-batch-run';

interface RunPanelProps {
  run: KeyBatchRun;
  /** Saves the job under this name on every change (rows, statuses, hashes: never keys); unsaved without it. */
  storageTool?: string;
  title?: string;
  /** The results download, e.g. 'collection.csv'. */
  exportFileName: string;
}

/** A run's progress, controls (start, pause, cancel, retry failed, export) and rows. */
export function RunPanel({ run, storageTool, exportFileName, title }: RunPanelProps) {
  const t = useTranslations('keyBatch.run');
  const errorText = useErrorText();
  const { snapshot, saveError } = useBatchExecutor(run.executor, storageTool);
  const { job, counts, isRunning } = snapshot;
  const rows = useMemo(() => runRows(job, run.attempts), [job, run.attempts]);
  const decimals = Number(job.meta.decimals ?? 18);
  const symbol = job.meta.symbol ?? '';
  return (
    <section className="key-batch__run" aria-label={title ?? t('title')}>
      <h2>{title ?? t('title')}</h2>
      <BatchProgress counts={counts} />
      <RunControls
        run={run}
        counts={counts}
        isRunning={isRunning}
        onExport={() => downloadCsv(exportFileName, runCsv(rows, decimals, errorText))}
        saveFailed={saveError ? t('saveFailed') : undefined}
      />
      <RunTable rows={rows} chainId={Number(job.meta.chainId)} decimals={decimals} symbol={symbol} ring={run.ring} />
    </section>
  );
}
