'use client';

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Address, isAddress, type PublicClient } from 'viem';
import type { NftStandard } from '@/chains/evm/nft/reads';
import { BatchExecutor } from '@/lib/batch/executor';
import { createJob } from '@/lib/batch/job';
import { clearJob, loadJob } from '@/lib/batch/persist';
import type { BatchRow, Chunk, JobState } from '@/lib/batch/types';
import { AppError, CLIENT_CODE } from '@/lib/errors';
import type { ChainAccess } from '../send-token/chain-access';
import { localMarkerStore } from '../send-token/send-markers';
import { isJobWallet } from '../send-token/use-send-job';
import { createNftDriver } from './nft-driver';

/** The batch engine's storage name of this tool's job (one at a time). */
export const SEND_NFT_TOOL = 'send-nft';
/** Where a send in progress is noted (the send tool's markers, under this tool's own key). */
export const SEND_NFT_MARKERS_KEY = 'chainkit:send-nft:sending';

/** What the stored job needs to go on after a reload: identifiers only. */
export interface NftJobMeta {
  chainId: number;
  from: Address;
  token: Address;
  standard: NftStandard;
  /** The collection's name or symbol, for the summary ('' when it has none). */
  label: string;
}

export function toStoredNftMeta(meta: NftJobMeta): Record<string, string> {
  return { ...meta, chainId: String(meta.chainId) };
}

export function fromStoredNftMeta(stored: Record<string, string>): NftJobMeta | undefined {
  const chainId = Number(stored.chainId);
  const { from, token, standard, label } = stored;
  if (!Number.isSafeInteger(chainId) || !isAddress(from ?? '') || !isAddress(token ?? '')) return undefined;
  if (standard !== 'erc721' && standard !== 'erc1155') return undefined;
  return { chainId, from: from as Address, token: token as Address, standard, label: label ?? '' };
}

export interface CurrentNftJob {
  executor: BatchExecutor;
  meta: NftJobMeta;
  isRestored: boolean;
}

/**
 * The tool's one batch job: started from a plan or restored after a reload, and cleared for a new one. The driver
 * looks the wallet up at each step (`accessRef`) and reads owners through `readRef` for the retry check.
 */
export function useNftJob() {
  const accessRef = useRef<ChainAccess | undefined>(undefined);
  const readRef = useRef<PublicClient | undefined>(undefined);
  const markers = useMemo(() => localMarkerStore(undefined, SEND_NFT_MARKERS_KEY), []);
  const [current, setCurrent] = useState<CurrentNftJob | null>(null);

  const makeExecutor = useCallback(
    (job: JobState, meta: NftJobMeta) =>
      new BatchExecutor(
        job,
        createNftDriver({
          access: () => {
            const wallet = accessRef.current;
            if (!isJobWallet(wallet, meta)) throw new AppError(CLIENT_CODE.WALLET_NOT_CONNECTED);
            return wallet;
          },
          standard: meta.standard,
          token: meta.token,
          nonces: 'wallet',
          markers,
          reader: () => readRef.current,
        }),
        { concurrency: 1 },
      ),
    [markers],
  );

  useEffect(() => {
    const job = loadJob(SEND_NFT_TOOL);
    if (!job) return;
    const meta = fromStoredNftMeta(job.meta);
    if (meta) setCurrent({ executor: makeExecutor(job, meta), meta, isRestored: true });
    else clearJob(SEND_NFT_TOOL);
  }, [makeExecutor]);

  const start = useCallback(
    (rows: readonly BatchRow[], chunks: readonly Chunk[], meta: NftJobMeta) => {
      markers.clear();
      const executor = makeExecutor(createJob(rows, chunks, toStoredNftMeta(meta)), meta);
      setCurrent({ executor, meta, isRestored: false });
      void executor.run();
    },
    [makeExecutor, markers],
  );

  const clear = useCallback(() => {
    clearJob(SEND_NFT_TOOL);
    markers.clear();
    setCurrent(null);
  }, [markers]);

  return { current, start, clear, accessRef, readRef };
}
