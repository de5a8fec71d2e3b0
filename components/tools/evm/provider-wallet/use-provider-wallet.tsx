'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { hadWalletConnection } from '@/components/tools/evm/send-token/wallet-handle';
import type { Locale } from '@/lib/i18n/config';
import type { ProviderWallet } from './wallet-handle';

/** The wallet kit is the page's own and is fetched only when a wallet is asked for (or was connected before). */
const ProviderWalletBridge = dynamic(() => import('./provider-wallet-bridge'), { ssr: false });

export interface ProviderWalletState {
  /** Null until the wallet kit has loaded. */
  wallet: ProviderWallet | null;
  isLoading: boolean;
  requestConnect: () => void;
  /** Render it once in the page: the kit, once wanted. */
  bridge: ReactNode;
}

/** The wallet kit on demand: loaded by the first connect click, or at once to reconnect an earlier wallet. */
export function useProviderWallet(locale: Locale): ProviderWalletState {
  const [wallet, setWallet] = useState<ProviderWallet | null>(null);
  const [connectRequest, setConnectRequest] = useState(0);
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => {
    if (hadWalletConnection()) setIsWanted(true);
  }, []);
  const requestConnect = useCallback(() => {
    setIsWanted(true);
    setConnectRequest((count) => count + 1);
  }, []);
  return {
    wallet,
    isLoading: isWanted && wallet === null,
    requestConnect,
    bridge: isWanted ? (
      <ProviderWalletBridge locale={locale} connectRequest={connectRequest} onChange={setWallet} />
    ) : null,
  };
}
