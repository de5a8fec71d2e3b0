'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { TronSigner } from '@/chains/tron/transaction';
import {
  connectTronWallet,
  type DetectedTronWallet,
  detectTronWallets,
  signWithTronWallet,
  TronWalletError,
  type TronWalletScope,
} from './tron-wallet';

export interface TronWalletState {
  wallets: DetectedTronWallet[];
  isDetecting: boolean;
  connected: { wallet: DetectedTronWallet; address: string } | null;
  isConnecting: boolean;
  error: unknown;
  connect: (wallet?: DetectedTronWallet) => Promise<string>;
  disconnect: () => void;
  /** Signs with the connected wallet, connecting the first one found if none is yet (connect asked at signing). */
  signer: TronSigner;
  /** A signer that refuses to sign unless the connected account is `owner` (a batch's sender). */
  signerFor: (owner: string) => TronSigner;
}

/** The page's Tron wallets, found after mount (TIP-6963 announcements and injected globals). */
export function useTronWallet(scope?: TronWalletScope): TronWalletState {
  const [wallets, setWallets] = useState<DetectedTronWallet[]>([]);
  const [isDetecting, setDetecting] = useState(true);
  const [connected, setConnected] = useState<TronWalletState['connected']>(null);
  const [isConnecting, setConnecting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const connectedRef = useRef(connected);
  connectedRef.current = connected;
  const walletsRef = useRef(wallets);
  walletsRef.current = wallets;

  const detect = useCallback(async () => {
    const found = await detectTronWallets(scope ?? (window as unknown as TronWalletScope));
    setWallets(found);
    setDetecting(false);
    return found;
  }, [scope]);

  useEffect(() => {
    void detect();
  }, [detect]);

  const connect = useCallback(
    async (wallet?: DetectedTronWallet) => {
      const candidates = walletsRef.current.length > 0 ? walletsRef.current : await detect();
      const chosen = wallet ?? candidates[0];
      if (!chosen) {
        const missing = new TronWalletError('no-wallet');
        setError(missing);
        throw missing;
      }
      setConnecting(true);
      setError(null);
      try {
        const address = await connectTronWallet(chosen);
        const next = { wallet: chosen, address };
        connectedRef.current = next;
        setConnected(next);
        return address;
      } catch (failure) {
        setError(failure);
        throw failure;
      } finally {
        setConnecting(false);
      }
    },
    [detect],
  );

  const disconnect = useCallback(() => {
    connectedRef.current = null;
    setConnected(null);
  }, []);

  const signer = useCallback<TronSigner>(
    async (transaction) => {
      if (!connectedRef.current) await connect();
      const current = connectedRef.current as unknown as { wallet: DetectedTronWallet };
      return signWithTronWallet(current.wallet, transaction);
    },
    [connect],
  );

  const signerFor = useCallback(
    (owner: string): TronSigner =>
      async (transaction) => {
        if (!connectedRef.current) await connect();
        const address = connectedRef.current?.address;
        if (address !== owner)
          throw new TronWalletError('wrong-account', `connected ${address}, the batch is ${owner}'s`);
        return signer(transaction);
      },
    [connect, signer],
  );

  return { wallets, isDetecting, connected, isConnecting, error, connect, disconnect, signer, signerFor };
}
