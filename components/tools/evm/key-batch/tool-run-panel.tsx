'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { BatchProgress } from '@/components/batch/batch-progress';
import { downloadCsv } from '@/components/batch/download-csv';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { toCsv } from '@/lib/batch/csv';
import { chunkOfRows } from '@/lib/batch/job';
import type { ChunkFailure, JobState } from '@/lib/batch/types';
import { txUrl } from './chain';
import { RunControls } from './run-controls';
import { ShortHex, shortHex } from './run-table';
import type { KeyBatchRun } from './use-key-batch-run';

/** What a tool adds to the run table and its CSV, between the wallet and the outcome. */
export interface ToolRunColumns {
  /** Table headers after line, wallet and key. */
  headers: string[];
  cells: (job: JobState, index: number) => ReactNode[];
  /** CSV fields after line and wallet, and their values. */
  csvFields: string[];
  csvValues: (job: JobState, index: number) => (string | number)[];
}

interface ToolRunPanelProps {
  run: KeyBatchRun;
  storageTool: string;
  /** The tool's `run` messages: title, tableLabel, saveFailed. */
  namespace: string;
  columns: ToolRunColumns;
  errorText: (failure: ChunkFailure) => string;
  exportFileName: string;
}

/**
 * A pasted-key run with one transaction a wallet and the tool's own columns: progress, controls and one row per
 * wallet (line, wallet, masked key, the tool's columns, status, transaction, error), and its CSV.
 */
export function ToolRunPanel({ run, storageTool, namespace, columns, errorText, exportFileName }: ToolRunPanelProps) {
  const t = useTranslations(namespace);
  const tTable = useTranslations('keyBatch.table');
  const tStatus = useTranslations('batch.status');
  const { snapshot, saveError } = useBatchExecutor(run.executor, storageTool);
  const { job, counts, isRunning } = snapshot;
  const chunks = chunkOfRows(job);
  const chainId = Number(job.meta.chainId);

  function exportCsv() {
    const data = job.rows.map((row, index) => {
      const chunk = chunks[index];
      return [
        row.line,
        row.address,
        ...columns.csvValues(job, index),
        chunk?.status ?? 'pending',
        chunk?.txHash ?? '',
        chunk?.error ? errorText(chunk.error) : '',
      ];
    });
    const fields = ['line', 'wallet', ...columns.csvFields, 'status', 'txHash', 'error'];
    downloadCsv(exportFileName, toCsv({ fields, data }, { escapeFormulae: true, newline: '\r\n' }));
  }

  return (
    <section className="key-batch__run" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <BatchProgress counts={counts} />
      <RunControls
        run={run}
        counts={counts}
        isRunning={isRunning}
        onExport={exportCsv}
        saveFailed={saveError ? t('saveFailed') : undefined}
      />
      <VirtualTable
        label={t('tableLabel')}
        columns={[
          tTable('line'),
          t('wallet'),
          tTable('key'),
          ...columns.headers,
          tTable('status'),
          tTable('transaction'),
          tTable('error'),
        ]}
        count={job.rows.length}
        rowState={(index) => chunks[index]?.status}
        row={(index) => {
          const row = job.rows[index];
          const chunk = chunks[index];
          const link = chunk?.txHash ? txUrl(chainId, chunk.txHash) : undefined;
          const status = chunk?.status ?? 'pending';
          return [
            row.line,
            <ShortHex key="wallet" value={row.address} />,
            <span key="key" className="key-batch__mono">
              {run.ring.masked(row.address) ?? tTable('noKey')}
            </span>,
            ...columns.cells(job, index),
            <span key="status" data-status={status}>
              {tStatus(status)}
            </span>,
            chunk?.txHash &&
              (link ? (
                <a key="tx" href={link} target="_blank" rel="noreferrer" title={chunk.txHash}>
                  {shortHex(chunk.txHash)}
                </a>
              ) : (
                <ShortHex key="tx" value={chunk.txHash} />
              )),
            chunk?.error ? errorText(chunk.error) : '',
          ];
        }}
      />
    </section>
  );
}
