'use client';

import { useCallback } from 'react';
import { type StoredEndpointChoice, useEndpointChoice } from '@/components/tools/rpc/use-endpoint-choice';

/** The user's own Solana RPC, kept across visits. */
export const SOLANA_RPC_STORAGE_KEY = 'chainkit:solana-check-balance:rpc';

/** Our same-origin passthrough (app/api/rpc), which forwards to the configured Solana upstreams. */
export function defaultSolanaRpcUrl(): string {
  return new URL('/api/rpc', window.location.origin).toString();
}

/** The user's RPC in use, if any (else the passthrough), its draft, and the URL reads go to. */
export interface SolanaRpcChoice extends StoredEndpointChoice {
  /** The URL to read from, resolved at call time (the origin is only known in the browser). */
  resolveUrl: () => string;
}

export function useSolanaRpc(): SolanaRpcChoice {
  const choice = useEndpointChoice(SOLANA_RPC_STORAGE_KEY);
  const { customUrl } = choice;
  const resolveUrl = useCallback(() => customUrl ?? defaultSolanaRpcUrl(), [customUrl]);
  return { ...choice, resolveUrl };
}
