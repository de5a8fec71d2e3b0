'use client';

import { useTranslations } from 'next-intl';
import { countStatuses } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';

interface ResumeNoticeProps {
  job: JobState;
  /** Signing wallets of the unfinished rows whose key is pasted now, of all of them. */
  keys: { found: number; needed: number };
  onResume: () => void;
  onDiscard: () => void;
}

/** A collection left unfinished by an earlier visit: its keys were never saved, so they are asked for again. */
export function CollectionResumeNotice({ job, keys, onResume, onDiscard }: ResumeNoticeProps) {
  const t = useTranslations('solanaBatchCollection.resume');
  const counts = countStatuses(job);
  const hasFeePayer = job.meta.feePayer !== undefined && job.meta.feePayer !== 'first-source';
  return (
    <section className="key-batch__resume account-alert account-alert--notice" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <p>{t('body', { done: counts.confirmed, total: counts.total })}</p>
      <p role="status">{t(hasFeePayer ? 'keysWithPayer' : 'keys', { found: keys.found, needed: keys.needed })}</p>
      <div className="key-batch__actions">
        <button
          type="button"
          className="button key-batch__button"
          disabled={keys.found < keys.needed}
          onClick={onResume}
        >
          {t('resume')}
        </button>
        <button
          type="button"
          className="button button--small key-batch__button key-batch__button--secondary"
          onClick={onDiscard}
        >
          {t('discard')}
        </button>
      </div>
    </section>
  );
}
