'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useDetectedSuiWallets } from './detected-wallets';
import type { SuiWalletKit } from './sui-wallet-kit';
import { SuiWalletError } from './wallet-error';

/** Signs a PTB's exact bytes; the Base64 signature. */
export type SuiSigner = (bytes: Uint8Array) => Promise<string>;

export interface SuiWalletState {
  /** The Sui wallets found (Wallet Standard), by name. */
  wallets: readonly string[];
  connected: { wallet: string; address: string } | null;
  isConnecting: boolean;
  error: unknown;
  connect: (wallet?: string) => Promise<string>;
  disconnect: () => void;
  /** A signer that connects if needed and refuses unless the connected account is `owner` (the batch's sender). */
  signerFor: (owner: string) => SuiSigner;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/**
 * The page's Sui wallet. Wallets are listed from the Wallet Standard handshake; the kit (@mysten/dapp-kit-react, in
 * sui-wallet-kit.ts) is fetched only when the user connects, or when a signature is asked with nothing connected.
 */
export function useSuiWallet(graphqlUrl: () => string): SuiWalletState {
  const detected = useDetectedSuiWallets();
  const [kitWallets, setKitWallets] = useState<string[] | null>(null);
  const [connected, setConnected] = useState<SuiWalletState['connected']>(null);
  const [isConnecting, setConnecting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const kitRef = useRef<Promise<SuiWalletKit> | null>(null);
  const connectedRef = useRef(connected);
  connectedRef.current = connected;
  const urlRef = useRef(graphqlUrl);
  urlRef.current = graphqlUrl;
  const unsubscribe = useRef<(() => void) | null>(null);
  useEffect(() => () => unsubscribe.current?.(), []);

  const loadKit = useCallback(() => {
    kitRef.current ??= import('./sui-wallet-kit').then(({ createSuiWalletKit }) => {
      const kit = createSuiWalletKit(() => urlRef.current());
      setKitWallets(kit.walletNames());
      unsubscribe.current = kit.subscribe(() => {
        setKitWallets(kit.walletNames());
        const address = kit.address();
        if (!address) {
          connectedRef.current = null;
          setConnected(null);
        } else if (connectedRef.current && connectedRef.current.address !== address) {
          // The user switched accounts in the wallet.
          const next = { wallet: connectedRef.current.wallet, address };
          connectedRef.current = next;
          setConnected(next);
        }
      });
      return kit;
    });
    return kitRef.current;
  }, []);

  const connect = useCallback(
    async (wallet?: string) => {
      setConnecting(true);
      setError(null);
      try {
        const kit = await loadKit();
        const name = wallet ?? kit.walletNames()[0];
        if (!name) throw new SuiWalletError('no-wallet');
        const address = await kit.connect(name);
        const next = { wallet: name, address };
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
    [loadKit],
  );

  const disconnect = useCallback(() => {
    connectedRef.current = null;
    setConnected(null);
    void kitRef.current?.then((kit) => kit.disconnect()).catch(() => undefined);
  }, []);

  const signerFor = useCallback(
    (owner: string): SuiSigner =>
      async (bytes) => {
        if (!connectedRef.current) await connect();
        const address = connectedRef.current?.address;
        if (address !== owner) {
          throw new SuiWalletError('wrong-account', `connected ${address}, the batch is ${owner}'s`);
        }
        const kit = await loadKit();
        const signed = await kit.signTransaction(bytes);
        if (signed.bytes !== toBase64(bytes)) {
          throw new SuiWalletError('other-bytes', 'The wallet signed another transaction than the one shown');
        }
        return signed.signature;
      },
    [connect, loadKit],
  );

  return {
    wallets: kitWallets ?? detected,
    connected,
    isConnecting,
    error,
    connect,
    disconnect,
    signerFor,
  };
}
