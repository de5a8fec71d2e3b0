'use client';

import { type ReactNode, useCallback, useRef } from 'react';
import type { RpcEndpoint } from '@/components/tools/evm/check-balance/use-rpc-endpoint';
import type { Locale } from '@/lib/i18n/config';
import { useEvmWalletKit } from '../send-token/use-evm-wallet-kit';
import type { EvmWallet } from '../send-token/wallet-handle';
import { WalletPanel } from '../send-token/wallet-panel';
import type { CallSource } from './call-panel';

interface WalletSourceProps {
  locale: Locale;
  endpoint: RpcEndpoint;
  children: (source: Extract<CallSource, { kind: 'wallet' }>) => ReactNode;
}

/** The connected wallet as the sender of every call: the kit loads on the first connect click (or to reconnect). */
export function WalletSource({ locale, endpoint, children }: WalletSourceProps) {
  const { wallet, isLoading, requestConnect: onConnect, bridge } = useEvmWalletKit(locale);
  const walletRef = useRef<EvmWallet | null>(null);
  walletRef.current = wallet;
  const getWallet = useCallback(() => walletRef.current, []);
  return (
    <>
      {bridge}
      <WalletPanel locale={locale} wallet={wallet} isLoading={isLoading} endpoint={endpoint} onConnect={onConnect} />
      {children({ kind: 'wallet', wallet, getWallet, onConnect })}
    </>
  );
}
