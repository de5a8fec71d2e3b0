'use client';

import { useCallback } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { clearDraft } from '@/lib/client/tool-draft';
import type { TokenWallet } from '../shared/token-wallet';
import { type TokenActionControls, useTokenAction } from '../shared/use-token-action';
import { sectionDraftTool } from './use-section-draft';

/**
 * A section's action: once confirmed, the page re-reads the token (supply, balance, authorities changed), and the
 * section's draft (`section`) is dropped from storage: a reload must not offer the same action again.
 */
export function useSectionAction(
  rpc: SolanaRpc,
  wallet: TokenWallet | null,
  onDone: () => void,
  section?: string,
): TokenActionControls {
  const action = useTokenAction(rpc, wallet);
  const { confirm: confirmAction } = action;
  const confirm = useCallback(async () => {
    const signature = await confirmAction();
    if (signature) {
      if (section) clearDraft(sectionDraftTool(section));
      onDone();
    }
    return signature;
  }, [confirmAction, onDone, section]);
  return { ...action, confirm };
}
