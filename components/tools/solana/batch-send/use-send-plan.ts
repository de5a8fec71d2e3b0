'use client';

import { useCallback } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import { type DebouncedPlanState, useDebouncedPlan } from '@/components/batch/use-debounced-plan';
import { buildSolanaSendPlan, type SolanaSendPlan, type SolanaSendPlanRequest } from './send-plan';

export type PlanState = DebouncedPlanState<SolanaSendPlanRequest, SolanaSendPlan>;

/**
 * The plan of the current request on this RPC, worked out again whenever either changes (pass a memoised request),
 * and when `attempt` changes (the user's "Retry" after a failed read).
 */
export function useSendPlan(rpc: SolanaRpc, request: SolanaSendPlanRequest | undefined, attempt = 0): PlanState {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is a new build, so the plan runs again.
  const build = useCallback((next: SolanaSendPlanRequest) => buildSolanaSendPlan(rpc, next), [rpc, attempt]);
  return useDebouncedPlan(build, request);
}
