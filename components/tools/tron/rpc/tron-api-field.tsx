'use client';

import { EndpointField } from '@/components/tools/rpc/endpoint-field';
import type { TronApiChoice } from './use-tron-api';

export interface TronApiFieldProps {
  api: TronApiChoice;
  /** While a run is under way the choice stays as it is. */
  disabled?: boolean;
}

/**
 * Chainkit's relay to TronGrid (same-origin) or the user's own TronGrid-compatible API, for reads and broadcasts.
 * Remembered in the browser and shared by every Tron tool (useTronApi).
 */
export function TronApiField({ api, disabled = false }: TronApiFieldProps) {
  return <EndpointField choice={api} namespace="tronApi" upstream={api.upstream} disabled={disabled} />;
}
