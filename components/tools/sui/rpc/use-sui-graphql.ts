'use client';

import { useCallback } from 'react';
import { useEndpointChoice } from '@/components/tools/rpc/use-endpoint-choice';

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

/** Our relay to `upstream` by default, or the user's own GraphQL endpoint, remembered in this browser. */
export function useSuiGraphql(upstream: string, proxyPath = SUI_PROXY_PATH): SuiGraphqlChoice {
  const choice = useEndpointChoice(SUI_GRAPHQL_STORAGE_KEY);
  const { customUrl } = choice;
  const resolveUrl = useCallback(() => customUrl ?? suiProxyUrl(upstream, proxyPath), [customUrl, upstream, proxyPath]);
  const endpointName = useCallback(() => customUrl ?? upstream, [customUrl, upstream]);
  return { ...choice, upstream, resolveUrl, endpointName };
}
