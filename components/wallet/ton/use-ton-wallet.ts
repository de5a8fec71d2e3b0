'use client';

import { useCallback, useEffect, useState } from 'react';
import type { TonWalletSession } from './ton-wallet-session';

export interface TonWalletState {
  session: TonWalletSession | null;
  /** TON Connect UI is loaded (the user asked to connect, or an earlier connection is being restored). */
  isKitRequested: boolean;
  /** A session given by the caller (tests): TON Connect UI never loads. */
  isOverridden: boolean;
  error: unknown;
  requestKit: () => void;
  setSession: (session: TonWalletSession | null) => void;
  setError: (error: unknown) => void;
  disconnect: () => void;
}

/** TON Connect keeps its connection under this localStorage key: a page with one loads the kit to restore it. */
export const TON_CONNECT_STORAGE_KEY = 'ton-connect-storage_bridge-connection';

function hasStoredConnection(): boolean {
  try {
    return window.localStorage.getItem(TON_CONNECT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The page's TON wallet: none until the user connects (paste first), or the earlier one TON Connect restores. */
export function useTonWallet(override?: TonWalletSession): TonWalletState {
  const [session, setSessionState] = useState<TonWalletSession | null>(null);
  const [isKitRequested, setKitRequested] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (!override && hasStoredConnection()) setKitRequested(true);
  }, [override]);

  const requestKit = useCallback(() => {
    setError(null);
    if (override) setSessionState(override);
    else setKitRequested(true);
  }, [override]);

  const setSession = useCallback((next: TonWalletSession | null) => {
    setSessionState(next);
    if (next) setError(null);
  }, []);

  const disconnect = useCallback(() => {
    setSessionState((current) => {
      current?.disconnect();
      return null;
    });
  }, []);

  return {
    session,
    isKitRequested,
    isOverridden: override !== undefined,
    error,
    requestKit,
    setSession,
    setError,
    disconnect,
  };
}
