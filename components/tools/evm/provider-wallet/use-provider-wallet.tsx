'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useWalletOnDemand } from '@/components/tools/evm/send-token/use-wallet-on-demand';
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
  const { wallet, setWallet, connectRequest, isWanted, requestConnect } = useWalletOnDemand<ProviderWallet>();
  return {
    wallet,
    isLoading: isWanted && wallet === null,
    requestConnect,
    bridge: isWanted ? (
      <ProviderWalletBridge locale={locale} connectRequest={connectRequest} onChange={setWallet} />
    ) : null,
  };
}
