'use client';

import { useCallback } from 'react';
import { useEndpointChoice } from '@/components/tools/rpc/use-endpoint-choice';

/** The user's own TronGrid-compatible API (TronGrid with their key, a java-tron node…), kept across visits. */
export const TRON_API_STORAGE_KEY = 'chainkit:tron:api';

/**
 * Our same-origin relay to the configured TronGrid-compatible API (app/api/rpc/tron/wallet/[method]):
 * chains/tron/api appends each call's path, so `/api/rpc/tron/wallet/getaccount` relays a POST to
 * `<TRON_API_URL>/wallet/getaccount`, with the site's TRON_API_KEY added on the server. Every call the Tron pages
 * make is a POST to `/wallet/…`.
 */
export const TRON_RELAY_PATH = '/api/rpc/tron';

/** The relay's base URL, absolute (the origin is only known in the browser). */
export function tronRelayBaseUrl(relayPath = TRON_RELAY_PATH): string {
  return new URL(relayPath, typeof window === 'undefined' ? 'http://localhost' : window.location.origin)
    .toString()
    .replace(/\/+$/, '');
}

export interface TronApiChoice {
  /** The user's API in use, if any (else our relay to the configured upstream). */
  customUrl: string | undefined;
  /** The upstream our relay forwards to (TRON_API_URL, else TronGrid): named when a read fails, never called. */
  upstream: string;
  draft: string;
  setDraft: (text: string) => void;
  isDraftInvalid: boolean;
  /** Uses and saves the typed URL when it is one (empty: back to the relay). */
  apply: () => void;
  reset: () => void;
  /** The base URL to call, resolved at call time (the origin is only known in the browser). */
  resolveUrl: () => string;
  /** The endpoint as a person reads it: the user's URL, or the upstream behind our relay. */
  endpointName: () => string;
  isLoaded: boolean;
}

/** Our relay to `upstream` by default, or the user's own API; the choice is shared by every Tron tool. */
export function useTronApi(upstream: string, relayPath = TRON_RELAY_PATH): TronApiChoice {
  const choice = useEndpointChoice(TRON_API_STORAGE_KEY);
  const { customUrl } = choice;
  const resolveUrl = useCallback(() => customUrl ?? tronRelayBaseUrl(relayPath), [customUrl, relayPath]);
  const endpointName = useCallback(() => customUrl ?? upstream, [customUrl, upstream]);
  return { ...choice, upstream, resolveUrl, endpointName };
}
