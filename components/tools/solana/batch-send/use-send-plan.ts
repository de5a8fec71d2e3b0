'use client';

import { useCallback } from 'react';
import type { SolanaRpc } from '@/chains/solana';
import { type DebouncedPlanState, useDebouncedPlan } from '@/components/batch/use-debounced-plan';
import { buildSolanaSendPlan, type SolanaSendPlan, type SolanaSendPlanRequest } from './send-plan';

export type PlanState = DebouncedPlanState<SolanaSendPlanRequest, SolanaSendPlan>;

/** The plan of the current request on this RPC, worked out again whenever either changes (pass a memoised request). */
export function useSendPlan(rpc: SolanaRpc, request: SolanaSendPlanRequest | undefined): PlanState {
  const build = useCallback((next: SolanaSendPlanRequest) => buildSolanaSendPlan(rpc, next), [rpc]);
  return useDebouncedPlan(build, request);
}
