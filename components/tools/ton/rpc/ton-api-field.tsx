'use client';

import { EndpointField } from '@/components/tools/rpc/endpoint-field';
import type { TonApiChoice } from './use-ton-api';

export interface TonApiFieldProps {
  api: TonApiChoice;
  /** While a run is under way the choice stays as it is. */
  disabled?: boolean;
}

/**
 * Chainkit's passthrough to toncenter (same-origin) or the user's own toncenter-compatible v2 JSON-RPC endpoint.
 * Remembered in the browser and shared by every TON tool (useTonApi).
 */
export function TonApiField({ api, disabled = false }: TonApiFieldProps) {
  return <EndpointField choice={api} namespace="tonApi" upstream={api.upstream} disabled={disabled} />;
}
