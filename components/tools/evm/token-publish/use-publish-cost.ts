'use client';

import { useQuery } from '@tanstack/react-query';
import type { Address } from 'viem';
import type { PublishFee } from '@/chains/evm/token/deploy';
import type { ReadClient } from '@/components/tools/evm/send-token/use-chain-access';
import { estimatePublish } from './publish-chain';
import type { LaunchDraft } from './publish-form';

const COST_QUERY_KEY = 'token-publish-cost';

/** Bigints are not JSON: the query key holds the launch as text. */
function launchKey(launch: LaunchDraft | undefined): string {
  return JSON.stringify(launch ?? null, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
}

/**
 * The cost of publishing `launch` on the read client's chain: estimated without a sender before the wallet, from the
 * wallet (the transaction simulated) once it is on the chain. Read again when anything changes, and every 30 s (the
 * gas price moves).
 */
export function usePublishCost(
  read: ReadClient | undefined,
  launch: LaunchDraft | undefined,
  fee: PublishFee | undefined,
  from: Address | undefined,
) {
  return useQuery({
    queryKey: [COST_QUERY_KEY, read?.chainId, read?.url, launchKey(launch), fee?.amount.toString(), from],
    queryFn: () => estimatePublish((read as ReadClient).client, launch as LaunchDraft, fee, from),
    enabled: read !== undefined && launch !== undefined,
    retry: false,
    staleTime: 30_000,
    refetchInterval: 30_000,
  });
}
