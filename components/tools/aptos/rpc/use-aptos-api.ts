'use client';

import { useCallback } from 'react';
import type { AptosEndpoint } from '@/chains/aptos/api';
import { useEndpointChoice } from '@/components/tools/rpc/use-endpoint-choice';

/** The user's own Aptos API (a provider's REST base, …/v1), kept across visits and shared by every Aptos tool. */
export const APTOS_API_STORAGE_KEY = 'chainkit:aptos:api';

/** Our same-origin relay for allow-listed third-party APIs (app/api/rpc/proxy, …/post). */
export const APTOS_PROXY_PATHS = { get: '/api/rpc/proxy', post: '/api/rpc/proxy/post' } as const;

export interface AptosApiChoice {
  /** The user's endpoint in use, if any (else our relay to `upstream`). */
  customUrl: string | undefined;
  /** The REST base our relay forwards to (Aptos Labs' mainnet). */
  upstream: string;
  draft: string;
  setDraft: (text: string) => void;
  isDraftInvalid: boolean;
  apply: () => void;
  reset: () => void;
  /** Where requests go, resolved at call time (the origin is only known in the browser). */
  resolveEndpoint: () => AptosEndpoint;
  /** The endpoint in use as one string (the shared read-error block reads again when it changes). */
  resolveUrl: () => string;
  endpointName: () => string;
  isLoaded: boolean;
}

/** Our relay to `upstream` by default, or the user's own Aptos API, remembered in this browser. */
export function useAptosApi(
  upstream: string,
  proxyPaths: { get: string; post: string } = APTOS_PROXY_PATHS,
): AptosApiChoice {
  const choice = useEndpointChoice(APTOS_API_STORAGE_KEY);
  const { customUrl } = choice;
  const resolveEndpoint = useCallback((): AptosEndpoint => {
    if (customUrl) return { base: customUrl };
    const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
    return {
      base: upstream,
      via: { get: new URL(proxyPaths.get, origin).toString(), post: new URL(proxyPaths.post, origin).toString() },
    };
  }, [customUrl, upstream, proxyPaths]);
  const endpointName = useCallback(() => customUrl ?? upstream, [customUrl, upstream]);
  return { ...choice, upstream, resolveEndpoint, resolveUrl: endpointName, endpointName };
}
