'use client';

import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { PublicClient } from 'viem';
import { type PlanState, usePlanRead } from '@/components/tools/key-batch/use-plan-read';
import type { BatchDriver } from '@/lib/batch/executor';
import type { JobState } from '@/lib/batch/types';
import type { AttemptLog } from './attempts';
import type { ChainTarget } from './chain';
import { type KeyRing, parseKeyList } from './keys';
import { type ChainClientState, useChainClient } from './use-chain-target';
import { type KeyBatchRunState, useKeyBatchRun } from './use-key-batch-run';
import { useRunBusy } from './use-run-busy';

/** What a key tool's driver is given to sign and send with: the chain's client, the pasted keys, the attempt log. */
export interface KeyBatchRunContext {
  client: PublicClient;
  ring: KeyRing;
  attempts: AttemptLog;
}

interface KeyBatchToolOptions<S> {
  /** The name the chain choice is kept under (`chainkit:<chainTool>:chain`). */
  chainTool: string;
  /** The name the run's job is kept under (`key-batch-<runTool>`). */
  runTool: string;
  createDriver: (settings: S, context: KeyBatchRunContext) => BatchDriver;
  /** The settings of a job saved by an earlier visit, read back from its meta. */
  settingsFromMeta: (meta: Record<string, string>) => S;
}

export interface KeyBatchTool<S> extends ChainClientState {
  runState: KeyBatchRunState;
  isBusy: boolean;
  /** Starts a run of the job built for the current chain, signed with `ring`. */
  start: (buildJob: (target: ChainTarget) => JobState, settings: S, ring: KeyRing) => void;
  /** Resumes the job an earlier visit left, with the keys pasted again. */
  resume: (ring: KeyRing) => void;
}

/**
 * What every EVM key tool wires alike: the chain picked and its client, the run (fresh or resumed from the saved
 * job) and whether it is busy. The tool brings its driver and how its settings are read back from a saved job.
 */
export function useKeyBatchTool<S>({
  chainTool,
  runTool,
  createDriver,
  settingsFromMeta,
}: KeyBatchToolOptions<S>): KeyBatchTool<S> {
  const { locale, endpoint, target, targetKey, client } = useChainClient(chainTool);
  const runState = useKeyBatchRun(runTool);
  const isBusy = useRunBusy(runState.run);

  const start = (buildJob: (target: ChainTarget) => JobState, settings: S, ring: KeyRing) => {
    if (!target || !client) return;
    runState.start(buildJob(target), (attempts) => createDriver(settings, { client, ring, attempts }), ring);
  };

  const resume = (ring: KeyRing) => {
    const job = runState.stored;
    if (!job || !client) return;
    const settings = settingsFromMeta(job.meta);
    runState.resume((attempts) => createDriver(settings, { client, ring, attempts }), ring);
  };

  return { locale, endpoint, target, targetKey, client, runState, isBusy, start, resume };
}

/** Pasted private keys, parsed (addresses derived) at a lower priority than the typing: thousands take a moment. */
export function useKeyList() {
  const [keysText, setKeysText] = useState('');
  const deferredKeys = useDeferredValue(keysText);
  const keys = useMemo(() => parseKeyList(deferredKeys), [deferredKeys]);
  return { keysText, setKeysText, keys };
}

export interface PlanReviewState<P> {
  plan: PlanState<P>;
  review: () => void;
  clear: () => void;
  canReview: boolean;
}

/**
 * A plan read from the chain for the current inputs: `load` is there once the inputs are complete; `review` reads
 * (again), `clear` drops the plan once a run starts from it.
 */
export function usePlanReview<P>(inputs: string, load: (() => Promise<P>) | undefined): PlanReviewState<P> {
  const { state, read, clear } = usePlanRead<P>(inputs);
  const review = useCallback(() => {
    if (load) void read(inputs, load);
  }, [load, read, inputs]);
  return { plan: state, review, clear, canReview: load !== undefined };
}
