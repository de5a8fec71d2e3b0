'use client';

import { useCallback, useEffect, useState } from 'react';
import { isHttpUrl } from '@/components/tools/check-balance/http-url';
import { createLocalStore } from '@/lib/http/local-store';

/** A family's endpoint kept in this browser, before the family says where reads go without one. */
export interface StoredEndpointChoice {
  /** The user's endpoint in use, if any (else the family's default). */
  customUrl: string | undefined;
  draft: string;
  setDraft: (text: string) => void;
  isDraftInvalid: boolean;
  /** Uses and saves the typed URL when it is one (empty: back to the default). */
  apply: () => void;
  reset: () => void;
  /** False until the saved choice is read (after mount): work that must not start on the wrong endpoint waits for it. */
  isLoaded: boolean;
}

function tryStore(write: (store: ReturnType<typeof createLocalStore>) => void): void {
  try {
    write(createLocalStore());
  } catch {
    // Remembering the endpoint is a convenience; the tools work without it.
  }
}

/**
 * The user's own endpoint under `storageKey` in localStorage (shared by every tool of the family): a draft, checked as
 * an http(s) URL when applied, saved when valid, removed on reset. The family hooks (use-solana-rpc, use-tron-api,
 * use-sui-graphql, use-ton-api) add their default URL and extras.
 */
export function useEndpointChoice(storageKey: string): StoredEndpointChoice {
  const [customUrl, setCustomUrl] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const [isDraftInvalid, setDraftInvalid] = useState(false);
  const [isLoaded, setLoaded] = useState(false);

  // Read after mount, so the server render and the first client render agree.
  useEffect(() => {
    let saved: string | null = null;
    tryStore((store) => {
      saved = store.getJson<string>(storageKey);
    });
    if (typeof saved === 'string' && isHttpUrl(saved)) {
      setCustomUrl(saved);
      setDraft(saved);
    }
    setLoaded(true);
  }, [storageKey]);

  const reset = useCallback(() => {
    setCustomUrl(undefined);
    setDraft('');
    setDraftInvalid(false);
    tryStore((store) => store.remove(storageKey));
  }, [storageKey]);

  const apply = useCallback(() => {
    const text = draft.trim();
    if (text === '') return reset();
    if (!isHttpUrl(text)) return setDraftInvalid(true);
    setDraftInvalid(false);
    setCustomUrl(text);
    tryStore((store) => store.setJson(storageKey, text));
  }, [draft, reset, storageKey]);

  const update = useCallback((text: string) => {
    setDraft(text);
    setDraftInvalid(false);
  }, []);

  return { customUrl, draft, setDraft: update, isDraftInvalid, apply, reset, isLoaded };
}
