'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { BatchProgress } from '@/components/batch/batch-progress';
import { downloadCsv } from '@/components/batch/download-csv';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import { VirtualTable } from '@/components/tools/key-batch/virtual-table';
import { txUrl } from '../key-batch/chain';
import { RunControls } from '../key-batch/run-controls';
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
  const errorText = useErrorText();
  const { snapshot, saveError } = useBatchExecutor(run.executor, storageTool);
  const { job, counts, isRunning } = snapshot;
  const rows = useMemo(() => nftRunRows(job, run.attempts), [job, run.attempts]);
  const chainId = Number(job.meta.chainId);
  return (
    <section className="key-batch__run" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <BatchProgress counts={counts} />
      <RunControls
        run={run}
        counts={counts}
        isRunning={isRunning}
        onExport={() => downloadCsv('nft-collection.csv', nftRunCsv(rows, errorText))}
        saveFailed={saveError ? t('saveFailed') : undefined}
      />
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
