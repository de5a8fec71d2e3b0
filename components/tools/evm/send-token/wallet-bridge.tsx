'use client';

import { useEffect, useMemo } from 'react';
import { EvmWalletProvider } from '@/components/wallet/evm/evm-wallet-provider';
import { useKitActions, useKitWallet } from '@/components/wallet/evm/use-kit-wallet';
import type { Locale } from '@/lib/i18n/config';
import type { EvmWallet } from './wallet-handle';

export interface WalletBridgeProps {
  locale: Locale;
  /** Raised by each click on a connect action: RainbowKit's wallet list opens once per raise. */
  connectRequest: number;
  onChange: (wallet: EvmWallet) => void;
}

function Bridge({ connectRequest, onChange }: Omit<WalletBridgeProps, 'locale'>) {
  const { base, address } = useKitWallet(connectRequest);
  const { switchChain, send } = useKitActions(address);
  const wallet = useMemo<EvmWallet>(() => ({ ...base, switchChain, send }), [base, switchChain, send]);
  useEffect(() => onChange(wallet), [wallet, onChange]);
  return null;
}

/** The wallet kit (wagmi + RainbowKit) of the send tool, loaded on demand by the page (next/dynamic, no SSR). */
export default function WalletBridge({ locale, connectRequest, onChange }: WalletBridgeProps) {
  return (
    <EvmWalletProvider locale={locale}>
      <Bridge connectRequest={connectRequest} onChange={onChange} />
    </EvmWalletProvider>
  );
}
