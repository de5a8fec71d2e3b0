'use client';

import { useTranslations } from 'next-intl';
import { type ComponentType, useState } from 'react';
import { localizeError } from '@/lib/errors';
import type { Locale } from '@/lib/i18n/config';
import type { TransferRequest } from './use-evm-transfer';
import type { VipEvmPayFlowProps } from './vip-evm-pay-flow';

/** The wallet kit (wagmi, RainbowKit, viem) is fetched only when the user asks to pay, never on the server. */
const loadFlow = () => import('./vip-evm-pay-flow').then((module) => module.VipEvmPayFlow);

interface VipEvmPayProps {
  locale: Locale;
  request: TransferRequest;
  symbol: string;
  chainName: string;
  disabled: boolean;
  onSent: (txHash: string, from: string) => void;
}

/** "Pay with your wallet": a light button until clicked, then the wallet flow (which starts at once). */
export function VipEvmPay({ locale, request, symbol, chainName, disabled, onSent }: VipEvmPayProps) {
  const t = useTranslations('vip.wallet');
  const [Flow, setFlow] = useState<ComponentType<VipEvmPayFlowProps> | null>(null);
  const [isLoading, setIsLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [startSignal, setStartSignal] = useState(0);

  if (Flow) {
    return (
      <Flow
        locale={locale}
        request={request}
        symbol={symbol}
        chainName={chainName}
        disabled={disabled}
        onSent={onSent}
        startSignal={startSignal}
      />
    );
  }

  const load = async () => {
    setIsLoading(true);
    setLoadError(null);
    try {
      const LoadedFlow = await loadFlow();
      setStartSignal(1);
      setFlow(() => LoadedFlow);
    } catch (error) {
      setLoadError(localizeError(error, locale));
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <div className="vip-pay">
      <button
        type="button"
        className="button"
        disabled={disabled || isLoading}
        onClick={load}
        onPointerEnter={() => void loadFlow().catch(() => undefined)}
      >
        {isLoading ? t('loading') : t('pay', { amount: request.amount, symbol })}
      </button>
      {loadError ? (
        <p className="account-alert account-alert--error" role="alert">
          {loadError}
        </p>
      ) : null}
    </div>
  );
}
