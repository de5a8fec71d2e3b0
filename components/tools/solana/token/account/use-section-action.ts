'use client';

import { useCallback } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { TokenWallet } from '../shared/token-wallet';
import { type TokenActionControls, useTokenAction } from '../shared/use-token-action';

/** A section's action: once confirmed, the page re-reads the token (supply, balance, authorities changed). */
export function useSectionAction(rpc: SolanaRpc, wallet: TokenWallet | null, onDone: () => void): TokenActionControls {
  const action = useTokenAction(rpc, wallet);
  const { confirm: confirmAction } = action;
  const confirm = useCallback(async () => {
    const signature = await confirmAction();
    if (signature) onDone();
    return signature;
  }, [confirmAction, onDone]);
  return { ...action, confirm };
}
