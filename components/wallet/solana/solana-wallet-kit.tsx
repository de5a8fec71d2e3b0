'use client';

import { type WalletError, type WalletName, WalletReadyState } from '@solana/wallet-adapter-base';
import { ConnectionProvider, useWallet, WalletProvider } from '@solana/wallet-adapter-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { SOLANA_WALLET_STORAGE_KEY, type SolanaWalletState } from './wallet-context';

/** The wallets a user can connect: installed in the browser, or loadable (the Mobile Wallet Adapter on Android). */
export const USABLE_WALLET_STATES: ReadonlySet<WalletReadyState> = new Set([
  WalletReadyState.Installed,
  WalletReadyState.Loadable,
]);

export interface SolanaWalletKitProps {
  /** The RPC the adapter's connection uses (our tools read and broadcast through their own client). */
  endpoint: string;
  /** A wallet the user picked before the kit was loaded: selected as soon as the adapter lists it. */
  pendingName: string | null;
  onPendingDone: () => void;
  onChange: (state: SolanaWalletState) => void;
}

interface BridgeProps extends Omit<SolanaWalletKitProps, 'endpoint'> {
  error: WalletError | null;
  clearError: () => void;
}

/** Reports the adapter's wallet to SolanaWalletProvider, and connects the wallet picked while the kit was loading. */
function Bridge({ pendingName, onPendingDone, onChange, error, clearError }: BridgeProps) {
  const {
    wallets,
    wallet,
    publicKey,
    connecting,
    connected,
    select,
    disconnect,
    signAllTransactions,
    signTransaction,
  } = useWallet();
  const usable = useMemo(
    () =>
      wallets.filter((candidate) => USABLE_WALLET_STATES.has(candidate.readyState)).map(({ adapter }) => adapter.name),
    [wallets],
  );
  const state = useMemo<SolanaWalletState>(
    () => ({
      isKitLoaded: true,
      wallets: usable,
      walletName: wallet?.adapter.name ?? null,
      publicKey,
      connecting,
      connected,
      error,
      clearError,
      select: (name) => select(name as WalletName),
      disconnect: () => void disconnect(),
      signAllTransactions,
      signTransaction,
    }),
    [
      usable,
      wallet,
      publicKey,
      connecting,
      connected,
      error,
      clearError,
      select,
      disconnect,
      signAllTransactions,
      signTransaction,
    ],
  );
  useEffect(() => onChange(state), [state, onChange]);

  useEffect(() => {
    if (pendingName === null || !usable.includes(pendingName as WalletName)) return;
    onPendingDone();
    clearError();
    select(pendingName as WalletName);
  }, [pendingName, usable, onPendingDone, clearError, select]);

  return null;
}

/**
 * wallet-adapter-react (with the Mobile Wallet Adapter it brings), loaded by SolanaWalletProvider with next/dynamic
 * on the first connect, or at once to reconnect a wallet chosen before. No adapter list: wallets that follow the
 * Wallet Standard (Phantom, Solflare, Backpack, …) announce themselves and are detected.
 */
export default function SolanaWalletKit({ endpoint, ...bridge }: SolanaWalletKitProps) {
  const wallets = useMemo(() => [], []);
  const [error, setError] = useState<WalletError | null>(null);
  const clearError = useCallback(() => setError(null), []);
  return (
    <ConnectionProvider endpoint={endpoint}>
      <WalletProvider wallets={wallets} autoConnect localStorageKey={SOLANA_WALLET_STORAGE_KEY} onError={setError}>
        <Bridge {...bridge} error={error} clearError={clearError} />
      </WalletProvider>
    </ConnectionProvider>
  );
}
