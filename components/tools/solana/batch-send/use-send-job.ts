'use client';

import { PublicKey } from '@solana/web3.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SolanaRpc } from '@/chains/solana/rpc';
import type { BatchExecutor } from '@/lib/batch/executor';
import { clearJob, loadJob } from '@/lib/batch/persist';
import type { JobState } from '@/lib/batch/types';
import { clearDraft } from '@/lib/client/tool-draft';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import { checkBeforeClear, withLanded } from './clear-check';
import type { SignAll } from './lookup-table-setup';
import { prepareSendJob } from './prepare-job';
import { createSolanaSendExecutor } from './send-executor';
import { fromStoredMeta, SOLANA_SEND_DRAFT_TOOL, SOLANA_SEND_TOOL, type SolanaSendMeta } from './send-meta';
import type { SolanaSendPlan, SolanaSendPlanRequest } from './send-plan';
import { clearSentStore, localSentStore } from './sent-store';

export interface SendWallet {
  address: string;
  signAll: SignAll;
}

export interface CurrentSendJob {
  executor: BatchExecutor;
  meta: SolanaSendMeta;
  /** Restored from a previous visit rather than started now. */
  isRestored: boolean;
}

/** Before the engine runs: the lookup tables being written, or why starting failed (nothing of the batch was sent). */
export type StartState =
  | { phase: 'idle' }
  | { phase: 'tables'; done: number; total: number }
  | { phase: 'failed'; error: unknown };

/** "New batch": the chain being asked about the job's transactions, or why the job was kept. */
export type ClearState =
  | { phase: 'idle' }
  | { phase: 'checking' }
  | { phase: 'refused'; count: number }
  | { phase: 'failed'; error: unknown };

interface UseSendJobOptions {
  wallet: SendWallet | undefined;
  rpc: SolanaRpc;
  feeReceiver: string;
  /** Tests poll fast; the page waits a second between status reads. */
  pollIntervalMs?: number;
}

/**
 * The tool's one batch job: started from a plan (lookup tables first), or restored after a reload, and cleared for a
 * new one. The signer is looked up at each approval, so a restored job runs once its wallet is connected again.
 */
export function useSendJob({ wallet, rpc, feeReceiver, pollIntervalMs }: UseSendJobOptions) {
  const walletRef = useRef(wallet);
  walletRef.current = wallet;
  const [current, setCurrent] = useState<CurrentSendJob | null>(null);
  const currentRef = useRef(current);
  currentRef.current = current;
  const [startState, setStartState] = useState<StartState>({ phase: 'idle' });
  const [clearState, setClearState] = useState<ClearState>({ phase: 'idle' });

  const makeExecutor = useCallback(
    (job: JobState, meta: SolanaSendMeta, tables?: Parameters<typeof createSolanaSendExecutor>[0]['tables']) =>
      createSolanaSendExecutor({
        job,
        meta,
        rpc,
        feeReceiver: new PublicKey(feeReceiver),
        tables,
        store: localSentStore(meta.jobId),
        pollIntervalMs,
        signAll: () => {
          const connected = walletRef.current;
          if (!connected || connected.address !== meta.payer) throw new AppError(CLIENT_CODE.WALLET_NOT_CONNECTED);
          return connected.signAll;
        },
      }),
    [rpc, feeReceiver, pollIntervalMs],
  );

  useEffect(() => {
    const job = loadJob(SOLANA_SEND_TOOL);
    if (!job) return;
    const meta = fromStoredMeta(job);
    // A job started meanwhile (or already restored) is never replaced.
    if (meta) setCurrent((previous) => previous ?? { executor: makeExecutor(job, meta), meta, isRestored: true });
    else clearJob(SOLANA_SEND_TOOL);
  }, [makeExecutor]);

  const start = useCallback(
    async (request: SolanaSendPlanRequest, plan: SolanaSendPlan) => {
      const connected = walletRef.current;
      if (!connected || connected.address !== request.payer?.toBase58()) return;
      setStartState(plan.format === 'v0' ? { phase: 'tables', done: 0, total: plan.tables.length } : { phase: 'idle' });
      try {
        const prepared = await prepareSendJob({
          rpc,
          request,
          plan,
          signAll: connected.signAll,
          pollIntervalMs,
          onTablesProgress: (done, total) => setStartState({ phase: 'tables', done, total }),
        });
        clearSentStore();
        const executor = makeExecutor(prepared.job, prepared.meta, prepared.tables);
        setStartState({ phase: 'idle' });
        setClearState({ phase: 'idle' });
        setCurrent({ executor, meta: prepared.meta, isRestored: false });
        // The rows now live in the job: a new batch starts from an empty form, never from the list just sent.
        clearDraft(SOLANA_SEND_DRAFT_TOOL);
        void executor.run();
      } catch (error) {
        setStartState({ phase: 'failed', error });
      }
    },
    [rpc, pollIntervalMs, makeExecutor],
  );

  /**
   * Wipes the job for a new one, but only once none of its transactions can still land: a restored job has not
   * been awaited yet, and the same list sent again while one lands would pay twice. Chunks found landed are marked
   * confirmed, so what the user sees while waiting is true.
   */
  const clear = useCallback(async () => {
    const job = currentRef.current;
    if (job) {
      setClearState({ phase: 'checking' });
      const store = localSentStore(job.meta.jobId);
      let check: Awaited<ReturnType<typeof checkBeforeClear>>;
      try {
        check = await checkBeforeClear(rpc, job.executor.getSnapshot().job, store);
      } catch (error) {
        setClearState({ phase: 'failed', error });
        return;
      }
      // Continued meanwhile: the run now owns its chunks, and the reading is already out of date.
      if (currentRef.current !== job || job.executor.getSnapshot().isRunning) {
        setClearState({ phase: 'idle' });
        return;
      }
      if (check.mayLand.length > 0) {
        if (check.landed.length > 0) {
          const updated = withLanded(job.executor.getSnapshot().job, check.landed);
          setCurrent({ ...job, executor: makeExecutor(updated, job.meta) });
        }
        setClearState({ phase: 'refused', count: check.mayLand.length });
        return;
      }
    }
    clearJob(SOLANA_SEND_TOOL);
    clearSentStore();
    setCurrent(null);
    setStartState({ phase: 'idle' });
    setClearState({ phase: 'idle' });
  }, [rpc, makeExecutor]);

  return { current, start, clear, startState, clearState };
}
