'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ChunkFailure } from '@/lib/batch/types';
import { formatBaseUnits } from '@/lib/fees/decimal';
import { ToolRunPanel } from '../key-batch/tool-run-panel';
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

/** A run of calls: each wallet's arguments line and value beside the shared run columns. */
export function CallRunPanel({ run, storageTool }: { run: KeyBatchRun; storageTool: string }) {
  const t = useTranslations('batchCallContract.run');
  const errorText = useRunErrorText();
  const meta = run.executor.getSnapshot().job.meta;
  const value = (amount: bigint | undefined) => formatBaseUnits(amount ?? 0n, Number(meta.decimals));
  return (
    <ToolRunPanel
      run={run}
      storageTool={storageTool}
      namespace="batchCallContract.run"
      errorText={errorText}
      exportFileName="call-contract-run.csv"
      columns={{
        headers: [t('argsLine'), t('value', { symbol: meta.symbol })],
        cells: (job, index) => [job.meta[`argsLine.${index}`] ?? '', value(job.rows[index].amount)],
        csvFields: ['contract', 'argumentsLine', 'data', 'value'],
        csvValues: (job, index) => [
          job.meta.contract,
          job.meta[`argsLine.${index}`] ?? '',
          job.meta[`data.${index}`] ?? '',
          value(job.rows[index].amount),
        ],
      }}
    />
  );
}
