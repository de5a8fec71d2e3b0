'use client';

import { PublicKey } from '@solana/web3.js';
import { useQuery } from '@tanstack/react-query';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { readSendAsset, type SendAssetChoice, type SendAssetState } from './read-asset';

/** Every query of the tool starts with this, so one invalidation reads balances again after a run. */
export const SOLANA_SEND_QUERY_KEY = 'solana-send';

/** The asset chosen (mint, decimals, program) and, once a wallet is connected, what it holds of it and of SOL. */
export function useSendAsset(
  rpc: SolanaRpc,
  rpcKey: string,
  owner: string | undefined,
  choice: SendAssetChoice | undefined,
) {
  const assetId = choice?.kind === 'token' ? choice.mint : 'sol';
  return useQuery<SendAssetState>({
    queryKey: [SOLANA_SEND_QUERY_KEY, 'asset', rpcKey, owner, assetId],
    queryFn: () => readSendAsset(rpc, owner ? new PublicKey(owner) : undefined, choice as SendAssetChoice),
    // Read before a wallet connects too (decimals, program, rent of new accounts); balances come with the wallet.
    enabled: choice !== undefined,
    retry: false,
    staleTime: 15_000,
  });
}
