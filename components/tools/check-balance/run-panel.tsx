'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { CheckState } from './use-columns-check';

/** Why the check cannot start yet, as a key of checkBalance.run; null when it can. */
export type RunBlocker = 'noAddresses' | 'noColumns' | 'fixTokens' | 'waitRpc' | 'overLimit' | null;

interface RunPanelProps {
  state: CheckState;
  blocker: RunBlocker;
  locale: Locale;
  onRun: () => void;
  onCancel: () => void;
  /**
   * Shown instead of the plain message when the check failed: the family's way to name the endpoint and offer another
   * (given the error, so it can say what failed).
   */
  failure?: (error: unknown) => ReactNode;
}

/** Check and cancel, the live progress over all columns, and how the last check ended. */
export function RunPanel({ state, blocker, locale, onRun, onCancel, failure }: RunPanelProps) {
  const t = useTranslations('checkBalance.run');
  const { phase, progress } = state;
  const isRunning = phase === 'running';
  const percent = progress.total === 0 ? 0 : Math.floor((progress.done * 100) / progress.total);
  return (
    <div className="check-balance__run">
      <div className="check-balance__row">
        <button type="button" className="button" disabled={isRunning || blocker !== null} onClick={onRun}>
          {t('check')}
        </button>
        {isRunning && (
          <button type="button" className="button button--small account-button--secondary" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
        {blocker && blocker !== 'overLimit' && <span className="account-field__hint">{t(blocker)}</span>}
      </div>
      {phase !== 'idle' && (
        <div
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={t('progress', progress)}
          className="check-balance__progress"
        >
          <div style={{ width: `${percent}%` }} />
        </div>
      )}
      {isRunning && <p role="status">{t('progress', progress)}</p>}
      {phase === 'done' && <p role="status">{t('done', { total: progress.total })}</p>}
      {phase === 'cancelled' && <p role="status">{t('cancelled')}</p>}
      {phase === 'failed' && failure?.(state.error)}
      {phase === 'failed' && !failure && (
        <p className="account-alert account-alert--error" role="alert">
          {t('failed', { message: localizeError(state.error, locale) })}
        </p>
      )}
    </div>
  );
}
