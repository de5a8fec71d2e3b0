'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import {
  sendTronTransfer,
  type TronLinkWindow,
  TronTransferError,
  type TronTransferRequest,
} from './tronlink-transfer';

interface VipTronPayProps {
  locale: Locale;
  request: TronTransferRequest;
  symbol: string;
  disabled: boolean;
  onSent: (txHash: string, from: string) => void;
}

type Feedback = { kind: 'wallet' } | { kind: 'error'; message: string } | null;

/** "Pay with TronLink": the injected wallet builds, signs and broadcasts the TRC-20 transfer. */
export function VipTronPay({ locale, request, symbol, disabled, onSent }: VipTronPayProps) {
  const t = useTranslations('vip.tron');
  const [feedback, setFeedback] = useState<Feedback>(null);

  const pay = async () => {
    setFeedback({ kind: 'wallet' });
    try {
      const { txId, from } = await sendTronTransfer(window as unknown as TronLinkWindow, request);
      setFeedback(null);
      onSent(txId, from);
    } catch (error) {
      const message =
        error instanceof TronTransferError
          ? t(`errors.${error.reason}`, { detail: error.message })
          : localizeError(error, locale);
      setFeedback({ kind: 'error', message });
    }
  };

  return (
    <div className="vip-pay">
      <button type="button" className="button" disabled={disabled || feedback?.kind === 'wallet'} onClick={pay}>
        {t('pay', { amount: request.amount, symbol })}
      </button>
      {feedback?.kind === 'wallet' ? (
        <p className="account-card__muted" role="status">
          {t('confirm')}
        </p>
      ) : null}
      {feedback?.kind === 'error' ? (
        <p className="account-alert account-alert--error" role="alert">
          {feedback.message}
        </p>
      ) : null}
    </div>
  );
}
