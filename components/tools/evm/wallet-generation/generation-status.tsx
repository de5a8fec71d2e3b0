'use client';

import { useTranslations } from 'next-intl';
import type { GenerationRun } from './use-generation-run';

interface GenerationStatusProps {
  run: GenerationRun;
  onCancel: () => void;
}

/** Progress with a cancel button while a run goes; then the time it took, or why it stopped. */
export function GenerationStatus({ run, onCancel }: GenerationStatusProps) {
  const t = useTranslations('walletTools.common');
  if (run.status === 'idle') return null;
  if (run.status === 'running') {
    const percent = run.total === 0 ? 0 : Math.floor((run.done * 100) / run.total);
    const summary = t('progress', { done: run.done, total: run.total });
    return (
      <div className="wallet-tools__progress">
        <div
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={summary}
          className="wallet-tools__bar"
        >
          <div style={{ width: `${percent}%` }} />
        </div>
        <p role="status">{summary}</p>
        <button type="button" className="wallet-tools__button wallet-tools__button--secondary" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    );
  }
  if (run.status === 'done') {
    const seconds = (run.elapsedMs / 1000).toFixed(2);
    return (
      <p className="account-field__notice" role="status">
        {t('elapsed', { count: run.wallets.length, seconds })}
      </p>
    );
  }
  if (run.status === 'cancelled') {
    return (
      <p className="account-alert account-alert--notice" role="status">
        {t('cancelled')}
      </p>
    );
  }
  return (
    <p className="account-alert account-alert--error" role="alert">
      {t('failed', { message: run.message })}
    </p>
  );
}
