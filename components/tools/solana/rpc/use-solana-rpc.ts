'use client';

import { useCallback } from 'react';
import { useEndpointChoice } from '@/components/tools/rpc/use-endpoint-choice';

/** The user's own Solana RPC, kept across visits. */
export const SOLANA_RPC_STORAGE_KEY = 'chainkit:solana-check-balance:rpc';

/** Our same-origin passthrough (app/api/rpc), which forwards to the configured Solana upstreams. */
export function defaultSolanaRpcUrl(): string {
  return new URL('/api/rpc', window.location.origin).toString();
}

export interface SolanaRpcChoice {
  /** The user's RPC in use, if any (else the passthrough). */
  customUrl: string | undefined;
  draft: string;
  setDraft: (text: string) => void;
  isDraftInvalid: boolean;
  /** Uses and saves the typed URL when it is one (empty: back to the passthrough). */
  apply: () => void;
  reset: () => void;
  /** The URL to read from, resolved at call time (the origin is only known in the browser). */
  resolveUrl: () => string;
  /** False until the saved choice is read (after mount): work that must not start on the wrong RPC waits for it. */
  isLoaded: boolean;
}

export function useSolanaRpc(): SolanaRpcChoice {
  const choice = useEndpointChoice(SOLANA_RPC_STORAGE_KEY);
  const { customUrl } = choice;
  const resolveUrl = useCallback(() => customUrl ?? defaultSolanaRpcUrl(), [customUrl]);
  return { ...choice, resolveUrl };
}
