'use client';

import { useEffect, useState } from 'react';

/**
 * The Solana wallets the browser offers, found without the wallet kit: the Wallet Standard handshake (an app announces
 * itself with `wallet-standard:app-ready`, each wallet answers by registering, now or when it loads later) read the
 * way wallet-adapter reads it, so the panel can name the wallets before wallet-adapter-react loads on connect.
 */
interface StandardWallet {
  readonly name: string;
  readonly features: Readonly<Record<string, unknown>>;
}

interface RegisterApi {
  register: (...wallets: StandardWallet[]) => () => void;
}

/** wallet-adapter's test (isWalletAdapterCompatibleStandardWallet): connect, events, and a way to sign transactions. */
export function isSolanaStandardWallet(wallet: StandardWallet): boolean {
  const { features } = wallet;
  return (
    'standard:connect' in features &&
    'standard:events' in features &&
    ('solana:signAndSendTransaction' in features || 'solana:signTransaction' in features)
  );
}

/** Calls `onWallet` for each Wallet Standard wallet registered, now and later; returns the unsubscribe. */
export function watchStandardWallets(onWallet: (wallet: StandardWallet) => void): () => void {
  const api: RegisterApi = Object.freeze({
    register: (...wallets: StandardWallet[]) => {
      for (const wallet of wallets) onWallet(wallet);
      return () => {};
    },
  });
  const onRegister = (event: Event) => {
    const callback = (event as CustomEvent<(api: RegisterApi) => void>).detail;
    if (typeof callback === 'function') callback(api);
  };
  window.addEventListener('wallet-standard:register-wallet', onRegister);
  window.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  return () => window.removeEventListener('wallet-standard:register-wallet', onRegister);
}

/** The names of the Solana wallets registered so far (empty on the server and before mount). */
export function useDetectedSolanaWallets(): readonly string[] {
  const [names, setNames] = useState<readonly string[]>([]);
  useEffect(
    () =>
      watchStandardWallets((wallet) => {
        if (!isSolanaStandardWallet(wallet)) return;
        setNames((current) => (current.includes(wallet.name) ? current : [...current, wallet.name]));
      }),
    [],
  );
  return names;
}
