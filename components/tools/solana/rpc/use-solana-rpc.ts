'use client';

import { useCallback, useEffect, useState } from 'react';
import { isHttpUrl } from '@/components/tools/check-balance/http-url';
import { createLocalStore } from '@/lib/http/local-store';

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

function tryStore(write: (store: ReturnType<typeof createLocalStore>) => void): void {
  try {
    write(createLocalStore());
  } catch {
    // Remembering the RPC is a convenience; the check works without it.
  }
}

export function useSolanaRpc(): SolanaRpcChoice {
  const [customUrl, setCustomUrl] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const [isDraftInvalid, setDraftInvalid] = useState(false);
  const [isLoaded, setLoaded] = useState(false);

  // Read after mount, so the server render and the first client render agree.
  useEffect(() => {
    let saved: string | null = null;
    tryStore((store) => {
      saved = store.getJson<string>(SOLANA_RPC_STORAGE_KEY);
    });
    if (typeof saved === 'string' && isHttpUrl(saved)) {
      setCustomUrl(saved);
      setDraft(saved);
    }
    setLoaded(true);
  }, []);

  const reset = useCallback(() => {
    setCustomUrl(undefined);
    setDraft('');
    setDraftInvalid(false);
    tryStore((store) => store.remove(SOLANA_RPC_STORAGE_KEY));
  }, []);

  const apply = useCallback(() => {
    const text = draft.trim();
    if (text === '') return reset();
    if (!isHttpUrl(text)) return setDraftInvalid(true);
    setDraftInvalid(false);
    setCustomUrl(text);
    tryStore((store) => store.setJson(SOLANA_RPC_STORAGE_KEY, text));
  }, [draft, reset]);

  const update = useCallback((text: string) => {
    setDraft(text);
    setDraftInvalid(false);
  }, []);

  const resolveUrl = useCallback(() => customUrl ?? defaultSolanaRpcUrl(), [customUrl]);

  return { customUrl, draft, setDraft: update, isDraftInvalid, apply, reset, resolveUrl, isLoaded };
}
