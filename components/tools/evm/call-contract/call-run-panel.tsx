'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { BatchProgress } from '@/components/batch/batch-progress';
import { downloadCsv } from '@/components/batch/download-csv';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { toCsv } from '@/lib/batch/csv';
import { chunkOfRows } from '@/lib/batch/job';
import type { ChunkFailure } from '@/lib/batch/types';
import { formatBaseUnits } from '@/lib/fees/decimal';
import { txUrl } from '../key-batch/chain';
import { ShortHex, shortHex } from '../key-batch/run-table';
import { useErrorText } from '../key-batch/use-error-text';
import type { KeyBatchRun } from '../key-batch/use-key-batch-run';
import { CALL_CODE } from './call-driver';

/** A row's failure in the user's words: ours (the call would now revert, and why), else the shared tables. */
function useRunErrorText(): (failure: ChunkFailure) => string {
  const t = useTranslations('batchCallContract.run');
  const keyBatchText = useErrorText();
  return useCallback(
    (failure: ChunkFailure) =>
      failure.code === CALL_CODE.REVERTS ? t('reverts', { reason: failure.message }) : keyBatchText(failure),
    [t, keyBatchText],
  );
}

/** A run of calls: progress, controls (start, pause, cancel, retry failed, CSV) and one row per wallet. */
export function CallRunPanel({ run, storageTool }: { run: KeyBatchRun; storageTool: string }) {
  const t = useTranslations('batchCallContract.run');
  const tTable = useTranslations('keyBatch.table');
  const tStatus = useTranslations('batch.status');
  const tControls = useTranslations('batch.controls');
  const errorText = useRunErrorText();
  const { snapshot, saveError } = useBatchExecutor(run.executor, storageTool);
  const { job, counts, isRunning } = snapshot;
  const chunks = chunkOfRows(job);
  const chainId = Number(job.meta.chainId);
  const decimals = Number(job.meta.decimals);
  const hasWork = counts.pending + counts.sent > 0;
  const { executor } = run;

  function exportCsv() {
    const data = job.rows.map((row, index) => {
      const chunk = chunks[index];
      return [
        row.line,
        row.address,
        job.meta.contract,
        job.meta[`argsLine.${index}`] ?? '',
        job.meta[`data.${index}`] ?? '',
        formatBaseUnits(row.amount ?? 0n, decimals),
        chunk?.status ?? 'pending',
        chunk?.txHash ?? '',
        chunk?.error ? errorText(chunk.error) : '',
      ];
    });
    const csv = toCsv(
      { fields: ['line', 'wallet', 'contract', 'argumentsLine', 'data', 'value', 'status', 'txHash', 'error'], data },
      { escapeFormulae: true, newline: '\r\n' },
    );
    downloadCsv('call-contract-run.csv', csv);
  }

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
          onClick={exportCsv}
        >
          {tControls('export')}
        </button>
      </div>
      {saveError ? (
        <p className="account-field__error" role="alert">
          {t('saveFailed')}
        </p>
      ) : null}
      <VirtualTable
        label={t('tableLabel')}
        columns={[
          tTable('line'),
          t('wallet'),
          tTable('key'),
          t('argsLine'),
          t('value', { symbol: job.meta.symbol }),
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
            job.meta[`argsLine.${index}`] ?? '',
            formatBaseUnits(row.amount ?? 0n, decimals),
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
