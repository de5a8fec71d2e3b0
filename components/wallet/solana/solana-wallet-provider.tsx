'use client';

import type { WalletError } from '@solana/wallet-adapter-base';
import { ConnectionProvider, WalletProvider } from '@solana/wallet-adapter-react';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

/** Where the adapter remembers the chosen wallet, so a later visit reconnects to it. */
export const SOLANA_WALLET_STORAGE_KEY = 'chainkit:solana-wallet';

interface WalletErrorState {
  error: WalletError | null;
  clear: () => void;
}

const WalletErrorContext = createContext<WalletErrorState>({ error: null, clear: () => {} });

/** The last error the adapter reported (a refused or failed connection), for the panel to show. */
export function useSolanaWalletError(): WalletErrorState {
  return useContext(WalletErrorContext);
}

export interface SolanaWalletProviderProps {
  /** The RPC the adapter's connection uses (our tools read and broadcast through their own client). */
  endpoint: string;
  children: ReactNode;
}

/**
 * Solana wallet connection for the Solana pages only (loaded with next/dynamic there, DESIGN §3). No adapter list:
 * wallets that follow the Wallet Standard (Phantom, Solflare, Backpack, …) announce themselves and are detected.
 */
export function SolanaWalletProvider({ endpoint, children }: SolanaWalletProviderProps) {
  const wallets = useMemo(() => [], []);
  const [error, setError] = useState<WalletError | null>(null);
  const clear = useCallback(() => setError(null), []);
  const errorState = useMemo(() => ({ error, clear }), [error, clear]);
  return (
    <ConnectionProvider endpoint={endpoint}>
      <WalletProvider wallets={wallets} autoConnect localStorageKey={SOLANA_WALLET_STORAGE_KEY} onError={setError}>
        <WalletErrorContext.Provider value={errorState}>{children}</WalletErrorContext.Provider>
      </WalletProvider>
    </ConnectionProvider>
  );
}
