'use client';

import { useEffect, useState } from 'react';

/** Typing a list re-plans once the text rests, not at every keystroke. */
export const PLAN_DELAY_MS = 400;

export interface DebouncedPlanState<Request, Plan> {
  /** The latest plan and the request it answers; kept on screen while the next one is worked out. */
  result?: { plan: Plan; request: Request };
  error?: unknown;
  isPlanning: boolean;
}

/**
 * The plan of the current request, worked out again (after PLAN_DELAY_MS) whenever `build` or the request changes;
 * an answer to an older request is dropped. Pass a memoised `build` and request (undefined: nothing to plan; a
 * fresh object at each render would re-plan endlessly).
 */
export function useDebouncedPlan<Request, Plan>(
  build: ((request: Request) => Promise<Plan>) | undefined,
  request: Request | undefined,
): DebouncedPlanState<Request, Plan> {
  const [state, setState] = useState<DebouncedPlanState<Request, Plan>>({ isPlanning: false });
  useEffect(() => {
    if (!build || request === undefined) {
      setState({ isPlanning: false });
      return undefined;
    }
    let isCurrent = true;
    setState((previous) => ({ result: previous.result, isPlanning: true }));
    const timer = setTimeout(() => {
      build(request).then(
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
  }, [build, request]);
  return state;
}

/** The plan when it answers exactly this request and nothing newer is being worked out. */
export function freshPlan<Request, Plan>(
  state: DebouncedPlanState<Request, Plan>,
  request: Request | undefined,
): Plan | undefined {
  return !state.isPlanning && state.result && state.result.request === request ? state.result.plan : undefined;
}
