'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { TonApiOptions } from '@/chains/ton/api';
import type { PlannedTonRequest } from '@/chains/ton/packing';
import type { TonWalletSession } from '@/components/wallet/ton/ton-wallet-session';
import { BatchExecutor, type BatchRow, clearJob, createJob, type JobState, loadJob, saveJob } from '@/lib/batch';
import { readSentRequests } from './sent-requests';
import { splitSettledChunks } from './split-outcomes';
import { tonSendDriver } from './ton-send-driver';
import { type PlannedTonBatch, setupToMeta, type TonSendSetup } from './ton-send-plan';

export const TON_SEND_TOOL = 'ton-batch-send';

export interface TonRunState {
  executor: BatchExecutor;
  meta: Record<string, string>;
  isRestored: boolean;
}

interface Options {
  api: TonApiOptions;
  session: TonWalletSession | null;
  pollMs?: number;
}

/**
 * The batch engine for TON sends: a reviewed plan becomes a job (one chunk per wallet request), run one request at a
 * time; when a run settles, requests that landed with bounced or failed rows are split (split-outcomes.ts) so that
 * "retry failed" sends those rows alone. A job left in this browser comes back after a reload.
 */
export function useTonSendRun({ api, session, pollMs }: Options) {
  const [run, setRun] = useState<TonRunState | null>(null);
  const [prepared, setPrepared] = useState<PlannedTonRequest | null>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  const makeExecutor = useCallback(
    (job: JobState, isRestored: boolean): TonRunState => {
      const driver = tonSendDriver({
        api,
        meta: job.meta,
        session: () => sessionRef.current,
        onPrepared: (_chunk, request) => setPrepared(request),
        pollMs,
      });
      return { executor: new BatchExecutor(job, driver), meta: job.meta, isRestored };
    },
    [api, pollMs],
  );

  /** When a run stops: requests that landed in part are split, and the retry runs on the split job. */
  const splitSettled = useCallback(
    (state: TonRunState) => {
      if (state.executor.getSnapshot().isRunning) return;
      const split = splitSettledChunks(state.executor.getSnapshot().job, readSentRequests());
      if (!split) return;
      saveJob(TON_SEND_TOOL, split);
      setRun((current) => (current?.executor === state.executor ? makeExecutor(split, current.isRestored) : current));
    },
    [makeExecutor],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens.
  useEffect(() => {
    const job = loadJob(TON_SEND_TOOL);
    if (!job?.meta.sender) return;
    const split = splitSettledChunks(job, readSentRequests()) ?? job;
    const state = makeExecutor(split, true);
    setRun((current) => current ?? state);
  }, []);

  const startRun = useCallback(
    (
      batch: PlannedTonBatch,
      setup: TonSendSetup,
      rows: readonly BatchRow[],
      token: { symbol: string; decimals: number },
    ) => {
      const meta = setupToMeta(setup, batch.fees, { symbol: token.symbol, decimals: String(token.decimals) });
      const state = makeExecutor(createJob(rows, batch.chunks, meta), false);
      setRun(state);
      void state.executor.run();
    },
    [makeExecutor],
  );

  const clearRun = useCallback(() => {
    clearJob(TON_SEND_TOOL);
    setRun(null);
    setPrepared(null);
  }, []);

  return { run, prepared, startRun, clearRun, splitSettled };
}
