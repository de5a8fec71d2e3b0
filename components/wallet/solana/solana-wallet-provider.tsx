'use client';

import dynamic from 'next/dynamic';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useDetectedSolanaWallets } from './detected-wallets';
import {
  hadSolanaWallet,
  NO_WALLET,
  SOLANA_WALLET_STORAGE_KEY,
  SolanaWalletContext,
  type SolanaWalletState,
  useSolanaWallet,
} from './wallet-context';

export { SOLANA_WALLET_STORAGE_KEY };

/** The wallet kit: fetched on the first connect (or to reconnect), never with the page (issue 13 point 10). */
const SolanaWalletKit = dynamic(() => import('./solana-wallet-kit'), { ssr: false });

/** The last error the adapter reported (a refused or failed connection), for the panel to show. */
export function useSolanaWalletError(): { error: SolanaWalletState['error']; clear: () => void } {
  const { error, clearError } = useSolanaWallet();
  return { error, clear: clearError };
}

export interface SolanaWalletProviderProps {
  /** The RPC the adapter's connection uses (our tools read and broadcast through their own client). */
  endpoint: string;
  children: ReactNode;
}

/** Android is where the adapter may offer the Mobile Wallet Adapter, which only the kit knows: it loads at once there. */
function mayOfferMobileWallet(): boolean {
  return /android/i.test(window.navigator.userAgent);
}

/**
 * Solana wallet connection for the Solana pages only. The tool works without a wallet until it signs: the wallets
 * are listed from the Wallet Standard handshake, and wallet-adapter-react loads when one is picked (or at once when a
 * wallet was connected on an earlier visit, to reconnect it).
 */
export function SolanaWalletProvider({ endpoint, children }: SolanaWalletProviderProps) {
  const detected = useDetectedSolanaWallets();
  const [isWanted, setIsWanted] = useState(false);
  const [pendingName, setPendingName] = useState<string | null>(null);
  const [kit, setKit] = useState<SolanaWalletState | null>(null);

  useEffect(() => {
    if (hadSolanaWallet() || mayOfferMobileWallet()) setIsWanted(true);
  }, []);

  const select = useCallback((name: string) => {
    setPendingName(name);
    setIsWanted(true);
  }, []);
  const clearPending = useCallback(() => setPendingName(null), []);

  const state = useMemo<SolanaWalletState>(
    () => kit ?? { ...NO_WALLET, wallets: detected, walletName: pendingName, connecting: pendingName !== null, select },
    [kit, detected, pendingName, select],
  );

  return (
    <SolanaWalletContext.Provider value={state}>
      {isWanted && (
        <SolanaWalletKit endpoint={endpoint} pendingName={pendingName} onPendingDone={clearPending} onChange={setKit} />
      )}
      {children}
    </SolanaWalletContext.Provider>
  );
}
