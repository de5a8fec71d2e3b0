'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { shortenAddress } from '@/lib/client/user';
import { useEvmTransfer } from './use-evm-transfer';
import type { VipEvmPayFlowProps } from './vip-evm-pay-flow';

/** Pays the exact amount with the connected wallet and says what the wallet is waiting for. */
export function VipEvmPayButton({
  locale,
  request,
  symbol,
  chainName,
  disabled,
  onSent,
  startSignal,
}: VipEvmPayFlowProps) {
  const t = useTranslations('vip.wallet');
  const { start, phase, feedback, address, isBusy } = useEvmTransfer(locale, onSent);
  const startedSignal = useRef(0);

  useEffect(() => {
    if (startSignal === 0 || startedSignal.current === startSignal) return;
    startedSignal.current = startSignal;
    start(request);
  }, [request, start, startSignal]);

  const phaseText =
    phase === 'connecting'
      ? t('connecting')
      : phase === 'switching'
        ? t('switching', { chain: chainName })
        : phase === 'wallet'
          ? t('confirm')
          : null;

  return (
    <div className="vip-pay">
      <button type="button" className="button" disabled={disabled || isBusy} onClick={() => start(request)}>
        {t('pay', { amount: request.amount, symbol })}
      </button>
      {address ? (
        <span className="account-card__muted">{t('paidFrom', { address: shortenAddress(address) })}</span>
      ) : null}
      {phaseText ? (
        <p className="account-card__muted" role="status">
          {phaseText}
        </p>
      ) : null}
      {feedback?.kind === 'cancelled' ? <p className="account-card__muted">{t('cancelled')}</p> : null}
      {feedback?.kind === 'error' ? (
        <p className="account-alert account-alert--error" role="alert">
          {feedback.message}
        </p>
      ) : null}
    </div>
  );
}
