'use client';

import { useCallback } from 'react';
import type { TonApiOptions } from '@/chains/ton/api';
import { useEndpointChoice } from '@/components/tools/rpc/use-endpoint-choice';

/** The user's own toncenter-compatible v2 JSON-RPC endpoint, kept across visits and shared by every TON tool. */
export const TON_API_STORAGE_KEY = 'chainkit:ton:api';

/** Our same-origin passthrough of toncenter v2 JSON-RPC (app/api/rpc/json-rpc/ton). */
export const TON_PASSTHROUGH_PATH = '/api/rpc/json-rpc/ton';
/** Our v3 relay's root: GET {root}/accountStates (app/api/rpc/json-rpc/ton/v3/accountStates). */
export const TON_V3_RELAY_PATH = '/api/rpc/json-rpc/ton/v3';

export interface TonApiPaths {
  jsonRpc: string;
  v3: string;
}

const OUR_PATHS: TonApiPaths = { jsonRpc: TON_PASSTHROUGH_PATH, v3: TON_V3_RELAY_PATH };

export interface TonApiChoice {
  /** The user's endpoint in use, if any (else our passthrough). */
  customUrl: string | undefined;
  /** The upstream our passthrough relays to, as a person reads it (its host: the URL may hold a key). */
  upstream: string;
  draft: string;
  setDraft: (text: string) => void;
  isDraftInvalid: boolean;
  apply: () => void;
  reset: () => void;
  /** The v2 JSON-RPC URL in use. */
  resolveUrl: () => string;
  /** What chains/ton takes: our passthrough and v3 relay, or the user's URL (v3 derived when toncenter-shaped). */
  apiOptions: () => TonApiOptions;
  endpointName: () => string;
}

/**
 * Our passthrough (v2 JSON-RPC, plus the v3 accountStates relay when the server has a v3 upstream: 2,000 balances in
 * 42 requests instead of 4,002) or the user's own endpoint; the choice is shared by every TON tool.
 */
export function useTonApi(upstream: string, hasV3Relay: boolean, paths: TonApiPaths = OUR_PATHS): TonApiChoice {
  // TON's pages do not wait for the saved choice (no isLoaded in its shape).
  const { isLoaded: _isLoaded, ...choice } = useEndpointChoice(TON_API_STORAGE_KEY);
  const { customUrl } = choice;
  const resolveUrl = useCallback(() => customUrl ?? paths.jsonRpc, [customUrl, paths.jsonRpc]);
  const apiOptions = useCallback(
    (): TonApiOptions =>
      customUrl ? { jsonRpcUrl: customUrl } : { jsonRpcUrl: paths.jsonRpc, v3Url: hasV3Relay ? paths.v3 : null },
    [customUrl, paths.jsonRpc, paths.v3, hasV3Relay],
  );
  const endpointName = useCallback(() => customUrl ?? upstream, [customUrl, upstream]);
  return { ...choice, upstream, resolveUrl, apiOptions, endpointName };
}
