'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { solanaExplorerLink } from '@/chains/solana/explorer';
import { SOLANA_CHAIN_ID } from '@/chains/solana/rpc';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchProgress } from '@/components/batch/batch-progress';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import type { BatchExecutor } from '@/lib/batch/executor';

interface CloseRunPanelProps {
  executor: BatchExecutor;
  /** Called each time the run stops with nothing in flight (finished, paused or cancelled): the page rescans. */
  onSettled?: () => void;
}

const txUrl = (signature: string) => solanaExplorerLink(SOLANA_CHAIN_ID, 'tx', signature) ?? '';

/** The run: progress, controls (pause, cancel, retry failed, CSV export) and a row per account with its Solscan link. */
export function CloseRunPanel({ executor, onSettled }: CloseRunPanelProps) {
  const t = useTranslations('solanaCloseAccount.run');
  // Statuses live in memory only: closing is idempotent, and a rescan after a reload shows what is left.
  const { snapshot } = useBatchExecutor(executor);
  const wasRunning = useRef(snapshot.isRunning);
  useEffect(() => {
    if (wasRunning.current && !snapshot.isRunning) onSettled?.();
    wasRunning.current = snapshot.isRunning;
  }, [snapshot.isRunning, onSettled]);
  return (
    <section className="key-batch__run" aria-label={t('title')} data-testid="close-run">
      <h2>{t('title')}</h2>
      <BatchProgress counts={snapshot.counts} />
      <BatchControls executor={executor} snapshot={snapshot} exportFileName="solana-close-accounts.csv" />
      <BatchTable job={snapshot.job} txUrl={txUrl} />
    </section>
  );
}
