'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Address, PublicClient } from 'viem';
import { type BatchDriver, BatchExecutor } from '@/lib/batch/executor';
import { createJob } from '@/lib/batch/job';
import { clearJob, loadJob } from '@/lib/batch/persist';
import type { BatchRow, Chunk, JobState } from '@/lib/batch/types';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { ChainAccess } from './chain-access';
import { localMarkerStore, type SendMarkerStore } from './send-markers';

/** What every connected-wallet send job keeps: the chain and the sender it must be signed by. */
export interface WalletJobMeta {
  chainId: number;
  from: Address;
}

export interface CurrentWalletJob<M extends WalletJobMeta> {
  executor: BatchExecutor;
  meta: M;
  /** Restored from a previous visit rather than started now. */
  isRestored: boolean;
}

/** Whether the wallet behind `access` is the job's sender on the job's chain. */
export function isJobWallet(access: ChainAccess | undefined, meta: WalletJobMeta): access is ChainAccess {
  return !!access && access.chainId === meta.chainId && access.from.toLowerCase() === meta.from.toLowerCase();
}

/** What a tool's driver is built with: the job's wallet (looked up at each step), the send markers, a chain reader. */
export interface WalletJobDriverContext {
  access: () => ChainAccess;
  markers: SendMarkerStore;
  reader: () => PublicClient | undefined;
}

interface WalletJobOptions<M extends WalletJobMeta> {
  /** The batch engine's storage name of the tool's job (one at a time). */
  tool: string;
  /** Where a send in progress is noted (send-markers.ts; the send tool's key when not given). */
  markersKey?: string;
  toStored: (meta: M) => Record<string, string>;
  /** The meta of a stored job, or undefined when it is not the tool's (or damaged): such a job is dropped. */
  fromStored: (stored: Record<string, string>) => M | undefined;
  createDriver: (meta: M, context: WalletJobDriverContext) => BatchDriver;
}

/**
 * A connected-wallet tool's one batch job: started from a plan, or restored after a reload (loadJob), and cleared for
 * a new one. The driver looks the wallet up at each step (`accessRef`, set by the page at each render), so a job
 * restored before the wallet reconnects still runs once it has; `readRef` is the chain reader of its retry checks.
 * The options are module-level values: a new function each render would rebuild the executor.
 */
export function useWalletJob<M extends WalletJobMeta>({
  tool,
  markersKey,
  toStored,
  fromStored,
  createDriver,
}: WalletJobOptions<M>) {
  const accessRef = useRef<ChainAccess | undefined>(undefined);
  const readRef = useRef<PublicClient | undefined>(undefined);
  const markers = useMemo(() => localMarkerStore(undefined, markersKey), [markersKey]);
  const [current, setCurrent] = useState<CurrentWalletJob<M> | null>(null);

  const makeExecutor = useCallback(
    (job: JobState, meta: M) =>
      new BatchExecutor(
        job,
        createDriver(meta, {
          access: () => {
            const wallet = accessRef.current;
            if (!isJobWallet(wallet, meta)) throw new AppError(CLIENT_CODE.WALLET_NOT_CONNECTED);
            return wallet;
          },
          markers,
          reader: () => readRef.current,
        }),
        // One wallet: its transactions go out one at a time, in order.
        { concurrency: 1 },
      ),
    [createDriver, markers],
  );

  useEffect(() => {
    const job = loadJob(tool);
    if (!job) return;
    const meta = fromStored(job.meta);
    if (meta) setCurrent({ executor: makeExecutor(job, meta), meta, isRestored: true });
    else clearJob(tool);
  }, [tool, fromStored, makeExecutor]);

  const start = useCallback(
    (rows: readonly BatchRow[], chunks: readonly Chunk[], meta: M) => {
      markers.clear();
      const executor = makeExecutor(createJob(rows, chunks, toStored(meta)), meta);
      setCurrent({ executor, meta, isRestored: false });
      void executor.run();
    },
    [makeExecutor, markers, toStored],
  );

  const clear = useCallback(() => {
    clearJob(tool);
    markers.clear();
    setCurrent(null);
  }, [tool, markers]);

  return { current, start, clear, accessRef, readRef };
}
