'use client';

import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import type { ExecutorSnapshot } from '@/lib/batch/executor';
import { localizeError } from '@/lib/errors';
import { useSiteLocale } from '@/lib/i18n/use-site-locale';
import { BatchProgress } from './batch-progress';

interface BatchRunSectionProps {
  /** The tool's texts: title, resumed, saveError ({message}), done ({count}) and newBatch. */
  namespace: string;
  snapshot: ExecutorSnapshot;
  /** useBatchExecutor's: why the job could not be saved, or null. */
  saveError: unknown;
  /** What is sent, from which wallet. */
  summary: string;
  isRestored: boolean;
  onNewBatch: () => void;
  /** The tool is still checking whether a new batch may start (its button waits meanwhile). */
  isNewBatchBusy?: boolean;
  /** Called whenever the run stops, so the page reads balances again. */
  onSettled: () => void;
  /** The tool's alerts and controls, between the progress and the way to a new batch. */
  children: ReactNode;
  /** Every row with its transaction, last. */
  table: ReactNode;
}

/** A wallet tool's running (or restored) batch: progress, the tool's controls, its rows, and the way to a new one. */
export function BatchRunSection({
  namespace,
  snapshot,
  saveError,
  summary,
  isRestored,
  onNewBatch,
  isNewBatchBusy = false,
  onSettled,
  children,
  table,
}: BatchRunSectionProps) {
  const t = useTranslations(namespace);
  const locale = useSiteLocale();
  const { counts, isRunning } = snapshot;

  useEffect(() => {
    if (!isRunning) onSettled();
  }, [isRunning, onSettled]);

  return (
    <section className="send-token__panel send-token__run" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <p className="account-card__muted">{summary}</p>
      {isRestored && <p className="account-alert account-alert--notice">{t('resumed')}</p>}
      {saveError !== null && (
        <p className="account-alert account-alert--error" role="alert">
          {t('saveError', { message: localizeError(saveError, locale) })}
        </p>
      )}
      <BatchProgress counts={counts} />
      {counts.total > 0 && counts.confirmed === counts.total && (
        <p className="account-alert account-alert--notice" role="status">
          {t('done', { count: counts.total })}
        </p>
      )}
      {children}
      {!isRunning && (
        <button
          type="button"
          className="button button--small account-button--secondary send-token__new"
          disabled={isNewBatchBusy}
          onClick={onNewBatch}
        >
          {t('newBatch')}
        </button>
      )}
      {table}
    </section>
  );
}
