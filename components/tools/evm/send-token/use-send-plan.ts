'use client';

import { useMemo } from 'react';
import { type DebouncedPlanState, useDebouncedPlan } from '@/components/batch/use-debounced-plan';
import { buildSendPlan, type SendPlan, type SendPlanRequest } from './build-plan';
import type { PlanReader } from './chain-access';

export type PlanState = DebouncedPlanState<SendPlanRequest, SendPlan>;

/** The plan of the current request, worked out again whenever the request or the wallet changes (pass a memoised request). */
export function useSendPlan(reader: PlanReader | undefined, request: SendPlanRequest | undefined): PlanState {
  const build = useMemo(() => reader && ((next: SendPlanRequest) => buildSendPlan(reader, next)), [reader]);
  return useDebouncedPlan(build, request);
}
