'use client';

import { useCallback, useEffect, useState } from 'react';
import { isHttpUrl } from '@/components/tools/check-balance/http-url';
import { createLocalStore } from '@/lib/http/local-store';

/** The user's own Sui GraphQL endpoint (a provider's), kept across visits and shared by every Sui tool. */
export const SUI_GRAPHQL_STORAGE_KEY = 'chainkit:sui:graphql';

/** Our same-origin relay for POSTs to allow-listed third-party APIs (app/api/rpc/proxy/post). */
export const SUI_PROXY_PATH = '/api/rpc/proxy/post';

/** The GraphQL endpoint through our relay: one POST per query, to `upstream` itself. */
export function suiProxyUrl(upstream: string, proxyPath = SUI_PROXY_PATH): string {
  const proxy = new URL(proxyPath, typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return `${proxy.toString()}?url=${encodeURIComponent(upstream)}`;
}

export interface SuiGraphqlChoice {
  /** The user's endpoint in use, if any (else our relay to `upstream`). */
  customUrl: string | undefined;
  /** The endpoint our relay forwards to (Sui's mainnet GraphQL). */
  upstream: string;
  draft: string;
  setDraft: (text: string) => void;
  isDraftInvalid: boolean;
  apply: () => void;
  reset: () => void;
  /** The URL to POST queries to, resolved at call time (the origin is only known in the browser). */
  resolveUrl: () => string;
  endpointName: () => string;
  isLoaded: boolean;
}

function tryStore(write: (store: ReturnType<typeof createLocalStore>) => void): void {
  try {
    write(createLocalStore());
  } catch {
    // Remembering the endpoint is a convenience; the tools work without it.
  }
}

/** Our relay to `upstream` by default, or the user's own GraphQL endpoint, remembered in this browser. */
export function useSuiGraphql(upstream: string, proxyPath = SUI_PROXY_PATH): SuiGraphqlChoice {
  const [customUrl, setCustomUrl] = useState<string | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const [isDraftInvalid, setDraftInvalid] = useState(false);
  const [isLoaded, setLoaded] = useState(false);

  // Read after mount, so the server render and the first client render agree.
  useEffect(() => {
    let saved: string | null = null;
    tryStore((store) => {
      saved = store.getJson<string>(SUI_GRAPHQL_STORAGE_KEY);
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
    tryStore((store) => store.remove(SUI_GRAPHQL_STORAGE_KEY));
  }, []);

  const apply = useCallback(() => {
    const text = draft.trim();
    if (text === '') return reset();
    if (!isHttpUrl(text)) return setDraftInvalid(true);
    setDraftInvalid(false);
    setCustomUrl(text);
    tryStore((store) => store.setJson(SUI_GRAPHQL_STORAGE_KEY, text));
  }, [draft, reset]);

  const update = useCallback((text: string) => {
    setDraft(text);
    setDraftInvalid(false);
  }, []);

  const resolveUrl = useCallback(() => customUrl ?? suiProxyUrl(upstream, proxyPath), [customUrl, upstream, proxyPath]);
  const endpointName = useCallback(() => customUrl ?? upstream, [customUrl, upstream]);

  return {
    customUrl,
    upstream,
    draft,
    setDraft: update,
    isDraftInvalid,
    apply,
    reset,
    resolveUrl,
    endpointName,
    isLoaded,
  };
}
