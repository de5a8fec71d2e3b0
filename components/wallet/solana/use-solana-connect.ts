'use client';

import { WalletReadyState } from '@solana/wallet-adapter-base';
import { useWallet } from '@solana/wallet-adapter-react';
import { useCallback } from 'react';
import { useSolanaWalletError } from './solana-wallet-provider';

/** The wallet panel's element id: "connect" from a tool's action brings the user to it when there is a choice. */
export const SOLANA_WALLET_PANEL_ID = 'solana-wallet-panel';

export const USABLE_WALLET_STATES: ReadonlySet<WalletReadyState> = new Set([
  WalletReadyState.Installed,
  WalletReadyState.Loadable,
]);

/**
 * A tool's "Connect wallet to …" action, asked at signing rather than before the form: with one wallet in the browser
 * it is selected (the provider connects it), otherwise the wallet panel's choices (or its "no wallet found") are
 * brought into view and focused.
 */
export function useSolanaConnect(): () => void {
  const { wallets, select } = useWallet();
  const { clear } = useSolanaWalletError();
  return useCallback(() => {
    const usable = wallets.filter((candidate) => USABLE_WALLET_STATES.has(candidate.readyState));
    if (usable.length === 1) {
      clear();
      select(usable[0].adapter.name);
      return;
    }
    const panel = document.getElementById(SOLANA_WALLET_PANEL_ID);
    panel?.scrollIntoView?.({ block: 'center' });
    (panel?.querySelector<HTMLElement>('button') ?? panel)?.focus();
  }, [wallets, select, clear]);
}
