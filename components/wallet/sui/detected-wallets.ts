'use client';

import { useEffect, useState } from 'react';
import { watchStandardWallets } from '@/components/wallet/solana/detected-wallets';

/**
 * The Sui wallets the browser offers, found without the wallet kit: the Wallet Standard handshake (the same one the
 * Solana pages read), kept to wallets that connect, sign Sui transactions and list Sui mainnet, as dapp-kit-core's own
 * filter keeps them. The panel names them before @mysten/dapp-kit-react loads, which happens only on connect.
 */
export interface StandardWalletLike {
  readonly name: string;
  readonly icon?: string;
  readonly chains?: readonly string[];
  readonly features: Readonly<Record<string, unknown>>;
}

export const SUI_MAINNET_CHAIN = 'sui:mainnet';

export function isSuiStandardWallet(wallet: StandardWalletLike): boolean {
  const { features } = wallet;
  const chains = wallet.chains ?? [];
  return (
    'standard:connect' in features &&
    ('sui:signTransaction' in features || 'sui:signTransactionBlock' in features) &&
    chains.includes(SUI_MAINNET_CHAIN)
  );
}

/** The names of the Sui wallets registered so far (empty on the server and before mount). */
export function useDetectedSuiWallets(): readonly string[] {
  const [names, setNames] = useState<readonly string[]>([]);
  useEffect(
    () =>
      watchStandardWallets((wallet) => {
        if (!isSuiStandardWallet(wallet as StandardWalletLike)) return;
        setNames((current) => (current.includes(wallet.name) ? current : [...current, wallet.name]));
      }),
    [],
  );
  return names;
}
