'use client';

import { useTranslations } from 'next-intl';
import type { WalletFlowFeedback as Feedback } from './use-wallet-message-flow';

/** The outcome line under a wallet button: a quiet note for a cancellation, an alert for an error. */
export function WalletFlowFeedback({ feedback }: { feedback: Feedback }) {
  const t = useTranslations('wallet');
  if (!feedback) return null;
  if (feedback.kind === 'cancelled') {
    return (
      <p className="wallet-feedback wallet-feedback--quiet" role="status">
        {t('cancelled')}
      </p>
    );
  }
  return (
    <p className="wallet-feedback wallet-feedback--error" role="alert">
      {feedback.message}
    </p>
  );
}
