'use client';

import type { WalletError } from '@solana/wallet-adapter-base';
import type { PublicKey, VersionedTransaction } from '@solana/web3.js';
import { createContext, useContext } from 'react';

/** Where the adapter remembers the chosen wallet, so a later visit reconnects to it. */
export const SOLANA_WALLET_STORAGE_KEY = 'chainkit:solana-wallet';

/**
 * The Solana wallet as the tools see it, without the wallet kit: SolanaWalletProvider fills it from the Wallet
 * Standard handshake until wallet-adapter-react is loaded (on the first connect, or at once to reconnect a wallet
 * chosen on an earlier visit), then from the adapter (solana-wallet-kit.tsx).
 */
export interface SolanaWalletState {
  /** wallet-adapter-react is loaded and reports this state. */
  isKitLoaded: boolean;
  /** The wallets the user can connect (installed or loadable), by name. */
  wallets: readonly string[];
  /** The selected wallet's name. */
  walletName: string | null;
  publicKey: PublicKey | null;
  connecting: boolean;
  connected: boolean;
  /** The last error the adapter reported (a refused or failed connection). */
  error: WalletError | null;
  clearError: () => void;
  /** Connects the named wallet (loading the kit first when it is not yet). */
  select: (name: string) => void;
  disconnect: () => void;
  signAllTransactions?: (transactions: VersionedTransaction[]) => Promise<VersionedTransaction[]>;
  signTransaction?: (transaction: VersionedTransaction) => Promise<VersionedTransaction>;
}

/** Before the kit: no wallet selected, none connected. */
export const NO_WALLET: SolanaWalletState = {
  isKitLoaded: false,
  wallets: [],
  walletName: null,
  publicKey: null,
  connecting: false,
  connected: false,
  error: null,
  clearError: () => {},
  select: () => {},
  disconnect: () => {},
};

export const SolanaWalletContext = createContext<SolanaWalletState>(NO_WALLET);

export function useSolanaWallet(): SolanaWalletState {
  return useContext(SolanaWalletContext);
}

/** Whether a wallet was chosen on an earlier visit (the adapter keeps its name until the user disconnects). */
export function hadSolanaWallet(): boolean {
  try {
    return window.localStorage.getItem(SOLANA_WALLET_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
