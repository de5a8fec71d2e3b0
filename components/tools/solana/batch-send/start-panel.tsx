'use client';

import { useTranslations } from 'next-intl';
import { isUserRejection, localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { SendBlocker } from './send-blocker';
import type { StartState } from './use-send-job';

interface StartPanelProps {
  locale: Locale;
  blocker: SendBlocker | null;
  count: number;
  startState: StartState;
  onStart: () => void;
}

/** The send button, why it waits, and the lookup tables being written before the transfers. */
export function StartPanel({ locale, blocker, count, startState, onStart }: StartPanelProps) {
  const t = useTranslations('solanaBatchSend.send');
  return (
    <div className="send-token__send">
      <button
        type="button"
        className="button send-token__button"
        data-testid="solana-send-start"
        // With everything checked and no wallet yet, the action is connecting it (then the plan is read with it).
        disabled={blocker !== null && blocker !== 'connectWallet'}
        onClick={onStart}
      >
        {blocker === 'connectWallet' ? t('connect', { count }) : t('button', { count })}
      </button>
      {blocker !== null && blocker !== 'starting' && <p className="account-field__hint">{t(`blocked.${blocker}`)}</p>}
      {startState.phase === 'tables' && (
        <p className="account-card__muted" role="status">
          {t('tables', { done: startState.done, total: startState.total })}
        </p>
      )}
      {startState.phase === 'failed' && (
        <p className="account-alert account-alert--error" role="alert">
          {isUserRejection(startState.error)
            ? t('declined')
            : t('failed', { message: localizeError(startState.error, locale) })}
        </p>
      )}
    </div>
  );
}
