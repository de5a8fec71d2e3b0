'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/config';
import { useWalletOnDemand } from './use-wallet-on-demand';
import type { EvmWallet } from './wallet-handle';

/** The EVM wallet kit (wagmi + RainbowKit), fetched only when a wallet is asked for (or was connected before). */
const WalletBridge = dynamic(() => import('./wallet-bridge'), { ssr: false });

export interface EvmWalletKit {
  /** Null until the kit has loaded. */
  wallet: EvmWallet | null;
  isLoading: boolean;
  requestConnect: () => void;
  /** Render it once in the page: the kit, once wanted. */
  bridge: ReactNode;
}

/** The connected-wallet tools' kit on demand (send token and NFT, token publish, contract calls). */
export function useEvmWalletKit(locale: Locale): EvmWalletKit {
  const { wallet, setWallet, connectRequest, isWanted, requestConnect } = useWalletOnDemand<EvmWallet>();
  return {
    wallet,
    isLoading: isWanted && wallet === null,
    requestConnect,
    bridge: isWanted ? <WalletBridge locale={locale} connectRequest={connectRequest} onChange={setWallet} /> : null,
  };
}
