'use client';

import { useCallback, useRef, useState } from 'react';

/** A plan read from the chain for one set of inputs (`inputs` is their signature: addresses, never keys). */
export type PlanState<T> =
  | { phase: 'idle' }
  | { phase: 'reading'; inputs: string }
  | { phase: 'ready'; inputs: string; plan: T }
  | { phase: 'failed'; inputs: string; error: unknown };

/** Reads a plan; only the latest read lands, and a plan of other inputs than the current ones counts as none. */
export function usePlanRead<T>(currentInputs: string) {
  const [state, setState] = useState<PlanState<T>>({ phase: 'idle' });
  const latest = useRef(0);
  const read = useCallback(async (inputs: string, load: () => Promise<T>) => {
    latest.current += 1;
    const id = latest.current;
    setState({ phase: 'reading', inputs });
    try {
      const plan = await load();
      if (id === latest.current) setState({ phase: 'ready', inputs, plan });
    } catch (error) {
      if (id === latest.current) setState({ phase: 'failed', inputs, error });
    }
  }, []);
  const clear = useCallback(() => {
    latest.current += 1;
    setState({ phase: 'idle' });
  }, []);
  const current: PlanState<T> = state.phase !== 'idle' && state.inputs !== currentInputs ? { phase: 'idle' } : state;
  return { state: current, read, clear };
}
