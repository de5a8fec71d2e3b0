'use client';

import { RelayedReadError } from '@/components/tools/rpc/relayed-read-error';
import type { SolanaRpcChoice } from './use-solana-rpc';

export interface RpcReadErrorProps {
  /** The page's RPC choice: the endpoint named, and the one "Use another RPC" changes. */
  rpc: SolanaRpcChoice;
  /** What could not be read and why, in the page's words (already translated). */
  message: string;
  /** Reads again; called by "Retry", and once more after another RPC is chosen here. */
  onRetry: () => void;
  /** While a run is under way nothing here can be used. */
  disabled?: boolean;
  testId?: string;
}

/**
 * A failed read from the chain, solvable where it is shown: the endpoint that failed is named, "Retry" reads again,
 * and "Use another RPC" opens the URL field right here (the choice is the page's and every Solana tool's); once
 * another RPC is in use, the read runs again on it. The families' one read error (RelayedReadError), with the URL
 * read from named.
 */
export const RpcReadError = ({ rpc, ...rest }: RpcReadErrorProps) => (
  <RelayedReadError api={rpc} namespace="solanaRpc" family="rpc" {...rest} />
);
