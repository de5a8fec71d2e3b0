'use client';

import { useTranslations } from 'next-intl';
import type { ChallengeStatus } from './use-challenge';

interface ChallengeNoticeProps {
  status: ChallengeStatus;
  onRetry: () => void;
  className?: string;
}

/**
 * Why a form cannot be sent yet because of the anti-bot check, in words a visitor can act on, with a button that
 * loads the check again when it failed. Nothing while the check is ready.
 */
export function ChallengeNotice({ status, onRetry, className }: ChallengeNoticeProps) {
  const t = useTranslations('challenge');
  if (status === 'ready') return null;
  const canRetry = status === 'failed' || status === 'timedOut';
  return (
    <div className={['challenge-notice', className].filter(Boolean).join(' ')} role="alert" data-status={status}>
      <p className="challenge-notice__text">{t(status)}</p>
      {canRetry && (
        <button type="button" className="button button--small button--secondary" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
