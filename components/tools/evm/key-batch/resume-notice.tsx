'use client';

import { useTranslations } from 'next-intl';
import { countStatuses } from '@/lib/batch/job';
import type { JobState } from '@/lib/batch/types';

interface ResumeNoticeProps {
  job: JobState;
  /** The chain chosen now; resuming needs the job's own. */
  chainId: number | undefined;
  /** Lanes of the unfinished rows whose key is pasted now, of all such lanes. */
  keys: { found: number; needed: number };
  onResume: () => void;
  onDiscard: () => void;
}

/** A run left unfinished by an earlier visit: its keys were never saved, so they are asked for again. */
export function ResumeNotice({ job, chainId, keys, onResume, onDiscard }: ResumeNoticeProps) {
  const t = useTranslations('keyBatch.resume');
  const counts = countStatuses(job);
  const jobChainId = Number(job.meta.chainId);
  const isSameChain = chainId === jobChainId;
  return (
    <section className="key-batch__resume account-alert account-alert--notice" aria-label={t('title')}>
      <h2>{t('title')}</h2>
      <p>{t('body', { done: counts.confirmed, total: counts.total, chainId: jobChainId })}</p>
      <p role="status">{t('keys', { found: keys.found, needed: keys.needed })}</p>
      {!isSameChain && <p className="account-field__error">{t('wrongChain', { chainId: jobChainId })}</p>}
      <div className="key-batch__actions">
        <button type="button" className="button key-batch__button" disabled={!isSameChain} onClick={onResume}>
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
