'use client';

import { useCallback, useEffect, useState } from 'react';
import type { SuiWalletState } from '@/components/wallet/sui/use-sui-wallet';
import { BatchExecutor, type BatchRow, type Chunk, clearJob, createJob, type JobState, loadJob } from '@/lib/batch';
import { suiSendDriver } from './sui-send-driver';
import type { PreparedSuiPtb, SuiSendPlan, SuiSendSetup } from './sui-send-plan';
import { type RunState, SUI_SEND_TOOL } from './sui-send-run';

interface SendRunOptions {
  graphqlUrl: () => string;
  wallet: SuiWalletState;
  /** The saved endpoint is known: a batch left in this browser may be restored. */
  isApiLoaded: boolean;
  /** Tests: how often a digest's outcome is asked for. */
  pollMs?: number;
}

/**
 * The batch engine for Sui sends: a reviewed plan becomes a job (one chunk per PTB), run with the Sui driver and
 * signed only by the job's sender; a job left in this browser comes back after a reload (resume).
 */
export function useSuiSendRun({ graphqlUrl, wallet, isApiLoaded, pollMs }: SendRunOptions) {
  const [run, setRun] = useState<RunState | null>(null);
  const [prepared, setPrepared] = useState<PreparedSuiPtb | null>(null);

  const makeExecutor = useCallback(
    (job: JobState, meta: Record<string, string>) => {
      const setup: SuiSendSetup = {
        url: graphqlUrl(),
        owner: meta.owner,
        coinType: meta.coinType,
        feeReceiver: meta.feeReceiver,
      };
      const driver = suiSendDriver({
        setup,
        signer: wallet.signerFor(meta.owner),
        onPrepared: (_chunk: Chunk, next) => setPrepared(next),
        intervalMs: pollMs,
      });
      return new BatchExecutor(job, driver);
    },
    [graphqlUrl, wallet.signerFor, pollMs],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the saved endpoint is known.
  useEffect(() => {
    if (!isApiLoaded) return;
    const job = loadJob(SUI_SEND_TOOL);
    if (!job?.meta.owner) return;
    const executor = makeExecutor(job, job.meta);
    setRun((current) => current ?? { executor, meta: job.meta, isRestored: true });
  }, [isApiLoaded]);

  const startRun = useCallback(
    (
      plan: SuiSendPlan,
      setup: SuiSendSetup,
      rows: readonly BatchRow[],
      info: { coinType: string; symbol: string; decimals: number },
    ) => {
      const chunks: Chunk[] = [];
      let start = 0;
      plan.ptbs.forEach((ptb, id) => {
        const indexes = Array.from({ length: ptb.rows }, (_, offset) => start + offset);
        chunks.push({ id, lane: setup.owner, rowIndexes: indexes, rows: indexes.map((index) => rows[index]) });
        start += ptb.rows;
      });
      const meta = {
        owner: setup.owner,
        coinType: info.coinType,
        symbol: info.symbol,
        decimals: String(info.decimals),
        feeReceiver: setup.feeReceiver,
      };
      const executor = makeExecutor(createJob(rows, chunks, meta), meta);
      setRun({ executor, meta, isRestored: false });
      void executor.run();
    },
    [makeExecutor],
  );

  const clearRun = useCallback(() => {
    clearJob(SUI_SEND_TOOL);
    setRun(null);
    setPrepared(null);
  }, []);

  return { run, prepared, startRun, clearRun };
}
