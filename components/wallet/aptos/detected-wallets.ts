'use client';

import { useEffect, useState } from 'react';
import { watchStandardWallets } from '@/components/wallet/solana/detected-wallets';

/**
 * The Aptos wallets the browser offers (AIP-62: Petra, Nightly, OKX, Pontem… register through the Wallet Standard
 * handshake), kept to those that connect, give their account and sign a transaction on Aptos mainnet, as
 * @aptos-labs/wallet-adapter-core's own filter (`isWalletWithRequiredFeatureSet`) keeps them.
 */
export interface AptosStandardWallet {
  readonly name: string;
  readonly icon?: string;
  readonly chains?: readonly string[];
  readonly features: Readonly<Record<string, unknown>>;
}

export const APTOS_MAINNET_CHAIN = 'aptos:mainnet';
export const APTOS_REQUIRED_FEATURES = ['aptos:connect', 'aptos:account', 'aptos:signTransaction'] as const;

export function isAptosStandardWallet(wallet: AptosStandardWallet): boolean {
  const chains = wallet.chains ?? [];
  return APTOS_REQUIRED_FEATURES.every((feature) => feature in wallet.features) && chains.includes(APTOS_MAINNET_CHAIN);
}

/** The Aptos wallets registered so far (empty on the server and before mount). */
export function useDetectedAptosWallets(): readonly AptosStandardWallet[] {
  const [wallets, setWallets] = useState<readonly AptosStandardWallet[]>([]);
  useEffect(
    () =>
      watchStandardWallets((wallet) => {
        const candidate = wallet as unknown as AptosStandardWallet;
        if (!isAptosStandardWallet(candidate)) return;
        setWallets((current) =>
          current.some((known) => known.name === candidate.name) ? current : [...current, candidate],
        );
      }),
    [],
  );
  return wallets;
}
