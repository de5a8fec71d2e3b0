'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { ChunkFailure } from '@/lib/batch/types';
import { ShortHex } from '../key-batch/run-table';
import { ToolRunPanel } from '../key-batch/tool-run-panel';
import { useErrorText } from '../key-batch/use-error-text';
import type { KeyBatchRun } from '../key-batch/use-key-batch-run';
import { EIP7702_CODE } from './set-code-driver';

/** A row's failure in the user's words: ours (authorization not applied), else the key-batch and shared tables. */
function useRunErrorText(): (failure: ChunkFailure) => string {
  const t = useTranslations('eip7702.run');
  const keyBatchText = useErrorText();
  return useCallback(
    (failure: ChunkFailure) => (failure.code === EIP7702_CODE.NOT_APPLIED ? t('notApplied') : keyBatchText(failure)),
    [t, keyBatchText],
  );
}

/** A set-code run: who pays each wallet's transaction beside the shared run columns. */
export function SetCodeRunPanel({ run, storageTool }: { run: KeyBatchRun; storageTool: string }) {
  const t = useTranslations('eip7702.run');
  const errorText = useRunErrorText();
  return (
    <ToolRunPanel
      run={run}
      storageTool={storageTool}
      namespace="eip7702.run"
      errorText={errorText}
      exportFileName="eip7702-run.csv"
      columns={{
        headers: [t('paidBy')],
        cells: (job) => [job.meta.sponsor ? <ShortHex key="payer" value={job.meta.sponsor} /> : t('paidBySelf')],
        csvFields: ['target', 'paidBy'],
        csvValues: (job, index) => [job.meta.target, job.meta.sponsor || job.rows[index].address],
      }}
    />
  );
}
