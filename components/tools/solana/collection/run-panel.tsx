'use client';

import { useTranslations } from 'next-intl';
import { SOLSCAN_URL, solanaExplorerLink } from '@/chains/solana/explorer';
import { SOLANA_CHAIN_ID } from '@/chains/solana/rpc';
import { BatchControls } from '@/components/batch/batch-controls';
import { BatchProgress } from '@/components/batch/batch-progress';
import { BatchTable } from '@/components/batch/batch-table';
import { useBatchExecutor } from '@/components/batch/use-batch-executor';
import type { BatchExecutor } from '@/lib/batch/executor';
import { COLLECTION_STORAGE_TOOL } from './settings';

/** Solscan's page of a transaction. */
export function solscanTxUrl(signature: string): string {
  return solanaExplorerLink(SOLANA_CHAIN_ID, 'tx', signature) ?? `${SOLSCAN_URL}/tx/${signature}`;
}

/**
 * The run: progress, controls (pause, cancel, retry failed after asking the chain, CSV export of addresses,
 * amounts, statuses and signatures) and every wallet's row. The job is saved on every change for a resume.
 */
export function CollectionRunPanel({ executor }: { executor: BatchExecutor }) {
  const t = useTranslations('solanaBatchCollection.run');
  const { snapshot, saveError } = useBatchExecutor(executor, COLLECTION_STORAGE_TOOL);
  const decimals = Number(snapshot.job.meta.decimals ?? 9);
  return (
    <section className="key-batch__run" aria-label={t('title')} data-testid="collection-run">
      <h2>{t('title')}</h2>
      <p className="account-card__muted">
        {t('destination', { address: snapshot.job.meta.destination ?? '', symbol: snapshot.job.meta.symbol ?? '' })}
      </p>
      <BatchProgress counts={snapshot.counts} />
      <div data-testid="collection-controls">
        <BatchControls
          executor={executor}
          snapshot={snapshot}
          amountDecimals={decimals}
          exportFileName="solana-collection.csv"
        />
      </div>
      {saveError ? (
        <p className="account-field__error" role="alert">
          {t('saveFailed')}
        </p>
      ) : null}
      <BatchTable job={snapshot.job} amountDecimals={decimals} txUrl={solscanTxUrl} />
    </section>
  );
}
