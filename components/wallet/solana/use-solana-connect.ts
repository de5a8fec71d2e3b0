'use client';

import { useCallback } from 'react';
import { useSolanaWallet } from './wallet-context';

/** The wallet panel's element id: "connect" from a tool's action brings the user to it when there is a choice. */
export const SOLANA_WALLET_PANEL_ID = 'solana-wallet-panel';

/**
 * A tool's "Connect wallet to …" action, asked at signing rather than before the form: with one wallet in the browser
 * it is selected (which loads the wallet kit if needed; the kit connects it), otherwise the wallet panel's choices (or
 * its "no wallet found") are brought into view and focused.
 */
export function useSolanaConnect(): () => void {
  const { wallets, select, clearError } = useSolanaWallet();
  return useCallback(() => {
    if (wallets.length === 1) {
      clearError();
      select(wallets[0]);
      return;
    }
    const panel = document.getElementById(SOLANA_WALLET_PANEL_ID);
    panel?.scrollIntoView?.({ block: 'center' });
    (panel?.querySelector<HTMLElement>('button') ?? panel)?.focus();
  }, [wallets, select, clearError]);
}
