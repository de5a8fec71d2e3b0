'use client';

import { useCallback, useEffect, useState } from 'react';
import type { PreparedTronCall, TronSendPlan, TronSendSetup } from '@/chains/tron/batch-send';
import { readTronChainParameters } from '@/chains/tron/resources';
import type { TronTransferPlan } from '@/chains/tron/transfers';
import type { TronWalletState } from '@/components/wallet/tron/use-tron-wallet';
import { BatchExecutor, type BatchRow, type Chunk, clearJob, createJob, type JobState, loadJob } from '@/lib/batch';
import { tronSendDriver } from './tron-send-driver';
import { type RunState, TRON_SEND_TOOL } from './tron-send-run';

interface SendRunOptions {
  apiOptions: () => { apiUrl: string; intervalMs: number };
  wallet: TronWalletState;
  /** The saved endpoint is known: a batch left in this browser may be restored. */
  isApiLoaded: boolean;
  onRestoreError: (error: unknown) => void;
}

/**
 * The batch engine for Tron sends: a reviewed plan becomes a job (one chunk per multisend call) run with the Tron
 * driver, signed only by the job's sender; a job left in this browser comes back after a reload.
 */
export function useTronSendRun({ apiOptions, wallet, isApiLoaded, onRestoreError }: SendRunOptions) {
  const [run, setRun] = useState<RunState | null>(null);
  const [prepared, setPrepared] = useState<PreparedTronCall | null>(null);

  const makeExecutor = useCallback(
    async (job: JobState, meta: Record<string, string>) => {
      const options = apiOptions();
      const setup: TronSendSetup = {
        ...options,
        owner: meta.owner,
        multisend: meta.multisend,
        token: meta.token,
        feeRecipient: meta.feeRecipient,
      };
      const parameters = await readTronChainParameters(options);
      const driver = tronSendDriver({
        ...options,
        setup,
        parameters,
        signer: wallet.signerFor(meta.owner),
        route: meta.route === 'transfers' ? 'transfers' : 'multisend',
        onPrepared: (_chunk: Chunk, next) => setPrepared(next),
      });
      return new BatchExecutor(job, driver);
    },
    [apiOptions, wallet.signerFor],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the saved endpoint is known.
  useEffect(() => {
    if (!isApiLoaded) return;
    const job = loadJob(TRON_SEND_TOOL);
    if (!job?.meta.owner) return;
    void makeExecutor(job, job.meta)
      .then((executor) => setRun((current) => current ?? { executor, meta: job.meta, isRestored: true }))
      .catch(onRestoreError);
  }, [isApiLoaded]);

  const startRun = useCallback(
    async (
      plan: TronSendPlan,
      setup: TronSendSetup,
      rows: readonly BatchRow[],
      info: { token: string; symbol: string; decimals: number },
      transfers?: TronTransferPlan,
    ) => {
      const lane = setup.owner;
      let jobRows = rows;
      let chunks: Chunk[] = plan.batches.map((batch, id) => ({
        id,
        lane,
        rowIndexes: batch.rows.map((row) => row.index),
        rows: batch.rows.map((row) => rows[row.index]),
      }));
      if (transfers) {
        // One chunk per recipient, then our fee's own transfer (line 0: no line of the list), sent after them.
        const feeRow: BatchRow = { line: 0, address: transfers.fee.to, amount: transfers.fee.amount };
        jobRows = [...rows, feeRow];
        chunks = jobRows.map((row, id) => ({ id, lane, rowIndexes: [id], rows: [row] }));
      }
      const meta = {
        owner: setup.owner,
        multisend: setup.multisend,
        token: info.token,
        symbol: info.symbol,
        decimals: String(info.decimals),
        feeRecipient: setup.feeRecipient,
        route: transfers ? 'transfers' : 'multisend',
      };
      const executor = await makeExecutor(createJob(jobRows, chunks, meta), meta);
      setRun({ executor, meta, isRestored: false });
      void executor.run();
    },
    [makeExecutor],
  );

  const clearRun = useCallback(() => {
    clearJob(TRON_SEND_TOOL);
    setRun(null);
    setPrepared(null);
  }, []);

  return { run, prepared, startRun, clearRun };
}
