'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { BatchProgress } from '@/components/batch/batch-progress';
import { downloadCsv } from '@/components/batch/download-csv';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { txUrl } from '../key-batch/chain';
import { ShortHex, shortHex } from '../key-batch/run-table';
import { useErrorText } from '../key-batch/use-error-text';
import type { KeyBatchRun } from '../key-batch/use-key-batch-run';
import { nftRunCsv, nftRunRows } from './nft-run-rows';

/** The sweep's progress, controls (start, pause, cancel, retry failed, export) and one row per token. */
export function NftRunPanel({ run, storageTool }: { run: KeyBatchRun; storageTool: string }) {
  const t = useTranslations('keyBatch.run');
  const tTable = useTranslations('keyBatch.table');
  const tNft = useTranslations('batchCollectionNft.table');
  const tStatus = useTranslations('batch.status');
  const tControls = useTranslations('batch.controls');
  const errorText = useErrorText();
  const { snapshot, saveError } = useBatchExecutor(run.executor, storageTool);
  const { job, counts, isRunning } = snapshot;
  const rows = useMemo(() => nftRunRows(job, run.attempts), [job, run.attempts]);
  const chainId = Number(job.meta.chainId);
  const { executor } = run;
  const hasWork = counts.pending + counts.sent > 0;
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
          onClick={() => downloadCsv('nft-collection.csv', nftRunCsv(rows, errorText))}
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
        label={tTable('runLabel')}
        columns={[
          tTable('line'),
          tTable('from'),
          tTable('key'),
          tNft('contract'),
          tNft('tokenId'),
          tNft('amount'),
          tTable('status'),
          tTable('transaction'),
          tTable('error'),
        ]}
        count={rows.length}
        rowState={(index) => rows[index].status}
        row={(index) => {
          const row = rows[index];
          const link = row.txHash ? txUrl(chainId, row.txHash) : undefined;
          return [
            row.line,
            <ShortHex key="from" value={row.from} />,
            <span key="key" className="key-batch__mono">
              {run.ring.masked(row.from) ?? tTable('noKey')}
            </span>,
            <ShortHex key="contract" value={row.contract} />,
            <span key="id" className="key-batch__mono">
              {row.tokenId}
            </span>,
            row.amount,
            <span key="status" data-status={row.status}>
              {tStatus(row.status)}
            </span>,
            row.txHash &&
              (link ? (
                <a key="tx" href={link} target="_blank" rel="noreferrer" title={row.txHash}>
                  {shortHex(row.txHash)}
                </a>
              ) : (
                <ShortHex key="tx" value={row.txHash} />
              )),
            row.error ? errorText(row.error) : '',
          ];
        }}
      />
    </section>
  );
}
