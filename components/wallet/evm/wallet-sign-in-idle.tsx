'use client';

import { useTranslations } from 'next-intl';
import type { WalletFlowFeedback as Feedback } from './use-wallet-message-flow';
import { WalletFlowFeedback } from './wallet-flow-feedback';

interface WalletSignInIdleProps {
  isLoading: boolean;
  feedback: Feedback;
  onStart: () => void;
  /** The user is about to click: fetch the wallet kit now. */
  onPrefetch: () => void;
}

/** "Sign in with wallet" before the wallet kit is loaded: the same markup as WalletSignInButton, no wallet code. */
export function WalletSignInIdle({ isLoading, feedback, onStart, onPrefetch }: WalletSignInIdleProps) {
  const t = useTranslations('wallet');
  return (
    <div className="wallet-sign-in">
      <button
        type="button"
        className="button wallet-button"
        onClick={onStart}
        onPointerEnter={onPrefetch}
        onFocus={onPrefetch}
        disabled={isLoading}
        aria-busy={isLoading}
      >
        {isLoading ? t('loading') : t('signIn')}
      </button>
      <p className="wallet-hint">{t('signInHint')}</p>
      <WalletFlowFeedback feedback={feedback} />
    </div>
  );
}
