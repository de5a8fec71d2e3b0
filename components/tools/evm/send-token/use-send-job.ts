'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Address, isAddress } from 'viem';
import { BatchExecutor } from '@/lib/batch/executor';
import { createJob } from '@/lib/batch/job';
import { clearJob, loadJob } from '@/lib/batch/persist';
import type { BatchRow, Chunk, JobState } from '@/lib/batch/types';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { ChainAccess } from './chain-access';
import { createSendDriver } from './send-driver';
import { localMarkerStore } from './send-markers';
import type { SendMethod } from './send-plan';

/** The batch engine's storage name of this tool's job (one at a time). */
export const SEND_TOKEN_TOOL = 'send-token';

/** What the stored job needs to go on after a reload: identifiers only (lib/batch/persist.ts refuses secrets). */
export interface SendJobMeta {
  chainId: number;
  from: Address;
  /** 'native', or the ERC-20 contract. */
  asset: 'native' | Address;
  symbol: string;
  decimals: number;
  method: SendMethod;
}

const METHODS: readonly SendMethod[] = ['native', 'erc20', 'erc20Pooled'];

export function toStoredMeta(meta: SendJobMeta): Record<string, string> {
  return { ...meta, chainId: String(meta.chainId), decimals: String(meta.decimals) };
}

/** The meta of a stored job, or undefined when it is not one of this tool's (or damaged). */
export function fromStoredMeta(stored: Record<string, string>): SendJobMeta | undefined {
  const chainId = Number(stored.chainId);
  const decimals = Number(stored.decimals);
  const method = METHODS.find((candidate) => candidate === stored.method);
  const { from, asset, symbol } = stored;
  if (!Number.isSafeInteger(chainId) || !Number.isSafeInteger(decimals) || !method) return undefined;
  if (!isAddress(from ?? '') || (asset !== 'native' && !isAddress(asset ?? '')) || typeof symbol !== 'string') {
    return undefined;
  }
  return { chainId, decimals, method, from: from as Address, asset: asset as SendJobMeta['asset'], symbol };
}

export interface CurrentJob {
  executor: BatchExecutor;
  meta: SendJobMeta;
  /** Restored from a previous visit rather than started now. */
  isRestored: boolean;
}

/** Whether the wallet behind `access` is the job's sender on the job's chain. */
export function isJobWallet(
  access: ChainAccess | undefined,
  meta: Pick<SendJobMeta, 'chainId' | 'from'>,
): access is ChainAccess {
  return !!access && access.chainId === meta.chainId && access.from.toLowerCase() === meta.from.toLowerCase();
}

/**
 * The tool's one batch job: started from a plan, or restored after a reload (loadJob), and cleared for a new one.
 * The driver looks the wallet up at each step (`accessRef`), so a job restored before the wallet reconnects still
 * runs once it has.
 */
export function useSendJob() {
  /** The wallet on the job's chain: the page sets it at each render, the driver reads it at each step. */
  const accessRef = useRef<ChainAccess | undefined>(undefined);
  const markers = useMemo(() => localMarkerStore(), []);
  const [current, setCurrent] = useState<CurrentJob | null>(null);

  const makeExecutor = useCallback(
    (job: JobState, meta: SendJobMeta) =>
      new BatchExecutor(
        job,
        createSendDriver({
          access: () => {
            const wallet = accessRef.current;
            if (!isJobWallet(wallet, meta)) throw new AppError(CLIENT_CODE.WALLET_NOT_CONNECTED);
            return wallet;
          },
          method: meta.method,
          token: meta.asset === 'native' ? undefined : meta.asset,
          nonces: 'wallet',
          markers,
        }),
        // One wallet: its transactions go out one at a time, in order.
        { concurrency: 1 },
      ),
    [markers],
  );

  useEffect(() => {
    const job = loadJob(SEND_TOKEN_TOOL);
    if (!job) return;
    const meta = fromStoredMeta(job.meta);
    if (meta) setCurrent({ executor: makeExecutor(job, meta), meta, isRestored: true });
    else clearJob(SEND_TOKEN_TOOL);
  }, [makeExecutor]);

  const start = useCallback(
    (rows: readonly BatchRow[], chunks: readonly Chunk[], meta: SendJobMeta) => {
      markers.clear();
      const executor = makeExecutor(createJob(rows, chunks, toStoredMeta(meta)), meta);
      setCurrent({ executor, meta, isRestored: false });
      void executor.run();
    },
    [makeExecutor, markers],
  );

  const clear = useCallback(() => {
    clearJob(SEND_TOKEN_TOOL);
    markers.clear();
    setCurrent(null);
  }, [markers]);

  return { current, start, clear, accessRef };
}
