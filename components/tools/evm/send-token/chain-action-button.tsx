'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { ActionPhase } from './use-chain-action';

interface ChainActionButtonProps {
  /** The step's texts: wallet and confirming (the phases), failed ({message}). */
  namespace: 'batchSendToken.deploy' | 'batchSendToken.approve' | 'batchSendNft.approve';
  locale: Locale;
  action: { phase: ActionPhase; error: unknown; isBusy: boolean };
  /** Whether there is a wallet to sign with. */
  canRun: boolean;
  onClick: () => void;
  children: ReactNode;
  /** What the step is doing, when it says more than its phase (e.g. resetting an allowance first). */
  phaseText?: string;
}

/** A one-off transaction's button (deployment, approval), where it stands while it goes, and why it failed. */
export function ChainActionButton(props: ChainActionButtonProps) {
  const { locale, action, canRun, onClick, children, phaseText } = props;
  const t = useTranslations(props.namespace);
  return (
    <>
      <button type="button" className="button send-token__button" onClick={onClick} disabled={!canRun || action.isBusy}>
        {children}
      </button>
      {action.phase !== 'idle' && (
        <p className="account-card__muted" role="status">
          {phaseText ?? t(action.phase)}
        </p>
      )}
      {action.error !== null && !action.isBusy && (
        <p className="account-alert account-alert--error" role="alert">
          {t('failed', { message: localizeError(action.error, locale) })}
        </p>
      )}
    </>
  );
}
