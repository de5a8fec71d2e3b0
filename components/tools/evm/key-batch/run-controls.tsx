'use client';

import { useTranslations } from 'next-intl';
import type { StatusCounts } from '@/lib/batch/types';
import type { KeyBatchRun } from './use-key-batch-run';

interface RunControlsProps {
  run: KeyBatchRun;
  counts: StatusCounts;
  isRunning: boolean;
  onExport: () => void;
  /** The run could not be saved for resuming (storage full or refused). */
  saveFailed?: string;
}

/** A key run's controls: start, pause, cancel, retry failed, export, and the save warning. */
export function RunControls({ run: { executor }, counts, isRunning, onExport, saveFailed }: RunControlsProps) {
  const tControls = useTranslations('batch.controls');
  const hasWork = counts.pending + counts.sent > 0;
  return (
    <>
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
          onClick={onExport}
        >
          {tControls('export')}
        </button>
      </div>
      {saveFailed ? (
        <p className="account-field__error" role="alert">
          {saveFailed}
        </p>
      ) : null}
    </>
  );
}
