'use client';

import { EndpointField } from '@/components/tools/rpc/endpoint-field';
import type { SolanaRpcChoice } from '@/components/tools/solana/rpc/use-solana-rpc';

export interface SolanaRpcFieldProps {
  rpc: SolanaRpcChoice;
  /** While a run is under way the choice stays as it is. */
  disabled?: boolean;
  /** Test ids of the fieldset and of the URL input, for pages whose browser tests drive them. */
  testId?: string;
  inputTestId?: string;
}

/**
 * Chainkit's RPC (same-origin /api/rpc) or the user's own, for reads, simulations and broadcasts. The choice is
 * remembered in the browser and shared by every Solana tool (useSolanaRpc), so it is set once, on any of them.
 */
export function SolanaRpcField({ rpc, disabled = false, testId, inputTestId }: SolanaRpcFieldProps) {
  return (
    <EndpointField choice={rpc} namespace="solanaRpc" disabled={disabled} testId={testId} inputTestId={inputTestId} />
  );
}
