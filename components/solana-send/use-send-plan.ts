'use client';

import { useEffect, useState } from 'react';
import type { SolanaRpc } from '@/chains/solana';
import { buildSolanaSendPlan, type SolanaSendPlan, type SolanaSendPlanRequest } from './send-plan';

/** Typing a list re-plans once the text rests, not at every keystroke. */
const PLAN_DELAY_MS = 400;

export interface PlanState {
  /** The latest plan and the request it answers; kept on screen while the next one is worked out. */
  result?: { plan: SolanaSendPlan; request: SolanaSendPlanRequest };
  error?: unknown;
  isPlanning: boolean;
}

/** The plan of the current request, worked out again whenever the request changes (pass a memoised request). */
export function useSendPlan(rpc: SolanaRpc, request: SolanaSendPlanRequest | undefined): PlanState {
  const [state, setState] = useState<PlanState>({ isPlanning: false });
  useEffect(() => {
    if (!request || request.rows.length === 0) {
      setState({ isPlanning: false });
      return undefined;
    }
    let isCurrent = true;
    setState((previous) => ({ result: previous.result, isPlanning: true }));
    const timer = setTimeout(() => {
      buildSolanaSendPlan(rpc, request).then(
        (plan) => {
          if (isCurrent) setState({ result: { plan, request }, isPlanning: false });
        },
        (error: unknown) => {
          if (isCurrent) setState({ error, isPlanning: false });
        },
      );
    }, PLAN_DELAY_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [rpc, request]);
  return state;
}

/** The plan when it answers exactly this request and nothing newer is being worked out. */
export function freshPlan(state: PlanState, request: SolanaSendPlanRequest | undefined): SolanaSendPlan | undefined {
  return !state.isPlanning && state.result && state.result.request === request ? state.result.plan : undefined;
}
